// `npm run bench:mcp`: the cost of a tool call next to the GraphQL request doing the same work. The production
// bundle (`npm run build` first) runs with MCP=true and MCP_OPERATIONS=bench/mcp-operations (q1 of
// bench/scenarios.ts as the tool `UserById`) against the canned Circuit-shaped upstream; the same number of q1
// requests is sent to /graphql and of `tools/call` to /mcp (one session, JSON responses), interleaved in rounds,
// and each side's CPU per call is read from /proc for the gateway process. Loopback only.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { ENV_PREFIX, SERVICE_KEYS } from '../src/config/index.js';
import { cpuMs, freePort, helper, track, untilHealthy } from './processes.js';
import { SCENARIOS } from './scenarios.js';

const CALLS = Number(process.env.BENCH_QUERIES ?? 2000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const TOKEN = 'bench-caller-token';
const USER = 'u-0001-4d1c-9a7e-5b3f2c1d0e9f';
const root = new URL('..', import.meta.url).pathname;
const upstream = await helper('./upstream.ts');
const port = await freePort();
const env: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  LOG_LEVEL: 'warn',
  MESSAGING_TOKEN: TOKEN,
  GATEWAY_ANONYMOUS_SCOPES: 'messaging',
  MCP: 'true',
  MCP_OPERATIONS: `${root}bench/mcp-operations`,
};
for (const key of SERVICE_KEYS) env[`${ENV_PREFIX[key]}_BASE_URL`] = `http://127.0.0.1:${upstream.port}/rest/v2`;
const serve = (JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: { serve: string } }).scripts.serve;
// Tracked, like the upstream helper: whatever happens below, neither child outlives the run.
const gateway = track(spawn(process.execPath, serve.split(/\s+/).slice(2), { cwd: root, env, stdio: 'inherit' }));
const base = `http://127.0.0.1:${port}`;
await untilHealthy(gateway, `${base}/health`);

// One MCP session, as an agent host keeps one.
const headers = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
const initialized = await fetch(`${base}/mcp`, {
  method: 'POST',
  headers,
  body: JSON.stringify({
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
  }),
});
const session = {
  ...headers,
  'mcp-session-id': initialized.headers.get('mcp-session-id')!,
  'mcp-protocol-version': '2025-06-18',
};
await fetch(`${base}/mcp`, {
  method: 'POST',
  headers: session,
  body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
});

const q1 = SCENARIOS.find((scenario) => scenario.key === 'q1')!;
let id = 1;
const sides = {
  graphql: {
    url: `${base}/graphql`,
    method: 'POST' as const,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: q1.query }),
  },
  mcp: {
    url: `${base}/mcp`,
    method: 'POST' as const,
    headers: session,
    requests: [
      {
        method: 'POST' as const,
        // Each call its own JSON-RPC id, as a client sends them.
        setupRequest: (request: autocannon.Request) => ({
          ...request,
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: id++,
            method: 'tools/call',
            params: { name: 'UserById', arguments: { id: USER } },
          }),
        }),
      },
    ],
  },
};

// Both sides answer the same user before anything is measured.
const check = await fetch(`${base}/mcp`, {
  method: 'POST',
  headers: session,
  body: JSON.stringify({
    jsonrpc: '2.0',
    id: 0,
    method: 'tools/call',
    params: { name: 'UserById', arguments: { id: USER } },
  }),
});
const checked = (await check.json()) as { result?: { structuredContent?: { data?: unknown } } };
if (!q1.check(checked.result?.structuredContent?.data)) throw new Error('the tool call did not answer q1');

const samples: Record<keyof typeof sides, number[]> = { graphql: [], mcp: [] };
for (let round = 0; round < ROUNDS + 1; round++) {
  for (const side of ['graphql', 'mcp'] as const) {
    const before = cpuMs(gateway.pid!);
    const result = await autocannon({ ...sides[side], connections: CONNECTIONS, amount: CALLS });
    const cpu = cpuMs(gateway.pid!) - before;
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${side}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    // The first round warms up and is not counted.
    if (round > 0) samples[side].push(cpu / result.requests.total);
  }
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const graphql = median(samples.graphql);
const mcp = median(samples.mcp);
console.log(`CPU ms per call, median of ${ROUNDS} rounds of ${CALLS}, ${CONNECTIONS} connections:`);
console.log(
  `| q1 through | CPU ms per call |\n|---|---|\n| /graphql | ${graphql.toFixed(3)} |\n| /mcp tools/call | ${mcp.toFixed(3)} (${(mcp / graphql).toFixed(2)}x) |`,
);
process.exit(0);
