# syntax=docker/dockerfile:1
# The gas exchange in one image: built with the same `npm ci` and `npm run build` as CI, run from
# a slim image holding only the server's production dependencies, as the unprivileged `node` user.
#   docker build -t gas-exchange .
#   docker run --init -p 3000:3000 -v gas-data:/data gas-exchange
# Settings are environment variables (see .env.example and docs/deploy.md).

# Node 24 LTS: CI runs the server tests under it (and the dependencies ask for 22 or newer).
ARG NODE_IMAGE=node:24-bookworm-slim

# --- build: every workspace's dependencies, then the web app and the server bundle ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# --- deps: the server's production dependencies only (no web, test or build tools) ---
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace @gas/server --no-audit --no-fund && npm cache clean --force

# --- runtime ---
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/web/dist apps/web/dist
# The data dir holds the embedded database (without DATABASE_URL), receipts (without S3_BUCKET)
# and the mail outbox (without SMTP_URL).
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
