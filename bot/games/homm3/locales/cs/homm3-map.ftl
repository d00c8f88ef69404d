# HoMM3: mapa dobrodružství — pole a co dělají, kostky, prohledávání společných balíčků, postup
# hrdinů, schopnosti budov, kola, tahy a konec hry.

## obléhání města nebo osady bez hrdiny
h3-defend-prompt = { $who } obléhá { $place ->
    [town] tvoje město
   *[settlement] tvou osadu
} na { $at }: bránit { $place ->
    [town] ho
   *[settlement] ji
} vojskem?
h3-defend-pay = Zaplať { $gold } { $gold ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
} a braň se vojskem
h3-defend-yield = Nech padnout
h3-not-defended = { $who } nebrání { $at }.

## návštěvy polí
h3-visit = { $who } navštěvuje lokaci { $place }.
h3-visit-nothing = { $who } navštěvuje lokaci { $place }; není tu co vzít.
h3-visit-gain = { $who } navštěvuje lokaci { $place }: +{ $gain }.
h3-visit-temple = { $who } navštěvuje lokaci { $place }: pozitivní morálka.
h3-visit-fountain = { $who } pije u lokace { $place }: +1 BP a pozitivní morálka.
h3-visit-stables = Hrdina hráče { $who } navštěvuje lokaci { $place }: +1 BP.
h3-visit-grail = { $who } získává { $place }!
h3-visit-artifact = { $who } nachází symbol artefaktu.
h3-garden-gold = Vezmi si { $n } { $n ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
}
h3-garden-valuables = Vezmi si { $n } { $n ->
    [one] cennost
    [few] cennosti
   *[other] cenností
}
h3-garden-took = { $who } si bere { $what ->
    [gold] { $n } { $n ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }
   *[valuables] { $n } { $n ->
        [one] cennost
        [few] cennosti
       *[other] cenností
    }
}.
h3-tree-valuables = Zaplať { $n } { $n ->
    [one] cennost
    [few] cennosti
   *[other] cenností
} za { $exp } { $exp ->
    [one] zkušenost
    [few] zkušenosti
   *[other] zkušeností
}
h3-tree-gold = Zaplať { $n } { $n ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
} za { $exp } { $exp ->
    [one] zkušenost
    [few] zkušenosti
   *[other] zkušeností
}
h3-pay-nothing = Nic neplať
h3-incantation-pay = Zaplať { $n } { $n ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
} a prohledej ({ $x }) balíček kouzel
h3-tomb-search = Dvakrát prohledej ({ $x }) balíček artefaktů, pak si dvakrát vezmi negativní morálku
h3-leave-it = Nech to být
h3-witch-look = Podívej se na vrchní kartu dovednosti
h3-witch-remove = Vyřaď { $card } z ruky
h3-witch-prompt = Vrchní karta dovednosti
h3-witch-top = Vrchní karta dovednosti je { $card }.
h3-witch-done = { $who } { $pick ->
    [take] si bere
   *[discard] odhazuje
} vrchní kartu dovednosti.
h3-spring-take = Vezmi si { $card } zpět do ruky
h3-spring-took = { $who } si bere { $card } zpět z odhazovací hromádky.
h3-observatory-explore = Prozkoumej dílek na { $at }
h3-observatory-revealed = Z lokace { $place } odkrývá { $who } dílek { $tile } na { $at }.
h3-take-card = Vezmi si { $card }
h3-discard-it = Odhoď ji
h3-removed-card = { $who } vyřazuje { $card } ze hry.
h3-obelisk = { $who } označuje lokaci { $place }.

## kostky
h3-dice-kind-prompt = Házet kostkami pokladu, nebo surovin?
h3-roll-dice = Hoď { $n } { $n ->
    [one] kostkou
   *[other] kostkami
} { $die ->
    [treasure] pokladu
   *[resource] surovin
}
h3-rolled = { $who } hází { $n } { $n ->
    [one] kostkou
   *[other] kostkami
} { $die ->
    [treasure] pokladu
   *[resource] surovin
}: { $faces }.
h3-keep-prompt = Ponech si jeden výsledek
h3-keep-face = Ponech: { $face }
h3-face-exp = { $n } { $n ->
    [one] zkušenost
    [few] zkušenosti
   *[other] zkušeností
}
h3-face-artifact-search = Prohledání ({ $n }) artefaktů
h3-face-resource-dice = { $n } { $n ->
    [one] kostka
    [few] kostky
   *[other] kostek
} surovin
h3-gains = { $who } získává { $what }.

## vlajky na dolech, osadách a městech
h3-mine-taken = { $who } obsazuje důl na { $at } ({ $income } v každém výrobním kole).
h3-first-owner = První vlastník: { $who } hned získává { $what }.
h3-captured = { $who } dobývá { $place ->
    [town] město
   *[settlement] osadu
} na { $at }.
h3-flagged = { $who } obsazuje lokaci { $place } na { $at }.
h3-settlement-prompt = Vyber bonus osady
h3-settlement-income = +{ $n } { $resource ->
    [gold] { $n ->
        [one] zlaťák
        [few] zlaťáky
       *[other] zlaťáků
    }
    [building_materials] { $n ->
        [one] stavební materiál
        [few] stavební materiály
       *[other] stavebních materiálů
    }
    [valuables] { $n ->
        [one] cennost
        [few] cennosti
       *[other] cenností
    }
   *[other] { $resource }
} příjmu v každém výrobním kole
h3-settlement-reinforce = Posil bronzovou nebo stříbrnou jednotku ({ $free ->
    [yes] zdarma
   *[no] za polovic
})
h3-chooses = { $who } volí: { $what }.
h3-first-capture = První dobytí: { $who } hned získává { $what }.
h3-reinforce-prompt = Posil jednu jednotku
h3-reinforce-for = Posil { $unit } za { $cost }

## prohledávání společných balíčků (Prohledej (x))
h3-search-prompt = Prohledej ({ $x }) balíček { $deck ->
    [spell] kouzel
    [ability] dovedností
   *[artifact] artefaktů
}
h3-search-look = Podívej se na { $x } vrchní { $x ->
    [one] kartu
    [few] karty
   *[other] karet
} balíčku { $deck ->
    [spell] kouzel
    [ability] dovedností
   *[artifact] artefaktů
}
h3-search-take-discard = Vezmi si { $card } z odhazovací hromádky { $deck ->
    [spell] kouzel
    [ability] dovedností
   *[artifact] artefaktů
}
h3-search-empty = { $who } nachází balíček { $deck ->
    [spell] kouzel
    [ability] dovedností
   *[artifact] artefaktů
} prázdný.
h3-search-take-prompt = Vezmi si jednu kartu z balíčku { $deck ->
    [spell] kouzel
    [ability] dovedností
   *[artifact] artefaktů
}
h3-search-looks = { $who } se dívá na { $n } { $n ->
    [one] kartu
    [few] karty
   *[other] karet
} { $deck ->
    [spell] kouzel
    [ability] dovedností
   *[artifact] artefaktů
}.
h3-you-see = Vidíš: { $cards }
h3-search-took-discard = { $who } si bere { $card } z odhazovací hromádky { $deck ->
    [spell] kouzel
    [ability] dovedností
   *[artifact] artefaktů
}.
h3-search-took = { $who } si bere kartu { $deck ->
    [spell] kouzla
    [ability] dovednosti
   *[artifact] artefaktu
}.

## postup hrdinů
h3-exp-gained = Hrdina hráče { $who } získává { $n } { $n ->
    [one] zkušenost
    [few] zkušenosti
   *[other] zkušeností
}.
h3-level-up = Hrdina hráče { $who } dosahuje úrovně { $level }.
h3-home-prompt = Tvůj hrdina je poražen: vyber, kam půjde
h3-home-send = Pošli hrdinu { $place }
h3-home-place = { $place ->
    [town] do města
   *[settlement] do osady
} na { $at }
h3-home-returns = Hrdina hráče { $who } se vrací { $place }.
h3-home-returns-to = Hrdina hráče { $who } se vrací na { $at }.
h3-units-restored = { $who } přišel o všechny jednotky a znovu dostává počáteční jednotky scénáře.
h3-reinforce-unit = Posil { $unit }
h3-reinforce-free-prompt = Posil jednu jednotku zdarma
h3-reinforced-paid = { $who } posiluje { $unit } (zaplaceno { $cost }).
h3-cube-taken = { $who } získává kostičku frakce hráče { $whose }.
h3-eliminated = { $who } je vyřazen ze hry.

## kola a tahy
h3-round = Kolo { $round } z { $rounds }: { $kind ->
    [resource] výrobní kolo
   *[astrologers] hvězdářské kolo
}.
h3-collects = { $who } vybírá { $what }.
h3-scenario-event = Událost: { $text }
h3-proclaimed = Hvězdářská vyhláška { $name }: { $effect }.
h3-turn-of = Na tahu je { $who }.
h3-your-hand = Tvoje ruka: { $cards }.
h3-hand-discarded = { $who } odhazuje celou ruku (dvakrát negativní morálka).

## schopnosti budov ve městě
h3-power-prompt = { $building }: vyber, co udělá
h3-power-skip = Teď ne
h3-power-used = { $building } hráče { $who }:
h3-power-got = { $what }.
h3-power-morale = pozitivní morálka.
h3-power-gold = Vezmi si { $n } { $n ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
}
h3-power-building-materials = Vezmi si { $n } { $n ->
    [one] stavební materiál
    [few] stavební materiály
   *[other] stavebních materiálů
}
h3-power-valuables = Vezmi si { $n } { $n ->
    [one] cennost
    [few] cennosti
   *[other] cenností
}
h3-power-mp = Vezmi si { $n } BP pro hlavního hrdinu v tomto kole
h3-power-reinforce-free = Posil jednu { $tier ->
    [bronze] bronzovou
    [silver] stříbrnou
    [gold] zlatou
    [azure] azurovou
   *[none] {""}
} jednotku zdarma
h3-power-sell-artifact = Vyřaď { $card } ze hry za { $n } { $n ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
}
h3-power-sold = { $card } vyřazen ze hry za { $n } { $n ->
    [one] zlaťák
    [few] zlaťáky
   *[other] zlaťáků
}.
h3-power-search = Zaplať { $cost } a prohledej ({ $n }) balíček { $deck ->
    [spell] kouzel
    [ability] dovedností
   *[artifact] artefaktů
}
h3-power-fetch-ability = Vezmi si { $card } z balíčku dovedností nebo z jeho odhazovací hromádky
h3-power-specialty-back = Vezmi si { $card } zpět z odhazovací hromádky
h3-power-took = bere si do ruky { $card }.
h3-power-cycle = Odhoď až { $n } { $n ->
    [one] kartu
    [few] karty
   *[other] karet
} a dober stejný počet
h3-power-vortex = Odhoď kartu, zamíchej odhazovací hromádku do balíčku a prohledej ({ $n }) ho
h3-power-summon = Dober neutrální jednotku stupně postaveného příbytku a případně ji naverbuj
h3-power-enemy-discard = Nepřátelský hrdina odhodí { $n } { $n ->
    [one] náhodnou kartu
    [few] náhodné karty
   *[other] náhodných karet
}
h3-power-cover = { $building }: { $who } odhazuje náhodnou kartu { $card }.
h3-discard-which = Kterou kartu odhodíš?
h3-discard-card = Odhoď { $card }
h3-no-more = Už ne
h3-discarded-a-card = { $who } odhazuje kartu.
h3-you-discard = Odhazuješ { $card }.
h3-drew = { $who } dobírá { $n } { $n ->
    [one] kartu
    [few] karty
   *[other] karet
}.
h3-vortex-prompt = Vezmi si jednu kartu ze svého balíčku
h3-vortex-looks = { $who } se dívá na { $n } { $n ->
    [one] vrchní kartu
    [few] vrchní karty
   *[other] vrchních karet
} svého balíčku.
h3-vortex-you-see = Vidíš: { $cards }.
h3-vortex-took = { $who } si bere do ruky kartu ze svého balíčku.
h3-summon-prompt = Ze kterého neutrálního balíčku Portál dobírá?
h3-summon-tier = { $tier ->
    [bronze] Bronzové
    [silver] Stříbrné
    [gold] Zlaté
   *[azure] Azurové
} neutrální jednotky
h3-summoned = { $building } ukazuje hráči { $who } jednotku { $unit }.
h3-summon-take = Naverbovat přivolanou jednotku?
h3-summon-recruit = Naverbuj { $unit } za { $cost }
h3-summon-recruited = { $who } verbuje { $unit } za { $cost }.

## konec hry
h3-game-over = Hra skončila ({ $reason }). Vítězové: { $winners }.
h3-end-limit = limit kol uplynul dřív, než byl splněn cíl
h3-end-scored = limit kol (podle bodů, H-SCORE)
h3-end-last-standing = všichni ostatní hráči jsou vyřazeni
h3-end-all-eliminated = všichni hráči jsou vyřazeni
h3-end-conquest = dobytí: všechna soupeřova města jsou dobyta
h3-end-cubes = { $n } { $n ->
    [one] získaná kostička frakce
    [few] získané kostičky frakcí
   *[other] získaných kostiček frakcí
}
h3-end-grail = Grál je nalezen
h3-end-level = všichni hrdinové dosáhli úrovně { $n }
h3-end-guardians = strážci středu jsou poraženi
