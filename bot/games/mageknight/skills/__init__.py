"""Skills in one place: using a skill within its timing, the flying and other skill actions
(``use``), and the interactive skill tokens put in the centre for the others (``centre``).

The skill records are loaded by ``data/skills.py``, their effects are written in the vocabulary of
``effects/skills.py``, and the effect kinds that skills share with cards are resolved in
``resolvers/skills.py``.
"""
