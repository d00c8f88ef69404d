"""Combat (rulebook §7), the procedure: ``flow`` the phases and declarations, ``starts`` the ways a
combat begins (assault, provoking, challenging, adventure sites, burning), ``unit_use`` units in a
declaration, ``lasting`` what lasting card and unit effects do inside it, ``pursuit`` Shades of Tezla's
pursuers. Below it: ``combat_math.py`` (attack and block arithmetic) and ``enemies.py`` (what an enemy
is now), which banners, triggers and every enemy-targeting effect read too.
"""
