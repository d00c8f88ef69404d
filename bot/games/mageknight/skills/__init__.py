"""Using hero skills: a skill within its timing, the flying and other skill actions (``use``).

The skill records are loaded by ``data/skills.py``, their effects are written in the vocabulary of
``effects/skills.py``, the effect kinds that skills share with cards are resolved in
``resolvers/skills.py``, and the interactive tokens a skill puts in the centre of the table are kept
by ``centre.py`` (a table area that mana, movement and combat read, so it sits below them).
"""
