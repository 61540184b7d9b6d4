# syntax=docker/dockerfile:1
# Seller Content Studio as one container image (README: "Deploy with Docker").
#   docker build -t seller-content-studio .
#   docker run -p 3000:3000 -e SESSION_SECRET=$(openssl rand -hex 32) seller-content-studio
# The Node line STACK.md and package.json's engines name (Node 20.19+ on Debian 12).
ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every dependency, `npm run build` (the server and the client), then drop dev deps ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 \
    npm_config_fund=false \
    npm_config_audit=false \
    npm_config_update_notifier=false
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
# `npm run build` compiles the server to dist/server (JavaScript, with its migrations and data files)
# and builds dist/client, checking every prerendered page; a failure fails the image. The build
# also fails when the server imports a package that `npm prune --omit=dev` would remove.
RUN npm run build && npm prune --omit=dev

# --- runtime: production node_modules and the build; no sources, no TypeScript compiler loaded ---
FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
# MALLOC_ARENA_MAX=2: glibc gives each of libvips' worker threads its own malloc arena, which
# it rarely hands back; two arenas kept a copy ~50 MB smaller through a 100-photo bulk job
# (bench:start), at no measurable cost in speed.
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    MALLOC_ARENA_MAX=2
# Code stays root-owned (read-only to the app); only DATA_DIR is the app user's.
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
# dist/server: the server as JavaScript, with the migrations (applied at start-up) and the builtin
# writer's lexicon beside it; dist/client: the pages and assets it serves.
COPY --from=build /app/dist/server ./dist/server
COPY --from=build /app/dist/client ./dist/client
# The admin quality lab's report runs the fixed briefs and photos (src/server/modules/quality).
COPY --from=build /app/tests/fixtures/quality ./tests/fixtures/quality
RUN mkdir -p /app/data && chown node:node /app/data
# The node image's unprivileged user (uid 1000).
USER node
EXPOSE 3000
# The server drains on SIGTERM (README: SHUTDOWN_TIMEOUT_MS): give it longer than that to stop
# (compose.yaml: stop_grace_period; Kubernetes: terminationGracePeriodSeconds).
STOPSIGNAL SIGTERM
# Liveness: 200 while the process serves; it asks no dependency. Readiness is /api/health/ready.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# Exec form: node is PID 1 and receives SIGTERM itself (no shell, no npm in between). Plain node on
# the built server: nothing compiles at start (NODE_OPTIONS=--enable-source-maps maps crash traces
# back to src/ lines, at some cost in memory).
CMD ["node", "dist/server/main.js"]
