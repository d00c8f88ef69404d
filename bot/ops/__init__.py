"""Play-by-post operations over every game: reminders and deadlines (a scheduler woken periodically,
working only from persisted times), votes, substitutes, digests, game-master corrections, backups."""
