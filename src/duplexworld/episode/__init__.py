"""Episodes: the tick loop (orchestrator) and one run from scenario to scores."""
