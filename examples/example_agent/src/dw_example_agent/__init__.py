"""An example duplexworld agent package."""
