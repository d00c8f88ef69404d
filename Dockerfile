# The play-by-post bot. Build: docker build -t pbp-bot .
# Run:   docker run -d --name pbp -e DISCORD_TOKEN=... -v pbp-data:/data pbp-bot
FROM python:3.11-slim

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONUNBUFFERED=1 \
    PIP_NO_CACHE_DIR=1 \
    PIP_DISABLE_PIP_VERSION_CHECK=1

WORKDIR /app

RUN useradd --create-home --uid 10001 --shell /usr/sbin/nologin pbp \
    && mkdir -p /data \
    && chown pbp:pbp /data

# Install the package and its dependencies (the sources stay in /app, next to data/).
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
RUN pip install . && rm -rf build *.egg-info

COPY data ./data

# State lives in the volume; the token comes from the environment (never baked into the image).
ENV PBP_DATABASE=/data/pbp.sqlite3 \
    PBP_MAP_DIR=/data/maps
VOLUME /data

USER pbp
CMD ["python", "-m", "bot"]
