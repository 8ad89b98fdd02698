// Memory under hostile and sustained load: three processes, so the gateway's resident set is its own. The compiled
// gateway (built first; the flags of `npm run serve`, NODE_ENV=production), its upstreams (bench/soak-upstream.ts:
// sandboxed research and messaging, and a numbers upstream answering 100 MB), and this one, which generates the load
// and samples the gateway's RSS from /proc every 500 ms. Phase 1: eight concurrent queries for a 100 MB answer,
// ten rounds. Phase 2: SOAK_SECONDS (default 180) of 100 connections; it reports RSS at minute 1 and at the end,
// the growth between them, and the peak.
// Loopback only. Usage: npx tsx bench/soak.ts   (Linux: reads /proc/<pid>/status; SOAK_SKIP_BUILD=1 to reuse dist/)
import { execFileSync, fork, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import autocannon from 'autocannon';
import { ENV_PREFIX, SERVICE_KEYS, type ServiceKey } from '../src/config/index.js';
import { checkoutRoot, compileBenchScript } from './compile.js';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

if (!process.env.SOAK_SKIP_BUILD)
  execFileSync('npm', ['run', 'build'], { cwd: checkoutRoot, stdio: ['ignore', 'ignore', 'inherit'] });
const entry = compileBenchScript('gateway-entry');

const upstream = fork(new URL('./soak-upstream.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'] });
const [ready] = (await once(upstream, 'message')) as [
  { hugeUrl: string; services: Partial<Record<ServiceKey, { baseUrl: string; secret?: string }>> },
];

const portServer = createServer();
await new Promise<void>((resolve) => portServer.listen(0, '127.0.0.1', resolve));
const port = (portServer.address() as { port: number }).port;
await new Promise((resolve) => portServer.close(resolve));

const gatewayEnv: Record<string, string> = {
  PATH: process.env.PATH ?? '',
  NODE_ENV: 'production',
  // The services not called here have no upstream and answer "unavailable"; none is started.
  SANDBOX: 'true',
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'error',
  NUMBERS_BASE_URL: ready.hugeUrl,
  NUMBERS_API_KEY: 'soak',
  GATEWAY_ANONYMOUS_SCOPES: 'numbers,research,messaging',
};
for (const key of SERVICE_KEYS) {
  const service = ready.services[key];
  if (!service) continue;
  gatewayEnv[`${ENV_PREFIX[key]}_BASE_URL`] = service.baseUrl;
  if (service.secret) gatewayEnv[`${ENV_PREFIX[key]}_TOKEN`] = service.secret;
}
const servePackage = JSON.parse(readFileSync(`${checkoutRoot}package.json`, 'utf8')) as {
  scripts: Record<string, string>;
};
const serveFlags = servePackage.scripts.serve.split(/\s+/).filter((part) => part.startsWith('--'));
const gateway = spawn(process.execPath, [...serveFlags, entry], {
  cwd: checkoutRoot,
  env: gatewayEnv,
  stdio: ['ignore', 'ignore', 'inherit'],
});
const url = `http://127.0.0.1:${port}/graphql`;
for (let tries = 0; ; tries++) {
  const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
    (response) => response.ok,
    () => false,
  );
  if (healthy) break;
  if (tries > 600) throw new Error('the gateway did not start within 30 s');
  await sleep(50);
}

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${gateway.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 500);
const post = (query: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then(
    (response) => response.json() as Promise<{ errors?: Array<{ extensions?: { reason?: string } }> }>,
  );

// Phase 1: 100 MB answers, eight at a time, ten rounds.
const idle = rssMb();
const reasons = new Set<string | undefined>();
const started = Date.now();
for (let round = 0; round < 10; round += 1) {
  const answers = await Promise.all(Array.from({ length: 8 }, () => post('{ numbers { isPrime(number: 7) } }')));
  for (const answer of answers) reasons.add(answer.errors?.[0]?.extensions?.reason);
}
console.log(
  `100 MB answers: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${rssMb().toFixed(0)} MB; ` +
    `80 queries in ${((Date.now() - started) / 1000).toFixed(1)} s, reasons ${[...reasons].join(',')}`,
);

// Phase 2: sustained load over sandboxed services.
peak = 0;
const query = '{ research { preprints(first: 5) { edges { node { title } } } } messaging { profile { displayName } } }';
const probe = await post(query);
if (probe.errors) throw new Error(`the soak query fails: ${JSON.stringify(probe.errors).slice(0, 300)}`);
const samples: Array<[number, number]> = [];
const loadStart = Date.now();
const sampleEvery = setInterval(() => samples.push([Math.round((Date.now() - loadStart) / 1000), rssMb()]), 15_000);
const result = await autocannon({
  url,
  connections: 100,
  duration: SOAK_SECONDS,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});
clearInterval(sampleEvery);
clearInterval(sampler);
console.log(
  `load: ${SOAK_SECONDS} s, 100 connections, ${result.requests.total} requests (${result.requests.average} q/s), ` +
    `non-2xx ${result.non2xx}, errors ${result.errors}`,
);
console.log(`RSS (s, MB): ${samples.map(([second, mb]) => `${second}:${mb.toFixed(0)}`).join(' ')}`);
// Growth from the sample nearest minute 1 to the last: a leak grows steadily, a warm heap does not.
const atMinuteOne = samples.find(([second]) => second >= 60) ?? samples[0];
const last = samples.at(-1);
if (atMinuteOne && last && last !== atMinuteOne) {
  const growth = (100 * (last[1] - atMinuteOne[1])) / atMinuteOne[1];
  console.log(
    `RSS at ${atMinuteOne[0]} s ${atMinuteOne[1].toFixed(0)} MB, at ${last[0]} s ${last[1].toFixed(0)} MB: ` +
      `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %; peak ${peak.toFixed(0)} MB`,
  );
} else console.log(`peak ${peak.toFixed(0)} MB (too short a soak to compare minute 1 with the end)`);

gateway.kill('SIGTERM');
upstream.disconnect();
process.exit(0);
