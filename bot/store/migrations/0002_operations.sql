-- 0002: play-by-post operations: who is being waited for (reminders, deadlines), per-game and
-- per-player settings, who holds each seat (substitutes), votes, and how long each wait lasted.
-- Every time the scheduler acts on is a column here: nothing lives only in memory.

CREATE TABLE game_ops (
    game_id       INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    remind_every  REAL    NOT NULL DEFAULT 86400,  -- seconds between reminders (0: never remind)
    remind_max    INTEGER NOT NULL DEFAULT 3,      -- reminders before the bot stops and tells the creator
    deadline      REAL,                            -- seconds a player has to act (NULL: no deadline)
    paused_at     REAL,                            -- set while the game is paused
    gm_user_id    INTEGER,                         -- a designated game master besides the creator
    threads       INTEGER NOT NULL DEFAULT 0 CHECK (threads IN (0, 1))  -- a private thread per player
);

-- One row per seat being asked now; removed when it is no longer asked.
CREATE TABLE waits (
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat         INTEGER NOT NULL,
    user_id      INTEGER NOT NULL,
    since        REAL    NOT NULL,               -- when the seat was first asked (its turn began)
    active_at    REAL    NOT NULL,               -- last time it was asked afresh or acted
    reminders    INTEGER NOT NULL DEFAULT 0,     -- reminders sent since active_at
    next_at      REAL,                           -- next reminder due (NULL: muted, given up or never)
    deadline_at  REAL,                           -- when the deadline passes (NULL: none)
    overdue      INTEGER NOT NULL DEFAULT 0,     -- the deadline notice was sent
    announced    INTEGER NOT NULL DEFAULT 0,     -- start-of-turn notices (heads-up, digest) were sent
    muted        INTEGER NOT NULL DEFAULT 0,     -- "no more reminders this turn"
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX waits_next ON waits (next_at) WHERE next_at IS NOT NULL;
CREATE INDEX waits_deadline ON waits (deadline_at) WHERE deadline_at IS NOT NULL AND overdue = 0;
CREATE INDEX waits_new ON waits (game_id) WHERE announced = 0;

-- A finished wait: how long the seat took and how many reminders it needed (statistics).
CREATE TABLE waited (
    game_id    INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat       INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    since      REAL    NOT NULL,
    ended      REAL    NOT NULL,
    reminders  INTEGER NOT NULL
);
CREATE INDEX waited_user ON waited (user_id);

-- A player's own settings, for every game they play.
CREATE TABLE user_prefs (
    user_id       INTEGER PRIMARY KEY,
    tz            TEXT,                          -- IANA time zone, e.g. Europe/Prague
    quiet_from    INTEGER CHECK (quiet_from BETWEEN 0 AND 23),  -- local hour quiet hours start
    quiet_to      INTEGER CHECK (quiet_to BETWEEN 0 AND 23),    -- local hour they end
    remind_every  REAL,                          -- overrides the game's interval (seconds)
    follow        INTEGER NOT NULL DEFAULT 0 CHECK (follow IN (0, 1))  -- tell me when the player before me starts
);

-- Who holds each seat of a started game (a substitute replaces the row's user).
CREATE TABLE seat_owners (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    PRIMARY KEY (game_id, seat)
);

-- Votes of the table: skip, substitute, remove (after a deadline), pause, resume.
CREATE TABLE votes (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL CHECK (kind IN ('skip', 'substitute', 'remove', 'pause', 'resume')),
    seat        INTEGER,                        -- the absent seat (skip, substitute, remove)
    new_user    INTEGER,                        -- the substitute
    new_name    TEXT,
    opened_by   INTEGER NOT NULL,
    opened_at   REAL    NOT NULL,
    ballots     TEXT    NOT NULL DEFAULT '{}',  -- JSON {user_id: true|false}
    status      TEXT    NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'passed', 'failed', 'done'))
);
CREATE UNIQUE INDEX votes_open ON votes (game_id, kind) WHERE status = 'open';

-- The round an entry was played in, when the game counts rounds (log filters, round digests).
ALTER TABLE log ADD COLUMN round INTEGER;
