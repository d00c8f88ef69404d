"""Heroes of Might and Magic III: The Board Game (Archon Studio), base box.

``data``: the component data of ``data/homm3/`` loaded and validated. The rules engine comes later.
"""
