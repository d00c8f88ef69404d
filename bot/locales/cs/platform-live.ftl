# Less noise (issue 13): live public blocks kept up to date, and long lists of controls in pages.

# The console: a live block (a combat summary) printed again because it changed (Discord edits its message).
ui-live-console-updated = {"["}veřejně, upraveno] { $text }

# The console: one page of a long "You can" list (the single-page form is ui-console-can).
ui-group-console-can-page = Můžeš ({ $page }/{ $pages }): { $controls }

# The Discord hand menu: the option that opens the next page of a menu longer than Discord allows.
ui-group-more = Další… ({ $page }/{ $pages })
