-- Languages (issue 13): the language a game's public messages use, chosen by its creator (NULL: the
-- server's own language), and the last Discord locale each player used, so that texts sent to them
-- outside an interaction (reminders, their private thread) are in their language.
ALTER TABLE game_ops ADD COLUMN language TEXT;
ALTER TABLE user_prefs ADD COLUMN locale TEXT;
