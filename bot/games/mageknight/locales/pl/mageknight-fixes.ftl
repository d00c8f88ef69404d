# mageknight: teksty, których brak wykryło sprawdzanie całych gier po czesku i po polsku (pl).

# odkryty żeton ruin; $colours połączone " + "
mk-fix-ruins-token = { $kind ->
    [altar-all] Ołtarz (wszystkie kolory)
    [altar] Ołtarz ({ $colours })
   *[other] Wrogowie: { $colours }
 }
