"""Real-time agents: the bridge between the tick loop and providers on the wall clock."""
