# Sdílené: obrázky, které patří k panelu (cs).

## volba příkazu /hand

opt-text-only = jen_text
    .description = yes: jen textový seznam, bez obrázku

## volba příkazu /game status

opt-offers = nabídky
    .description = yes: co je v nabídce, podrobně a s obrázkem
ui-pic-no-offers = { $game } nemá žádné nabídky k zobrazení.
