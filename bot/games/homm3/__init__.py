"""Heroes of Might and Magic III: The Board Game (Archon Studio), base box (issue 11).

``data``: the component data of ``data/homm3/`` loaded and validated; ``combat``: the combat rules
(§8 and sieges), pure and synchronous.
"""
