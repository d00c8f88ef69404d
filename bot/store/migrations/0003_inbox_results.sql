-- 0003: private notes waiting for a player (the "since your last move" digest, a correction's hidden
-- details) and who won each finished game (statistics).

-- A private line for one player, shown at their next command in the game's channel (or posted into
-- their private thread); removed once shown.
CREATE TABLE inbox (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL,
    kind        TEXT    NOT NULL,                -- digest, correction
    text        TEXT    NOT NULL,
    created_at  REAL    NOT NULL
);
CREATE INDEX inbox_user ON inbox (game_id, user_id);

-- One row per seat of a finished game: who held it at the end and whether they won.
CREATE TABLE results (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    won      INTEGER NOT NULL CHECK (won IN (0, 1)),
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_user ON results (user_id);
