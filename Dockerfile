# Fair Chance Works: the production image. Build: `docker build -t fair-chance-works .`
# Runs the compiled server (build/main.js) as an unprivileged user on Node 24; see docs/operations/several-servers.md, "Containers".

# Build stage: every dependency, the React Router build and the compiled server.
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
# `npm install` honours the lock file; `npm ci` would refuse it while it lacks other platforms' optional packages.
RUN npm install --no-audit --no-fund
COPY . .
RUN npx react-router build && npm run build:server

# Production dependencies only.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

# Runtime: what the server needs, owned by root and read-only to the user that runs it.
FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data/pglite
# glibc's allocator gives blocks of 128 KiB and over straight back to the system (docs/decisions/0023).
ENV MALLOC_MMAP_THRESHOLD_=131072
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
# db/ holds the migrations the server applies at start. The operator commands (npm run admin, enquiries,
# retention, db:backup) run from source with tsx, which is a production dependency.
COPY --from=build /app/package.json /app/tsconfig.json ./
COPY --from=build /app/app ./app
COPY --from=build /app/db ./db
COPY --from=build /app/scripts ./scripts
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# /health is 503 while the database is away or the server is draining; /ping only says the process answers.
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
STOPSIGNAL SIGTERM
# Heap limits keep the server small (docs/decisions/0019): V8 otherwise grows its heap far past what is live.
CMD ["node", "--max-old-space-size=384", "--max-semi-space-size=2", "--liftoff-only", "build/main.js"]
