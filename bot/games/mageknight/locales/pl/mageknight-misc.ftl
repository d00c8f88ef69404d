# Mage Knight: mana, Fame and Reputation, decks and offers, terrain, effects in general (pl).
# Keys: mk-mana-*, mk-misc-*. Terms from the Polish original-edition rulebook (glossary-cs-pl.md).

## Mana (mana.py)

# A mana colour agreeing with its noun (each message sees the $colour of the message using it):
# mk-mana-colour (f: mana, kostka/kość), -m (krystal/kryształ), -fgen (žeton/znacznik … many), -facc,
# -mgen, -mpl (2–4 krystaly/kryształy), -mplgen (5 krystalů/kryształów).
mk-mana-colour = { $colour ->
        [red] czerwona
        [blue] niebieska
        [green] zielona
        [white] biała
        [gold] złota
        [black] czarna
       *[other] { $colour }
    }
mk-mana-colour-m = { $colour ->
        [red] czerwony
        [blue] niebieski
        [green] zielony
        [white] biały
        [gold] złoty
        [black] czarny
       *[other] { $colour }
    }
mk-mana-colour-fgen = { $colour ->
        [red] czerwonej
        [blue] niebieskiej
        [green] zielonej
        [white] białej
        [gold] złotej
        [black] czarnej
       *[other] { $colour }
    }
mk-mana-colour-facc = { $colour ->
        [red] czerwoną
        [blue] niebieską
        [green] zieloną
        [white] białą
        [gold] złotą
        [black] czarną
       *[other] { $colour }
    }
mk-mana-colour-mgen = { $colour ->
        [red] czerwonego
        [blue] niebieskiego
        [green] zielonego
        [white] białego
        [gold] złotego
        [black] czarnego
       *[other] { $colour }
    }
mk-mana-colour-mpl = { $colour ->
        [red] czerwone
        [blue] niebieskie
        [green] zielone
        [white] białe
        [gold] złote
        [black] czarne
       *[other] { $colour }
    }
mk-mana-colour-mplgen = { $colour ->
        [red] czerwonych
        [blue] niebieskich
        [green] zielonych
        [white] białych
        [gold] złotych
        [black] czarnych
       *[other] { $colour }
    }
mk-mana-none-to-pay = Nie masz { mk-mana-colour-fgen } many do zapłaty: brak znacznika { mk-mana-colour-fgen } many, brak dostępnej kości many w Źródle ({ $time ->
        [night] złotej many nie można używać w nocy; jest noc
       *[day] złota mana liczy się w dzień jako dowolny kolor podstawowy; jest dzień
    }) i brak { mk-mana-colour-mgen } kryształu.
mk-mana-cannot-pay-with = Nie można zapłacić za { mk-mana-colour-facc } manę przez „{ $how }”. Możesz użyć: { $options }.
mk-mana-paid-endless = { mk-mana-colour } mana (bez ograniczeń w tej turze)
mk-mana-paid-token = znacznik { mk-mana-colour-fgen } many
mk-mana-paid-crystal = { mk-mana-colour-m } kryształ
mk-mana-paid-die = { mk-mana-colour } kość many ze Źródła
mk-mana-cursed = { $player } używa { mk-mana-colour-fgen } many pod klątwą Mana Curse gracza { $caster } i otrzymuje ranę.
mk-mana-surcharge-unpaid = { $skill } (na środku stołu): pierwsza mana podstawowego koloru użyta w tej turze kosztuje dodatkowo { $n }× { mk-mana-colour } mana, a nie masz już czym jej opłacić.
mk-mana-surcharge-paid = i dodatkowo { $n }× { mk-mana-colour } mana ({ $skill })
mk-mana-exploit-wound = { $skill }: { mk-mana-colour } to nie { $marked }: { $n ->
        [one] { $n } rana
        [few] { $n } rany
       *[other] { $n } ran
    } do ręki
mk-mana-no-die-left = W Źródle nie została żadna { mk-mana-colour } kość.
mk-mana-token-at-cap = znacznik { mk-mana-colour-fgen } many (już { $cap ->
        [one] { $cap } { mk-mana-colour-m } kryształ
        [few] { $cap } { mk-mana-colour-mpl } kryształy
       *[other] { $cap } { mk-mana-colour-mplgen } kryształów
    })

## Fame, Reputation, the Deed deck, the offers (tracks.py, deck.py, offers.py, state.py)

mk-misc-fame-gained = { $player } zdobywa { $n ->
        [one] { $n } punkt sławy
        [few] { $n } punkty sławy
       *[other] { $n } punktów sławy
    } { $why } (teraz { $total }).
mk-misc-reputation-changed = { $player }: Reputacja { $change } { $why } (teraz { $total }).
mk-misc-draws = { $player } dobiera { $n ->
        [one] { $n } kartę
        [few] { $n } karty
       *[other] { $n } kart
    }.
mk-misc-you-drew = Dobierasz: { $cards }.
mk-misc-offers-revealed = Pula akcji zaawansowanych i pula czarów zostają odkryte: { $cards }.
mk-misc-joins-offer = { $card } trafia do puli.
mk-misc-no-such-unit = Nie masz jednostki „{ $unit }”. Twoje jednostki: { $units }.
mk-misc-none = brak
mk-misc-nothing = nic

## Terrain and the rampaging enemies (glossary.py): Hills, Wasteland and Mountains have no printed Polish name.

mk-misc-terrain-plains = równiny
mk-misc-terrain-hills = Hills
mk-misc-terrain-forest = las
mk-misc-terrain-wasteland = Wasteland
mk-misc-terrain-desert = pustynia
mk-misc-terrain-swamp = bagno
mk-misc-terrain-lake = jezioro
mk-misc-terrain-mountain = Mountains
mk-misc-rampaging-orcs = Plądrujący Orkowie
mk-misc-rampaging-draconum = Draconum

## A card's modes and paying for it (modes.py)

mk-misc-effect-not-yet = { $how ->
        [powered] Wzmocnione
       *[other] Podstawowe
    } działanie karty { $card } nie jest jeszcze dostępne w tej wersji bota (nadal możesz zagrać ją bokiem).
mk-misc-choose-mode = { $card } ({ $how ->
        [powered] wzmocnione działanie
       *[other] podstawowe działanie
    }): wybierz jeden tryb: { $modes }.
mk-misc-no-such-mode = { $card } nie ma trybu „{ $mode }”. Tryby ({ $how ->
        [powered] wzmocnione działanie
       *[other] podstawowe działanie
    }): { $modes }.
mk-misc-black-by-day = { $powered } (wzmocnione działanie karty { $card }) wymaga czarnej many, której można używać tylko w nocy. W dzień rzuć podstawowe działanie.
# After how the card is played: "(wzmocnione działanie, płaci: czerwony kryształ)".
mk-mana-paying = , płaci: { $paid }
mk-mana-paying-and = , płaci: { $paid } i { $black }
mk-misc-discard-needed = { $card } wymaga odrzucenia innej karty (discard:<card>).
mk-misc-cannot-discard = Nie możesz odrzucić
mk-misc-can-discard = Możesz odrzucić
mk-misc-card-listing = { $allowed }: { $cards }.
mk-misc-card-refused = { $refused } „{ $card }”.

## The effect interpreter (interpret.py)

mk-misc-choose-one = Wybierz jedną możliwość: { $options }.
mk-misc-condition-not-yet = Warunek „{ $condition }” nie jest jeszcze dostępny.
mk-misc-counting-not-yet = Liczenie „{ $quantity }” nie jest jeszcze dostępne.
mk-misc-nothing-not-met = nic ({ $effect }: niespełnione)
mk-misc-effect-kind-not-yet = Działanie „{ $kind }” nie jest jeszcze dostępne.
mk-misc-nothing-none = nic ({ $effect }: brak)
mk-misc-choose-times = Wybierz { $n ->
        [one] { $n } raz
       *[other] { $n } razy
    } spośród: { $among } (each:{ $example }).
mk-misc-choose-gain = Wybierz, co zyskujesz: { $options }.
mk-misc-cost-then = { $paid }, potem { $got }
mk-misc-and = i

## Skill tokens in the centre (centre.py)

mk-misc-centre-lasting = żeton trafia na środek stołu: do następnej tury gracza { $player } działa na każdego innego gracza: { $effect }
mk-misc-centre-returnable = żeton trafia na środek stołu: { $who ->
        [any_player] dowolny inny gracz
        [first_player_in_combat] pierwszy inny gracz w walce
        [first_player_using_colour] pierwszy gracz, który użyje tego koloru,
       *[other] inny gracz
    } może go zwrócić i zyskać { $effect }
mk-misc-centre-back = { $skill } wraca ze środka stołu do gracza { $player }.
mk-misc-wheel-set = Koło umiejętności { $skill } gracza { $player } ustawiono na kolor: { mk-mana-colour }.
mk-misc-no-source-die = { $player } nie może w tej turze użyć kości ze Źródła (żeton umiejętności na środku stołu).
mk-misc-gains-from = { $player } zdobywa { $got } dzięki { $skill }.
mk-misc-centre-returns = { $player } zwraca { $skill } ze środka stołu.
mk-misc-terrain-cheaper = każdy teren kosztuje w tej turze o { $n ->
        [one] { $n } punkt ruchu
        [few] { $n } punkty ruchu
        [many] { $n } punktów ruchu
       *[other] { $n } punktów ruchu
    } mniej (nie mniej niż { $floor })
mk-misc-terrain-dearer = każdy teren kosztuje w tej turze o { $n ->
        [one] { $n } punkt ruchu
        [few] { $n } punkty ruchu
        [many] { $n } punktów ruchu
       *[other] { $n } punktów ruchu
    } więcej (nie więcej niż { $cap })
mk-misc-unit-values = ({ $change }: żeton umiejętności na środku stołu)
