"""Scenario authoring helpers shared by the generated worlds (Insurance, Travel).

Only the parts the world generators have in common live here; each world still has its own
fact and record builders (see docs/scenarios.md, "Authoring").
"""
