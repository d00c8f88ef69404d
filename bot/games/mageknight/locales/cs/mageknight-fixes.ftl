# mageknight: texty, které kontrola celých her v češtině a polštině našla chybět (cs).

# odkrytý žeton ruin; $colours spojené " + "
mk-fix-ruins-token = { $kind ->
    [altar-all] Oltář (všechny barvy)
    [altar] Oltář ({ $colours })
   *[other] Nepřátelé: { $colours }
 }
