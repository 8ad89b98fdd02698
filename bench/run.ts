// `npm run bench`: for each scenario, queries/s and p50/p99 latency through the gateway next to a direct-REST
// baseline in the same run, upstream calls per query (from the sandbox recorder) and the gateway's peak RSS.
// Bounded: BENCH_SECONDS per side per scenario (default 5) with BENCH_CONNECTIONS concurrent connections (16).
import { fork } from 'node:child_process';
import { once } from 'node:events';
import autocannon, { type Request as CannonRequest, type Result } from 'autocannon';
import { loadConfig, SERVICE_KEYS } from '../src/config.js';
import { startSandbox, withSandbox } from '../src/sandbox/index.js';
import { SCENARIOS, type Scenario } from './scenarios.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ONLY = process.env.BENCH_ONLY;

const run = (options: autocannon.Options) =>
  new Promise<Result>((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

const baseConfig = loadConfig({ LOG_LEVEL: 'warn' });
const sandbox = await startSandbox(baseConfig);
const config = withSandbox(baseConfig, sandbox);
const gatewayProcess = fork(new URL('./gateway-process.ts', import.meta.url).pathname, [], {
  execArgv: ['--import', 'tsx'],
  env: { ...process.env, BENCH_GATEWAY_CONFIG: JSON.stringify(config) },
});
const [{ port }] = (await once(gatewayProcess, 'message')) as [{ port: number }];
const gatewayUrl = `http://127.0.0.1:${port}/graphql`;

const totalUpstreamCalls = (scenario: Scenario) =>
  scenario.services.reduce((sum, key) => sum + sandbox.service(key).recorder.count(), 0);
const resetRecorders = () => SERVICE_KEYS.forEach((key) => sandbox.services[key]?.recorder.reset());
/** Requests still in flight when a load run stops land a moment later; let them drain before counting. */
const drain = () => new Promise((resolve) => setTimeout(resolve, 500));

/** The upstream calls one execution of the query makes, as replayable requests. */
async function upstreamCallsOf(scenario: Scenario): Promise<CannonRequest[]> {
  await drain();
  resetRecorders();
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...scenario.headers },
    body: JSON.stringify({ query: scenario.query }),
  });
  const body = (await response.json()) as { errors?: unknown[] };
  if (body.errors) throw new Error(`${scenario.name}: the query failed: ${JSON.stringify(body.errors)}`);
  return scenario.services.flatMap((key) => {
    const running = sandbox.service(key);
    return running.recorder.requests.map((request) => {
      const url = new URL(running.baseUrl + request.path);
      for (const [name, value] of Object.entries(request.query)) url.searchParams.set(name, String(value));
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => !['host', 'content-length', 'connection'].includes(name)),
      ) as Record<string, string>;
      return {
        method: request.method as 'GET',
        path: url.pathname + url.search,
        headers,
        origin: url.origin,
      } as CannonRequest & { origin: string };
    });
  });
}

const rows: string[] = [];
for (const scenario of SCENARIOS.filter((candidate) => !ONLY || candidate.name.includes(ONLY))) {
  const calls = (await upstreamCallsOf(scenario)) as Array<CannonRequest & { origin: string }>;
  resetRecorders();
  const viaGateway = await run({
    url: gatewayUrl,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { 'content-type': 'application/json', ...scenario.headers },
    body: JSON.stringify({ query: scenario.query }),
  });
  await drain();
  const callsPerQuery = totalUpstreamCalls(scenario) / Math.max(1, viaGateway.requests.total);

  // Baseline: a client calling the upstreams itself, one query's worth of calls in sequence per connection.
  // (Calls to different upstreams go to different origins, so run one autocannon per origin and take the slowest.)
  const byOrigin = new Map<string, CannonRequest[]>();
  for (const call of calls) byOrigin.set(call.origin, [...(byOrigin.get(call.origin) ?? []), call]);
  const direct = await Promise.all(
    [...byOrigin.entries()].map(([origin, requests]) =>
      run({ url: origin, connections: CONNECTIONS, duration: SECONDS, requests }).then((result) => ({
        result,
        per: requests.length,
      })),
    ),
  );
  const directQps = Math.min(...direct.map(({ result, per }) => result.requests.average / per));
  const directP50 = Math.max(...direct.map(({ result, per }) => result.latency.p50 * per));
  const directP99 = Math.max(...direct.map(({ result, per }) => result.latency.p99 * per));

  rows.push(
    `| ${scenario.name} | ${viaGateway.requests.average.toFixed(0)} | ${viaGateway.latency.p50} / ${viaGateway.latency.p99} | ` +
      `${directQps.toFixed(0)} | ${directP50} / ${directP99} | ${callsPerQuery.toFixed(2)} (${calls.length} direct) | ` +
      `${viaGateway.non2xx + viaGateway.errors} |`,
  );
  console.log(`done: ${scenario.name}`);
}

gatewayProcess.send('report');
const [{ maxRssKb }] = (await once(gatewayProcess, 'message')) as [{ maxRssKb: number }];
gatewayProcess.kill('SIGTERM');
await sandbox.close();

console.log(`
Benchmark: ${SECONDS}s per side per scenario, ${CONNECTIONS} connections, Node ${process.version}, loopback sandbox.
Baseline: the same upstream calls made directly, in sequence per connection (latency = per-call latency x calls).

| scenario | gateway q/s | gateway p50 / p99 ms | direct q/s | direct p50 / p99 ms | upstream calls per query | gateway errors |
|---|---|---|---|---|---|---|
${rows.join('\n')}

Gateway peak RSS: ${(maxRssKb / 1024).toFixed(0)} MiB
`);
process.exit(0);
