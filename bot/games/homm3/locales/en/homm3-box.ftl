# HoMM3: /card — the box's components with their numbers (what a component does is the data's own
# English paraphrase).

h3-box-kind = { $kind ->
    [unit] unit
    [neutral] neutral unit
    [spell] spell
    [ability] ability
    [basic] basic card
    [artifact] artifact
    [specialty] specialty
    [hero] hero
   *[location] location
}
h3-box-unit-head = {""}**{ $name }** — { $faction } { $tier } { $type } unit; recruit for { $cost }, reinforce to Pack for { $reinforce }
h3-box-neutral-head = {""}**{ $name }** — neutral { $tier } { $type } unit; recruit for { $cost }; { $copies } in the box
h3-box-side = { $which ->
    [few] Few
    [pack] Pack
   *[card] Card
}: attack { $attack }, defense { $defense }, { $hp } HP, initiative { $initiative }{ $abilities }
h3-box-spell-head = {""}**{ $name }** — { $level } { $school } spell, cast { $timing }; { $copies } in the box
h3-box-spell-power = Power { $power }+: { $text }
h3-box-spell-discard = Any spell card may be discarded instead for +1 Power.
h3-box-card-head = {""}**{ $name }** — { $kind ->
    [basic] basic card
   *[ability] ability
}; { $copies } in the box{ $only ->
    [castle] {" "}(only Castle may use it)
    [dungeon] {" "}(only Dungeon may use it)
    [necropolis] {" "}(only Necropolis may use it)
   *[none] {""}
}
h3-box-card-normal = Normal: { $text }
h3-box-card-expert = Expert: { $text }
h3-box-artifact-head = {""}**{ $name }** — { $grade } artifact
h3-box-artifact-option = Option { $n }: { $text }
h3-box-specialty-head = {""}**{ $name }** — specialty of { $hero }, level { $level }, { $timing }
h3-box-specialty-units = Specialty units: { $what }.
h3-box-hero-head = {""}**{ $name }** — { $faction } { $hero_class } ({ $type } hero)
h3-box-hero-basics = Starting deck: basic cards { $what }; starting ability { $ability }; specialty { $specialty }.
h3-box-location-head = {""}**{ $name }** — { $category } location
h3-box-location-gain = Gives { $what }.
h3-box-location-pay = Costs { $what }.
h3-box-location-exp = Experience { $n }.
