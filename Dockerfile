# One image for both roles. PID 1 is tini, which forwards SIGTERM to node (no npm/sh/tsx in between, so the
# graceful shutdown runs: finish the current pair, release the lease) and reaps zombies.
#   gateway (default): node --max-semi-space-size=64 --import tsx realtime-server/src/main.ts
#   engine:            node --import tsx engine/src/main.ts
FROM node:20-bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
WORKDIR /app
ENV NODE_ENV=production
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY engine/package.json engine/
COPY realtime-server/package.json realtime-server/
COPY web/package.json web/
COPY tests/package.json tests/
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build:web
# Shown to operators (Operação page, heartbeats): docker compose build --build-arg BUILD_VERSION=$(git rev-parse --short HEAD)
ARG BUILD_VERSION=
ENV BUILD_VERSION=$BUILD_VERSION
EXPOSE 3000
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--max-semi-space-size=64", "--import", "tsx", "realtime-server/src/main.ts"]
