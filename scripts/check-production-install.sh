#!/usr/bin/env bash
# The production image's contents, checked without a container engine: this repeats the Dockerfile's `runtime`
# stage (production dependencies of the root package alone, the compiled `dist/`) in a temporary folder, then
# starts that install with `npm run serve` (no NODE_ENV: the bundle's posture is production) and tracing on, against
# the sandbox upstreams (run from the development checkout, as a real upstream would be), and asks it what an
# operator would: /health, /readiness, a GraphQL query, a span at a local OTLP sink, a clean exit on SIGTERM.
# It fails when the production install misses a module the compiled gateway imports (a dependency declared only
# for development), when the sandbox or its framework leaks into it, when a chunk loaded on demand does not load
# (tracing), or when the gateway does not answer.
# `npm run check:production` runs it; `.ci/run` runs it after the tests.
set -euo pipefail
# Job control: each background job below runs in a process group of its own, so stopping the group stops the server
# and whatever it started (a subshell's node, a sandbox's children), not only the process whose pid `$!` gives.
set -m
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill -TERM -- "-$pid" 2>/dev/null || true; done
  # Give each group a few seconds to shut down gracefully, then kill what is left of it.
  for pid in "${pids[@]}"; do
    for _ in $(seq 1 50); do kill -0 -- "-$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL -- "-$pid" 2>/dev/null || true
  done
  rm -rf "$work"
}
trap cleanup EXIT
# Interrupted (Ctrl-C, or SIGTERM from a CI runner): exit, which runs the cleanup above.
trap 'exit 130' INT
trap 'exit 143' TERM

cd "$root"
npm run --silent build
cp package.json package-lock.json "$work/"
cp -r dist "$work/dist"
# The same command as the Dockerfile's runtime stage; the cache from the development install serves it offline.
(cd "$work" && npm ci --omit=dev --workspaces=false --prefer-offline --no-audit --no-fund --loglevel=error)

for leaked in node_modules/@gateway node_modules/fastify node_modules/@fastify/multipart node_modules/tsx node_modules/jest; do
  if [ -e "$work/$leaked" ]; then
    echo "check:production: the production install contains $leaked (a development package)" >&2
    exit 1
  fi
done

# The sandbox upstreams, from the development checkout, each on its own loopback port.
node --import tsx scripts/sandbox.ts >"$work/sandbox.out" 2>&1 &
pids+=($!)
disown
for _ in $(seq 1 300); do grep -q 'running' "$work/sandbox.out" && break; sleep 0.1; done
mapfile -t base_urls < <(grep '_BASE_URL=' "$work/sandbox.out")
if [ "${#base_urls[@]}" -ne 10 ]; then
  echo "check:production: the sandbox did not start:" >&2
  cat "$work/sandbox.out" >&2
  exit 1
fi

# `npm run serve` in the production install, with tracing on and a local OTLP sink (scripts/check-production-run.ts).
# A job of its own (its own process group): the cleanup above ends it and the gateway it started, whatever happens.
node --import tsx scripts/check-production-run.ts "$work" "${base_urls[@]}" &
pids+=($!)
wait $!
