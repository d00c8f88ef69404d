# homm3: its slash commands and options (cs). Names: lowercase, no spaces, at most 32 characters.

cmd-h3 = h3
    .description = Heroes of Might and Magic III: tvoje tahy

cmd-h3-move = pohyb
    .description = Posunout hrdinu o jedno pole (1 bod pohybu)

cmd-h3-explore = prozkoumat
    .description = Otočit zakrytý dílek mapy vedle hrdiny (1 bod pohybu)

cmd-h3-place = položit
    .description = Položit další daleký dílek vedle hrdiny (1 bod pohybu)

cmd-h3-build = stavět
    .description = Postavit budovu ve městě (žeton stavby)

cmd-h3-recruit = naverbovat
    .description = Naverbovat jednotku (žeton populace)

cmd-h3-reinforce = posílit
    .description = Posílit jednotku na stranu tlupa (žeton populace)

cmd-h3-secondary = sekundární-hrdina
    .description = Naverbovat sekundárního hrdinu (žeton populace, 10 zlaťáků)

cmd-h3-guild = cech-mágů
    .description = Koupit kouzlo v Cechu mágů (žeton knihy kouzel)

cmd-h3-trade = tržiště
    .description = Obchodovat na Tržišti

cmd-h3-morale = morálka
    .description = Využít pozitivní morálku

cmd-h3-choose = vybrat
    .description = Odpovědět na otázku, kterou dostáváš

cmd-h3-combat = boj
    .description = Tvůj další krok v boji

cmd-h3-end-turn = konec-tahu
    .description = Ukončit tah

opt-act = akce
    .description = Co uděláš

opt-at = kde
    .description = Kde

opt-building = budova
    .description = Budova

opt-card = karta
    .description = Karta

opt-deal = obchod
    .description = Obchod

opt-hero = hrdina
    .description = Který hrdina (hlavní nebo sekundární)

opt-pick = volba
    .description = Tvoje volba

opt-replace = nahradit
    .description = Jednotka, kterou nahradíte

opt-tile = dílek
    .description = Dílek mapy

opt-to = kam
    .description = Kam

opt-turn = otočení
    .description = Otočení dílku

opt-unit = jednotka
    .description = Jednotka

opt-use = využití
    .description = Jak ji využiješ

cmd-h3-town = město
    .description = Využít budovu svého města ve svém tahu (Blacksmith, Cover of Darkness)

opt-power = schopnost
    .description = Která z jejích schopností
