#!/usr/bin/env bash
# The production image's contents, checked without a container engine: this repeats the Dockerfile's `runtime`
# stage (production dependencies of the root package alone, the compiled `dist/`) in a temporary folder, then
# starts that install with NODE_ENV=production against the sandbox upstreams (run from the development checkout,
# as a real upstream would be) and asks it what an operator would: /health, /readiness and a GraphQL query.
# It fails when the production install misses a module the compiled gateway imports (a dependency declared only
# for development), when the sandbox or its framework leaks into it, or when the gateway does not answer.
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
for _ in $(seq 1 100); do grep -q 'running' "$work/sandbox.out" && break; sleep 0.1; done
mapfile -t base_urls < <(grep '_BASE_URL=' "$work/sandbox.out")
if [ "${#base_urls[@]}" -ne 10 ]; then
  echo "check:production: the sandbox did not start:" >&2
  cat "$work/sandbox.out" >&2
  exit 1
fi

port="$(node -e "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
(cd "$work" && env "${base_urls[@]}" NODE_ENV=production HOST=127.0.0.1 PORT="$port" LOG_LEVEL=warn \
  node dist/bundle/server.js >"$work/gateway.out" 2>&1) &
pids+=($!)
disown

PORT="$port" node --input-type=module -e "
const base = 'http://127.0.0.1:' + process.env.PORT;
const fail = (what) => { console.error('check:production: ' + what); process.exit(1); };
let up = false;
for (let i = 0; i < 100 && !up; i++) {
  up = await fetch(base + '/health').then((r) => r.ok, () => false);
  if (!up) await new Promise((r) => setTimeout(r, 100));
}
if (!up) fail('the production install did not answer /health');
const ready = await fetch(base + '/readiness');
if (!ready.ok) fail('/readiness answered ' + ready.status);
const response = await fetch(base + '/graphql', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: '{ research { institutions(first: 2) { edges { node { name } } } } }' }),
});
const body = await response.json();
const edges = body?.data?.research?.institutions?.edges;
if (!response.ok || body.errors || !Array.isArray(edges) || edges.length === 0) {
  fail('the production install did not answer a query: ' + JSON.stringify(body).slice(0, 500));
}
console.log('check:production: the production install starts, is ready and answers (' + edges.length + ' institutions)');
" || {
  echo '--- gateway output ---' >&2
  cat "$work/gateway.out" >&2
  exit 1
}
