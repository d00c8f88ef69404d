# What the shared engine says to players (cs): reading typed names, offered options, corrections.

## Reading what players type
eng-name-a = Uveď, co zvolit ({ $what }). Možnosti: { $choices }.
eng-ambiguous = „{ $text }“ může znamenat více možností ({ $what }): { $choices }.
eng-not-a-choice = „{ $text }“ teď zvolit nelze ({ $what }). Možnosti: { $choices }.
eng-none = žádné
eng-key-value = „{ $extra }“ v „{ $item }“ má mít tvar klíč=hodnota (např. mana=die:red).
eng-choose-a = Zvol ({ $what }): { $choices }.
eng-what-game = hra
eng-what-player = hráč
eng-what-vote = hlasování
eng-unknown-game = Neznámá hra „{ $game }“. Nainstalované hry: { $names }.

## Options and the game's contract
eng-no-undo = Tato hra nemá vracení tahů.
eng-no-corrections = { $game } nemá žádné opravy.
eng-no-data = { $game } nemá žádná data komponent.
eng-nothing-asked = Teď se tě na nic neptáme.
eng-choice-gone = Tato možnost už není nabízena. Teď můžeš: { $options }.

## Corrections shared by the games
eng-correction-number = Oprava { $correction } potřebuje { $field }=<číslo>.
eng-not-holding = { $who } tuto kartu nemá.
eng-card-taken = Hráči { $who } je z ruky odebrána karta.
eng-card-taken-yours = Z ruky ti byla odebrána karta { $card }.
eng-card-given = Hráč { $who } dostává kartu.
eng-card-given-yours = Dostáváš kartu { $card }.
