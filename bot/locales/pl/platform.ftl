# Shared slash commands and their options (pl). Names: lowercase, no spaces, at most 32 characters.
# Register: every Polish text speaks to a player informally, in the 2nd person singular ("ty": "Twoja ręka",
# "twoja tura", "wybierz"), as friends at a table do; the plural ("wybierzcie taktyki") only where a text
# speaks to all the players at once. Never "Pan"/"Pani" or the formal plural.

cmd-game = gra
    .description = Załóż grę, dołącz, rozpocznij i śledź rozgrywkę

cmd-game-settings = ustawienia
    .description = Przypomnienia, termin, mistrz gry, prywatne wątki i język tej gry

cmd-settings = ustawienia
    .description = Twoje ustawienia: strefa czasowa, godziny ciszy, przypomnienia, uprzedzenie przed twoją turą

cmd-game-mute = wycisz
    .description = Nie przypominaj mi już w tej turze

cmd-game-vote = głosuj
    .description = Rozpocznij głosowanie lub odpowiedz: pomiń, zastąp, usuń gracza, wstrzymaj lub wznów

cmd-game-substitute = zastępstwo
    .description = Przekaż miejsce innemu członkowi (gracz, założyciel lub mistrz gry)

cmd-game-rewind = przewiń
    .description = Mistrz gry: cofnij grę do wcześniejszego wpisu dla wszystkich

cmd-game-correct = popraw
    .description = Mistrz gry: poprawka dozwolona przez grę (lista: what:list)

cmd-game-catchup = podsumowanie
    .description = Co się stało od twojego ostatniego ruchu (widzisz tylko ty)

cmd-game-export = eksport
    .description = Cała gra jako plik: przygotowanie, dziennik i wynik

cmd-game-new = nowa
    .description = Załóż nową grę na tym kanale

cmd-game-join = dołącz
    .description = Zajmij miejsce przy grze

cmd-game-leave = opuść
    .description = Opuść grę przed jej rozpoczęciem

cmd-game-kick = wyrzuć
    .description = Usuń gracza przed rozpoczęciem gry (założyciel lub zarządca serwera)

cmd-game-start = rozpocznij
    .description = Rozpocznij grę z graczami przy stole

cmd-game-abandon = zakończ
    .description = Zakończ grę na tym kanale (założyciel lub zarządca serwera)

cmd-game-status = stan
    .description = Runda, czyja tura i jawne dane wszystkich graczy

cmd-game-log = dziennik
    .description = Dziennik gry z czasami, według gracza lub rundy, na stronach

cmd-hand = ręka
    .description = Twoja ręka i zasoby (widzisz tylko ty) z przyciskami

cmd-map = mapa
    .description = Mapa jako obraz

cmd-undo = cofnij
    .description = Cofnij swoją ostatnią akcję (w granicach zasad)

cmd-help = pomoc
    .description = Polecenia

opt-answer = odpowiedź
    .description = yes lub no (domyślnie yes)

opt-deadline = termin
    .description = Godziny, jakie gracz ma na ruch (off: bez terminu)

opt-difficulty = poziom-trudności
    .description = Poziom trudności

opt-faction = frakcja
    .description = Twoja frakcja

opt-follow = uprzedź
    .description = Powiadom mnie, gdy zacznie gracz przede mną

opt-game = gra
    .description = Która gra

opt-gm = mistrz-gry
    .description = Mistrz gry obok założyciela

opt-hero = bohater
    .description = Twój bohater

opt-kind = rodzaj
    .description = skip, substitute, remove, pause lub resume

opt-language = język
    .description = Język publicznych wiadomości gry: en, cs, pl lub server

opt-page = strona
    .description = Numer strony, 1 = najnowsza

opt-player = gracz
    .description = Gracz, którego to dotyczy

opt-players = gracze
    .description = Ilu graczy

opt-public = publicznie
    .description = yes: opublikuj dla wszystkich

opt-quiet = cisza
    .description = Godziny ciszy w twoim czasie, np. 22-7 (off: brak)

opt-reason = powód
    .description = Dlaczego (trafia do dziennika)

opt-remind-every = przypominaj-co
    .description = Godziny między przypomnieniami (off: brak)

opt-remind-max = maks-przypomnień
    .description = Liczba przypomnień, po której bot przestaje i powiadamia założyciela

opt-round = runda
    .description = Tylko wpisy z tej rundy

opt-scenario = scenariusz
    .description = Scenariusz

opt-threads = wątki
    .description = Prywatny wątek dla każdego gracza z jego ręką

opt-timezone = strefa-czasowa
    .description = Twoja strefa czasowa, np. Europe/Warsaw

opt-to = komu
    .description = Kto przejmuje miejsce

opt-values = wartości
    .description = klucz=wartość … (czego potrzebuje poprawka)

opt-what = co
    .description = Poprawka (list: pokaż je)

cmd-card = karta
    .description = Co robi karta, jednostka, umiejętność, wróg, miejsce lub taktyka, z liczbami (tylko dla ciebie)

opt-name = nazwa
    .description = Nazwa elementu gry

cmd-stats = statystyki
    .description = Statystyki serwera lub gracza: gry, czas do ruchu, przypomnienia (wykres)

## Service
svc-correction-by = Korekta od { $name }: { $text }
