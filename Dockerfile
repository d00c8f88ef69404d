# The play-by-post bot. Build: docker build -t pbp-bot .
# Run:   docker run -d --name pbp --restart unless-stopped -e DISCORD_TOKEN=... -v pbp-data:/data pbp-bot
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin pbp \
    && mkdir -p /data \
    && chown pbp:pbp /data

# The dependencies exactly as pinned (and hash-checked) in the lock file, in a layer of their own.
COPY requirements.lock ./
RUN pip install --require-hashes -r requirements.lock

# Then the package itself (the sources stay in /app, next to data/).
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
RUN pip install --no-deps . && rm -rf build *.egg-info

COPY data ./data

# State lives in the volume; the token comes from the environment (never baked into the image).
# PBP_MAP_DIR is for the console run inside the container (docker exec -it pbp python -m bot console).
ENV PBP_DATABASE=/data/pbp.sqlite3 \
    PBP_MAP_DIR=/data/maps
VOLUME /data

USER pbp

# Healthy while the bot is connected to Discord (it touches /data/pbp.sqlite3.alive every 30 s) and
# the database answers; the check imports neither Discord nor the games.
HEALTHCHECK --interval=60s --timeout=10s --start-period=120s --retries=3 \
    CMD ["python", "-m", "bot.health"]

# docker stop sends SIGTERM to PID 1 (python itself, exec form): the bot closes Discord and the
# database, then exits.
STOPSIGNAL SIGTERM
CMD ["python", "-m", "bot"]
