"""Combat (rulebook §7): ``values`` is the arithmetic, ``flow`` the phases and declarations,
``starts`` the ways a combat begins (assault, provoking, challenging, adventure sites, burning)."""
