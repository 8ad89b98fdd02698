// Memory under hostile and sustained load, for the security notes: the gateway in its own process (as in run.ts),
// its resident set sampled from /proc every 500 ms. Phase 1: eight concurrent queries against an upstream that
// answers 100 MB each, repeated. Phase 2: SOAK_SECONDS (default 180) of 100 connections over sandboxed services.
// Loopback only. Usage: npx tsx bench/soak.ts   (Linux: reads /proc/<pid>/status)
import { fork } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config/index.js';
import { startSandboxFor, withSandbox } from '../src/dev/sandbox.js';

const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const HUNDRED_MB = 100 * 1024 * 1024;

const huge = createServer((request, response) => {
  request.resume();
  response.writeHead(200, { 'content-type': 'application/json' });
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let written = 0;
  const pump = () => {
    while (written < HUNDRED_MB && !response.destroyed) {
      written += chunk.length;
      if (!response.write(chunk)) return void response.once('drain', pump);
    }
    if (!response.destroyed) response.end();
  };
  pump();
});
huge.listen(0, '127.0.0.1');
await once(huge, 'listening');
const hugeUrl = `http://127.0.0.1:${(huge.address() as { port: number }).port}`;

const baseConfig = loadConfig({
  LOG_LEVEL: 'error',
  NUMBERS_BASE_URL: hugeUrl,
  NUMBERS_API_KEY: 'soak',
  GATEWAY_ANONYMOUS_SCOPES: 'numbers',
});
const sandbox = await startSandboxFor(baseConfig);
const config = withSandbox(baseConfig, sandbox);
const child = fork(new URL('./gateway-process.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_GATEWAY_CONFIG: JSON.stringify(config) },
});
const [{ port }] = (await once(child, 'message')) as [{ port: number }];
const url = `http://127.0.0.1:${port}/graphql`;

const rssMb = () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb())), 500);
const post = (query: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query }) }).then(
    (response) => response.json() as Promise<{ errors?: Array<{ extensions?: { reason?: string } }> }>,
  );

// Phase 1: 100 MB answers, eight at a time, ten rounds.
const idle = rssMb();
let reasons = new Set<string | undefined>();
const started = Date.now();
for (let round = 0; round < 10; round += 1) {
  const answers = await Promise.all(Array.from({ length: 8 }, () => post('{ numbers { isPrime(number: 7) } }')));
  for (const answer of answers) reasons.add(answer.errors?.[0]?.extensions?.reason);
}
console.log(
  `100 MB answers: idle ${idle.toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${rssMb().toFixed(0)} MB; ` +
    `80 queries in ${((Date.now() - started) / 1000).toFixed(1)} s, reasons ${[...reasons].join(',')}`,
);
reasons = new Set();

// Phase 2: sustained load over sandboxed services.
peak = 0;
const query = '{ research { preprints(first: 5) { edges { node { title } } } } messaging { profile { displayName } } }';
const samples: Array<[number, number]> = [];
const sampleEvery = setInterval(() => samples.push([Math.round((Date.now() - loadStart) / 1000), rssMb()]), 15_000);
const loadStart = Date.now();
const result = await autocannon({
  url,
  connections: 100,
  duration: SOAK_SECONDS,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});
clearInterval(sampleEvery);
console.log(
  `load: ${SOAK_SECONDS} s, 100 connections, ${result.requests.total} requests (${result.requests.average} q/s), ` +
    `non-2xx ${result.non2xx}, errors ${result.errors}`,
);
console.log(
  `RSS (s, MB): ${samples.map(([second, mb]) => `${second}:${mb.toFixed(0)}`).join(' ')}; peak ${peak.toFixed(0)} MB`,
);

clearInterval(sampler);
child.kill('SIGTERM');
await sandbox.close();
huge.close();
process.exit(0);
