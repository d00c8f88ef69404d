# Shared slash commands and their options (cs). Names: lowercase, no spaces, at most 32 characters.
# Register: every Czech text speaks to a player informally, in the 2nd person singular ("ty": "Tvoje ruka",
# "jsi na tahu", "zvol"), as friends at a table do; the plural ("vyberte si taktiky") only where a text
# speaks to all the players at once. Never the formal "vy" ("jste", "máte", "vaše" to one player).

cmd-game = hra
    .description = Založit, přisednout, spustit a sledovat hru

cmd-game-settings = nastavení
    .description = Připomínky, lhůta, správce hry, soukromá vlákna a jazyk této hry

cmd-settings = nastavení
    .description = Tvoje nastavení: časové pásmo, klidové hodiny, připomínky, upozornění před tvým tahem

cmd-game-mute = ztišit
    .description = Tento tah už ti nepřipomínat

cmd-game-vote = hlasovat
    .description = Zahájit hlasování nebo odpovědět: přeskočit, nahradit, vyřadit hráče, přerušit nebo pokračovat

cmd-game-substitute = náhradník
    .description = Předat místo jinému členovi (hráč místa, zakladatel nebo správce hry)

cmd-game-rewind = přetočit
    .description = Správce hry: vrátit hru k dřívějšímu záznamu pro všechny

cmd-game-correct = opravit
    .description = Správce hry: oprava, kterou hra dovoluje (seznam: what:list)

cmd-game-catchup = souhrn
    .description = Co se stalo od tvého posledního tahu (vidíš jen ty)

cmd-game-export = export
    .description = Celá hra jako soubor: příprava, záznam a výsledek

cmd-game-new = nová
    .description = Založit v tomto kanálu novou hru

cmd-game-join = přisednout
    .description = Přisednout ke hře

cmd-game-leave = odejít
    .description = Odejít ze hry před jejím začátkem

cmd-game-kick = vyřadit
    .description = Vyřadit hráče před začátkem hry (zakladatel nebo správce serveru)

cmd-game-start = začít
    .description = Začít hru s usazenými hráči

cmd-game-abandon = ukončit
    .description = Ukončit hru v tomto kanálu (zakladatel nebo správce serveru)

cmd-game-status = stav
    .description = Kolo, kdo je na tahu a veřejné údaje všech hráčů

cmd-game-log = záznam
    .description = Záznam hry s časy, podle hráče nebo kola, po stránkách

cmd-hand = ruka
    .description = Tvoje ruka a zdroje (vidíš jen ty) s ovládáním

cmd-map = mapa
    .description = Mapa jako obrázek

cmd-undo = zpět
    .description = Vzít zpět svou poslední akci (v mezích pravidel)

cmd-help = nápověda
    .description = Příkazy

opt-answer = odpověď
    .description = yes nebo no (výchozí yes)

opt-deadline = lhůta
    .description = Hodiny, které má hráč na tah (off: bez lhůty)

opt-difficulty = obtížnost
    .description = Obtížnost

opt-faction = frakce
    .description = Tvoje frakce

opt-follow = upozornit
    .description = Dát vědět, když začne hráč přede mnou

opt-game = hra
    .description = Která hra

opt-gm = správce-hry
    .description = Správce hry vedle zakladatele

opt-hero = hrdina
    .description = Tvůj hrdina

opt-kind = druh
    .description = skip, substitute, remove, pause nebo resume

opt-language = jazyk
    .description = Jazyk veřejných zpráv hry: en, cs, pl nebo server

opt-page = strana
    .description = Číslo strany, 1 = nejnovější

opt-player = hráč
    .description = Hráč, kterého se to týká

opt-players = hráči
    .description = Kolik hráčů

opt-public = veřejně
    .description = yes: zveřejnit pro všechny

opt-quiet = klid
    .description = Klidové hodiny ve tvém čase, např. 22-7 (off: žádné)

opt-reason = důvod
    .description = Proč (zapíše se do záznamu)

opt-remind-every = připomínat-po
    .description = Hodiny mezi připomínkami (off: žádné)

opt-remind-max = max-připomínek
    .description = Počet připomínek, než bot přestane a dá vědět zakladateli

opt-round = kolo
    .description = Jen záznamy tohoto kola

opt-scenario = scénář
    .description = Scénář

opt-threads = vlákna
    .description = Soukromé vlákno pro každého hráče s jeho rukou

opt-timezone = časové-pásmo
    .description = Tvoje časové pásmo, např. Europe/Prague

opt-to = komu
    .description = Kdo místo převezme

opt-values = hodnoty
    .description = klíč=hodnota … (co oprava potřebuje)

opt-what = co
    .description = Oprava (list: vypsat je)

cmd-card = karta
    .description = Co dělá karta, jednotka, dovednost, nepřítel, místo či taktika, s čísly (vidíš jen ty)

opt-name = název
    .description = Název komponenty

cmd-stats = statistiky
    .description = Statistiky serveru nebo hráče: hry, doba do tahu, připomínky (graf)

## Service
svc-correction-by = Oprava od { $name }: { $text }
