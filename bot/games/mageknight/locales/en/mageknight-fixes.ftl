# mageknight: texts found missing by the Czech and Polish whole-game leak checks (en).

# a face-up ruins token (the tokens print no names: ours describe them); $colours joined with " + "
mk-fix-ruins-token = { $kind ->
    [altar-all] Altar (all colours)
    [altar] Altar ({ $colours })
   *[other] Enemies: { $colours }
 }
