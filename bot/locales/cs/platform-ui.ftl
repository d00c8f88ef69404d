# What Discord's buttons and menus and the offline console say around the game (cs).

## Discord
ui-sorry = Na naší straně se něco pokazilo; nic dalšího se neprovedlo. Zkus to prosím znovu.
ui-group-help = { $game }: tvoje tahy
ui-hand-placeholder = Zahraj kartu nebo zvol akci…
ui-hand-how = Jak?
ui-declare-open = Vyhlásit…
ui-not-your-controls = Toto ovládání patří jinému hráči.
ui-hand-stale = Toto ovládání bylo zastaralé (hra mezitím pokročila); nic se neprovedlo. Tady je tvoje ruka teď.
ui-done = Hotovo.
ui-end-again = Tato tlačítka jsou starší (hra mezitím pokročila); nic se neprovedlo. Chceš-li teď ukončit tah, stiskni Ukončit tah.
ui-did-not-work = To nevyšlo.
ui-during-your-turn = { $who }, toto se stalo během tvého tahu.
ui-your-turn = { $who }, jsi na tahu. **Ruka** ukáže, co můžeš udělat.
ui-turn-hand = Ruka
ui-turn-map = Mapa
ui-turn-end = Ukončit tah
ui-earlier-game = Toto tlačítko patří k dřívější hře v tomto kanálu; nic se neprovedlo.

## Declaring in a combat, answering a question
ui-declare-head = **Vyhlášení**: { $phase }.
ui-move-spent = Utracený pohyb
ui-more-cards = Další karty…
ui-preview = Náhled
ui-no-declare = V této hře se nic nevyhlašuje.
ui-combat-not-yours = Toto ovládání boje patří hráči { $owner }, který je na tahu; nic se neprovedlo.
ui-no-combat = Teď neprobíhá žádný boj; nic se neprovedlo.
ui-declare-stale = Toto ovládání bylo zastaralé (hra mezitím pokročila); nic se neprovedlo. Tady je nové.
ui-not-done = Neprovedeno: { $text }
ui-combat-over = Boj skončil.
ui-choice-stale = Tyto volby byly zastaralé (hra mezitím pokročila); nic se neprovedlo.
ui-choice-not-yours = Tyto volby patří hráči { $owner }, který je na tahu; nic se neprovedlo.
ui-nothing-to-choose = Teď není co volit.
ui-current-question = Tady je aktuální otázka.
ui-pick-one = Vyber ze seznamu jednu odpověď; nic se neprovedlo.
ui-chosen = Zvoleno: { $label }.
ui-choose = Zvol…
ui-choose-range = Zvol… ({ $first }–{ $last })

## The offline console
ui-console-intro = Konzole hry. Řádky: '<hráč>: /<příkaz> volba:hodnota ...'. /help vypíše příkazy; Ctrl-D konec.
ui-console-public = {"["}veřejně] { $text }
ui-console-private = {"["}soukromě pro { $who }] { $text }
ui-console-mute = (/game mute: tento tah už nepřipomínat)
ui-console-can = Můžeš: { $controls }
ui-console-file = soubor zapsán do { $path }
ui-console-map = mapa zapsána do { $path }
ui-console-picture = { $name } zapsáno do { $path }
ui-console-your-turn = { $names }, jsi na tahu. (/hand ukáže tvoje karty a co můžeš udělat)
ui-console-crash = {"["}chyba] '{ $line }' nečekaně selhalo ({ $error }; podrobnosti na stderr).
