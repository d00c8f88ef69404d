"""The solo AI opponent (rulebook §10): its cards and army (``cards``: data/homm3/ai.toml, validated),
setting it on the map (``setup``), its turn on the map (``movement``, §10.3) and its decisions and AI
cards in combat (``combat``, §10.1-§10.2). The game drives it from ``turn`` and ``fight``."""
