# Mage Knight: mana, Fame and Reputation, decks and offers, terrain, effects in general (cs).
# Keys: mk-mana-*, mk-misc-*. Terms from the Czech Ultimate Edition rulebook (glossary-cs-pl.md).

## Mana (mana.py)

# A mana colour agreeing with its noun (each message sees the $colour of the message using it):
# mk-mana-colour (f: mana, kostka/kość), -m (krystal/kryształ), -fgen (žeton/znacznik … many), -facc,
# -mgen, -mpl (2–4 krystaly/kryształy), -mplgen (5 krystalů/kryształów).
mk-mana-colour = { $colour ->
        [red] červená
        [blue] modrá
        [green] zelená
        [white] bílá
        [gold] zlatá
        [black] černá
       *[other] { $colour }
    }
mk-mana-colour-m = { $colour ->
        [red] červený
        [blue] modrý
        [green] zelený
        [white] bílý
        [gold] zlatý
        [black] černý
       *[other] { $colour }
    }
mk-mana-colour-fgen = { $colour ->
        [red] červené
        [blue] modré
        [green] zelené
        [white] bílé
        [gold] zlaté
        [black] černé
       *[other] { $colour }
    }
mk-mana-colour-facc = { $colour ->
        [red] červenou
        [blue] modrou
        [green] zelenou
        [white] bílou
        [gold] zlatou
        [black] černou
       *[other] { $colour }
    }
mk-mana-colour-mgen = { $colour ->
        [red] červeného
        [blue] modrého
        [green] zeleného
        [white] bílého
        [gold] zlatého
        [black] černého
       *[other] { $colour }
    }
mk-mana-colour-mpl = { $colour ->
        [red] červené
        [blue] modré
        [green] zelené
        [white] bílé
        [gold] zlaté
        [black] černé
       *[other] { $colour }
    }
mk-mana-colour-mplgen = { $colour ->
        [red] červených
        [blue] modrých
        [green] zelených
        [white] bílých
        [gold] zlatých
        [black] černých
       *[other] { $colour }
    }
mk-mana-none-to-pay = Nemáš žádnou { mk-mana-colour-facc } manu k zaplacení: žádný žeton { mk-mana-colour-fgen } many, žádnou použitelnou kostku many z Pramene ({ $time ->
        [night] zlatá mana se v noci použít nedá; je noc
       *[day] zlatá mana platí ve dne jako kterákoli základní barva; je den
    }) ani žádný { mk-mana-colour-m } krystal.
mk-mana-cannot-pay-with = { mk-mana-colour-facc } manu nelze zaplatit pomocí „{ $how }“. Můžeš použít: { $options }.
mk-mana-paid-endless = { mk-mana-colour } mana (v tomto tahu bez omezení)
mk-mana-paid-token = žeton { mk-mana-colour-fgen } many
mk-mana-paid-crystal = { mk-mana-colour-m } krystal
mk-mana-paid-die = { mk-mana-colour } kostka many z Pramene
mk-mana-cursed = { $player } používá { mk-mana-colour-facc } manu pod kletbou Mana Curse hráče { $caster } a dostává zranění.
mk-mana-surcharge-unpaid = { $skill } (uprostřed stolu): první mana základní barvy, kterou v tomto tahu použiješ, stojí navíc { $n }× { mk-mana-colour } mana a tu už nemáš čím zaplatit.
mk-mana-surcharge-paid = a navíc { $n }× { mk-mana-colour } mana ({ $skill })
mk-mana-exploit-wound = { $skill }: { mk-mana-colour } není { $marked }: { $n } zranění do ruky
mk-mana-no-die-left = V Prameni nezůstala žádná { mk-mana-colour } kostka.
mk-mana-token-at-cap = žeton { mk-mana-colour-fgen } many (už { $cap ->
        [one] { $cap } { mk-mana-colour-m } krystal
        [few] { $cap } { mk-mana-colour-mpl } krystaly
       *[other] { $cap } { mk-mana-colour-mplgen } krystalů
    })

## Fame, Reputation, the Deed deck, the offers (tracks.py, deck.py, offers.py, state.py)

mk-misc-fame-gained = { $player } získává { $n ->
        [one] { $n } bod slávy
        [few] { $n } body slávy
       *[other] { $n } bodů slávy
    } { $why } (nyní { $total }).
mk-misc-reputation-changed = { $player }: Pověst { $change } { $why } (nyní { $total }).
mk-misc-draws = { $player } dobírá { $n ->
        [one] { $n } kartu
        [few] { $n } karty
       *[other] { $n } karet
    }.
mk-misc-you-drew = Dobíráš: { $cards }.
mk-misc-offers-revealed = Nabídka pokročilých akcí a nabídka kouzel se odkrývají: { $cards }.
mk-misc-joins-offer = { $card } přibývá do nabídky.
mk-misc-no-such-unit = Nemáš jednotku „{ $unit }“. Tvoje jednotky: { $units }.
mk-misc-none = žádné
mk-misc-nothing = nic

## Terrain and the rampaging enemies (glossary.py): Plains, Hills and Wasteland have no printed Czech name.

mk-misc-terrain-plains = Plains
mk-misc-terrain-hills = Hills
mk-misc-terrain-forest = les
mk-misc-terrain-wasteland = Wasteland
mk-misc-terrain-desert = poušť
mk-misc-terrain-swamp = bažina
mk-misc-terrain-lake = jezero
mk-misc-terrain-mountain = hory
mk-misc-rampaging-orcs = orčí nájezdníci
mk-misc-rampaging-draconum = dračí lid

## A card's modes and paying for it (modes.py)

mk-misc-effect-not-yet = { $how ->
        [powered] Silnější
       *[other] Základní
    } efekt karty { $card } v této verzi bota zatím není k dispozici (bokem ji zahrát můžeš).
mk-misc-choose-mode = { $card } ({ $how ->
        [powered] silnější efekt
       *[other] základní efekt
    }): vyber jeden režim: { $modes }.
mk-misc-no-such-mode = { $card } nemá režim „{ $mode }“. Režimy ({ $how ->
        [powered] silnější efekt
       *[other] základní efekt
    }): { $modes }.
mk-misc-black-by-day = { $powered } (silnější efekt karty { $card }) potřebuje černou manu, kterou lze použít jen v noci. Ve dne sešli základní efekt.
# After how the card is played: "(silnější efekt, platí: červený krystal)".
mk-mana-paying = , platí: { $paid }
mk-mana-paying-and = , platí: { $paid } a { $black }
mk-misc-discard-needed = { $card } potřebuje odhodit další kartu (discard:<card>).
mk-misc-cannot-discard = Nemůžeš odhodit
mk-misc-can-discard = Odhodit můžeš
mk-misc-card-listing = { $allowed }: { $cards }.
mk-misc-card-refused = { $refused } „{ $card }“.

## The effect interpreter (interpret.py)

mk-misc-choose-one = Vyber jednu možnost: { $options }.
mk-misc-condition-not-yet = Podmínka „{ $condition }“ zatím není k dispozici.
mk-misc-counting-not-yet = Počítání „{ $quantity }“ zatím není k dispozici.
mk-misc-nothing-not-met = nic ({ $effect }: nesplněno)
mk-misc-effect-kind-not-yet = Efekt „{ $kind }“ zatím není k dispozici.
mk-misc-nothing-none = nic ({ $effect }: žádné)
mk-misc-choose-times = Vyber { $n ->
        [one] { $n } možnost
        [few] { $n } možnosti
       *[other] { $n } možností
    } z: { $among } (each:{ $example }).
mk-misc-choose-gain = Vyber, co získáš: { $options }.
mk-misc-cost-then = { $paid }, potom { $got }
mk-misc-and = a

## Skill tokens in the centre (centre.py)

mk-misc-centre-lasting = žeton jde doprostřed stolu: do příštího tahu hráče { $player } platí pro každého dalšího hráče: { $effect }
mk-misc-centre-returnable = žeton jde doprostřed stolu: { $who ->
        [any_player] kterýkoli jiný hráč
        [first_player_in_combat] první jiný hráč v boji
        [first_player_using_colour] první hráč, který použije tuto barvu,
       *[other] jiný hráč
    } ho může vrátit a získat { $effect }
mk-misc-centre-back = { $skill } se vrací z prostředku stolu hráči { $player }.
mk-misc-wheel-set = Kolo dovednosti { $skill } hráče { $player } je nastaveno na barvu: { mk-mana-colour }.
mk-misc-no-source-die = { $player } v tomto tahu nesmí použít kostku z Pramene (žeton dovednosti uprostřed stolu).
mk-misc-gains-from = { $player } získává { $got } díky { $skill }.
mk-misc-centre-returns = { $player } vrací { $skill } z prostředku stolu.
mk-misc-terrain-cheaper = každý terén stojí v tomto tahu o { $n ->
        [one] { $n } bod pohybu
        [few] { $n } body pohybu
        [many] { $n } bodů pohybu
       *[other] { $n } bodů pohybu
    } méně (ne pod { $floor })
mk-misc-terrain-dearer = každý terén stojí v tomto tahu o { $n ->
        [one] { $n } bod pohybu
        [few] { $n } body pohybu
        [many] { $n } bodů pohybu
       *[other] { $n } bodů pohybu
    } více (ne nad { $cap })
mk-misc-unit-values = ({ $change }: žeton dovednosti uprostřed stolu)
