# syntax=docker/dockerfile:1
# Vitae in one image: the static web client, the `vitae` release binary, and a slim runtime
# that runs as an unprivileged user. `docker build -t vitae .` from the repository root.

ARG NODE_VERSION=20
ARG RUST_VERSION=1.95

# --- 1. The web client: a static export in frontend/out -----------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS client
WORKDIR /src/frontend
COPY frontend/package.json frontend/package-lock.json ./
# `npm install`, not `npm ci`: the lockfile is written on one platform (docs/deploy.md).
RUN npm install --no-audit --no-fund
COPY frontend/ ./
RUN npm run build

# --- 2. The server: a release build of vitae-server ----------------------------------------
FROM rust:${RUST_VERSION}-bookworm AS server
# libpq for diesel's PostgreSQL backend (SQLite is bundled into the binary).
RUN apt-get update \
    && apt-get install -y --no-install-recommends libpq-dev \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Cargo.toml Cargo.lock clippy.toml ./
# Build settings of the bundled SQLite (LIBSQLITE3_FLAGS).
COPY .cargo .cargo
COPY crates crates
COPY migrations migrations
RUN --mount=type=cache,target=/usr/local/cargo/registry \
    --mount=type=cache,target=/src/target \
    cargo build --release --locked -p vitae-server \
    && cp target/release/vitae /usr/local/bin/vitae

# --- 3. The runtime ------------------------------------------------------------------------
FROM debian:bookworm-slim AS runtime
# The binary carries Latin, Greek, Cyrillic, Arabic, Hebrew and Devanagari; these packages give
# it Chinese, Japanese, Korean, Bengali, Tamil, Thai and the rest (found in the system's font
# folders). `--build-arg FONTS=` builds a smaller image whose PDFs leave those scripts out.
ARG FONTS="fonts-noto-cjk fonts-noto-core"
RUN apt-get update \
    && apt-get install -y --no-install-recommends ca-certificates libpq5 ${FONTS} \
    && rm -rf /var/lib/apt/lists/* \
    && groupadd --system --gid 10001 vitae \
    && useradd --system --uid 10001 --gid vitae --home-dir /data --shell /usr/sbin/nologin vitae \
    && mkdir -p /data \
    && chown vitae:vitae /data
COPY --from=server /usr/local/bin/vitae /usr/local/bin/vitae
COPY --from=client /src/frontend/out /srv/vitae/client

# Listen on every interface inside the container; the SQLite default lives on the /data
# volume. Set PUBLIC_URL to the address users type, and see docs/configuration.md. Listening
# on every interface, the server starts only with OpenID Connect and Stripe configured, or with
# ALLOW_DEV_SIGN_IN=true and ALLOW_DEMO_CHECKOUT=true for a private trial (docs/deploy.md):
# the built-in sign-in would otherwise be anyone's who can reach the port.
ENV BIND_ADDR=0.0.0.0:8080 \
    STATIC_DIR=/srv/vitae/client \
    DATABASE_URL=sqlite:///data/vitae.db \
    LOG_FORMAT=json
VOLUME ["/data"]
WORKDIR /data
USER vitae:vitae
EXPOSE 8080
# The binary asks itself: GET /readyz on BIND_ADDR (no curl in the image).
HEALTHCHECK --interval=10s --timeout=5s --start-period=10s --retries=3 \
    CMD ["/usr/local/bin/vitae", "healthcheck"]
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/vitae"]
