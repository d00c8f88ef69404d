"""Discord UI: thin cogs that turn interactions into :mod:`bot.commands` calls."""

EXTENSIONS = ["cogs.table", "cogs.ops"]
