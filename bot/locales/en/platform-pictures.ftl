# Shared: pictures that go with a panel (en).

## /hand's option

opt-text-only = text_only
    .description = yes: only the text list, without the picture

## /game status's option

opt-offers = offers
    .description = yes: what lies on offer, in detail, with a picture
ui-pic-no-offers = { $game } has no offers to show.
