-- 0001: games, their append-only action log, state snapshots and tracked Discord messages.
-- Applied inside one transaction by bot/store/migrate.py; do not put BEGIN/COMMIT here.

CREATE TABLE games (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    game_type   TEXT    NOT NULL,
    status      TEXT    NOT NULL CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    created_by  INTEGER NOT NULL,
    lobby       TEXT    NOT NULL,               -- JSON object (scenario, seats, options...)
    version     INTEGER NOT NULL DEFAULT 0,     -- bumped on every lobby change (optimistic concurrency)
    seed        TEXT,
    seq         INTEGER NOT NULL DEFAULT 0,     -- seq of the last log entry
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL
);

-- One live game per channel (or thread); finished and abandoned games stay for viewing.
CREATE UNIQUE INDEX games_live_channel ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_channel ON games (channel_id, id);
CREATE INDEX games_status ON games (status, id);

CREATE TABLE log (
    game_id         INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq             INTEGER NOT NULL CHECK (seq >= 1),
    kind            TEXT    NOT NULL CHECK (kind IN ('action', 'undo')),
    actor           INTEGER,
    action          TEXT    NOT NULL,           -- JSON object
    summary         TEXT    NOT NULL,
    undone          INTEGER NOT NULL DEFAULT 0 CHECK (undone IN (0, 1)),
    interaction_id  TEXT    UNIQUE,             -- Discord interaction id: applied at most once
    created_at      REAL    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- State after log entry `seq` (seq 0 = the state at start), zlib-compressed JSON.
CREATE TABLE snapshots (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq      INTEGER NOT NULL CHECK (seq >= 0),
    state    BLOB    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Messages the bot keeps editing (turn prompt, pinned status...), by a key per game.
CREATE TABLE messages (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    key         TEXT    NOT NULL,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER NOT NULL,
    PRIMARY KEY (game_id, key)
);
