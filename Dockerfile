# syntax=docker/dockerfile:1
# Multi-stage build: compile TypeScript with dev dependencies, run with production dependencies only, as non-root.
# The sandbox (`sandbox/`, an npm workspace) is a development package: the build and runtime stages install the
# root package alone (--workspaces=false) and copy no part of it. `docker build .` builds the runtime stage; the
# `dev` stage (`docker build --target dev .`, used by compose.yaml for the replicas and for its `npm run sandbox`)
# is the development install with the sandbox.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --workspaces=false --no-audit --no-fund
COPY tsconfig.json tsconfig.build.json ./
COPY src ./src
# The upstream types where the workspace install would link them: declarations, erased from the output, and the
# value lists of values/, which the bundle carries.
COPY upstream-types ./node_modules/@gateway/upstream-types
COPY scripts/bundle.ts ./scripts/
RUN npm run build

# A local demo only, never deployed: `npm start` with every dev dependency and the sandbox workspace, or (compose's
# `sandbox` service) `npm run sandbox`, the sandbox alone on fixed ports.
FROM node:20-bookworm-slim AS dev
WORKDIR /app
COPY package.json package-lock.json ./
COPY sandbox/package.json ./sandbox/
COPY upstream-types/package.json ./upstream-types/
RUN npm ci --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY src ./src
COPY sandbox ./sandbox
COPY upstream-types ./upstream-types
COPY scripts/sandbox.ts ./scripts/
ENV PORT=4000 HOST=0.0.0.0
USER node
EXPOSE 4000
CMD ["node", "--import", "tsx", "src/server.ts"]

# The production bundle (`npm run serve`'s command): production by itself; NODE_ENV is set here all the same.
FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production PORT=4000 HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --workspaces=false --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
# The operations MCP=true serves as tools (docs/mcp.md), checked and loaded as the gateway starts.
COPY mcp ./mcp
USER node
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=3s --start-period=10s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM from `docker stop` reaches node directly (exec form): in-flight requests finish before exit.
# The V8 flags are `npm run serve`'s (README, Performance): a young generation twice the default, so the garbage
# of requests in flight dies young, and the old generation grown by 30 % rather than up to 4x between full
# collections, which keeps the peak under load below 200 MB.
CMD ["node", "--max-semi-space-size=32", "--heap-growing-percent=30", "dist/bundle/server.js"]
