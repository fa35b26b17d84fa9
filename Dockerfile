# One image for both roles, built in stages: the runtime holds production dependencies, the compiled server
# bundles and the web build; no TypeScript, tsx, Vite or test tools. PID 1 is tini, which forwards SIGTERM to
# node (no npm or shell in between, so the graceful shutdown runs: finish the current pair, release the lease)
# and reaps zombies. Processes run as the unprivileged `node` user.
#   gateway (default, what `npm run gateway` runs): node --max-semi-space-size=64 scripts/run.mjs gateway
#   engine:                                         node scripts/run.mjs engine

# The workspace manifests and the lock file: what both installs below read (npm ci needs every workspace's).
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY engine/package.json engine/
COPY realtime-server/package.json realtime-server/
COPY web/package.json web/
COPY tests/package.json tests/

# Production dependencies of the server workspaces only (the web and test workspaces are left out).
FROM manifests AS prod-deps
RUN npm ci --omit=dev --workspace=shared --workspace=engine --workspace=realtime-server \
      --no-audit --no-fund

# Everything needed to build: the web app (Vite) and the server bundles (esbuild).
FROM manifests AS build
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build:web && npm run build:server

FROM node:20-bookworm-slim AS runtime
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY scripts/run.mjs scripts/
# The bundles read these at run time: the SQL migrations, the web build and the lesson media.
COPY shared/src/server/db/migrations shared/src/server/db/migrations
COPY --from=build /app/dist/server dist/server
# A migrated embedded store a first start copies instead of running initdb (DATA_DIR without DATABASE_URL).
COPY --from=build /app/dist/embedded-template dist/embedded-template
COPY --from=build /app/web/dist web/dist
COPY --chown=node:node media media
# DATA_DIR (embedded store, generated secrets) and uploaded media must be writable by the process's user.
RUN mkdir -p /data && chown node:node /data
USER node
# Shown to operators (Operação page, heartbeats): docker compose build --build-arg BUILD_VERSION=$(git rev-parse --short HEAD)
ARG BUILD_VERSION=
ENV BUILD_VERSION=$BUILD_VERSION
EXPOSE 3000
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--max-semi-space-size=64", "scripts/run.mjs", "gateway"]
