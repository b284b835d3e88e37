"""duplexworld: a benchmark harness for full-duplex voice agents on a simulated phone call."""

__version__ = "0.1.0"
