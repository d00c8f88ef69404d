"""Play-by-post board games on Discord: engine, service, store, render and the console."""
