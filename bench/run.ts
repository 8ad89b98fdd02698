// `npm run bench`: the compiled gateway as `npm run serve` runs it (the bundle) in its own process, a canned Circuit-shaped
// upstream in another, the load generator (autocannon) in a third. Each scenario is measured four ways in the
// same run: the direct REST calls, a raw node:http pass-through proxy making the same calls (the JS ceiling), a bare
// Yoga + got server with a one-file schema (what the brief's stack costs before any gateway code), and the gateway.
// Rounds are interleaved so drift (thermal, noisy neighbours) hits every side alike; medians are
// printed. Loopback only; bounded: warm-up plus BENCH_ROUNDS x scenarios x 4 sides x BENCH_SECONDS.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import type autocannon from 'autocannon';
import { ENV_PREFIX, SERVICE_KEYS } from '../src/config/index.js';
import { compileBenchScript } from './compile.js';
import { FEATURE_VARIANTS, featureTable, REFERENCE_LABEL } from './features.js';
import { startHivePeer } from './peers/hive.js';
import {
  BARE_LABEL,
  fixedRateTable,
  HIVE_LABEL,
  throughputTable,
  type FixedRateSample,
  type Sample,
} from './report.js';
import {
  ask,
  cpuMs,
  freePort,
  helper,
  median,
  peakRssMb,
  rssMb,
  sleep,
  stop,
  track,
  untilHealthy,
} from './processes.js';
import { SCENARIOS, type Scenario } from './scenarios.js';

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 32);
const COLD_STARTS = Number(env.BENCH_COLD_STARTS ?? 3);
const ONLY = env.BENCH_ONLY;
/**
 * Fixed work instead of fixed time: each side serves this many queries per round. On a machine too busy for a
 * side to serve a few hundred queries in BENCH_SECONDS, CPU per query over a fixed count stays comparable.
 */
const QUERIES = env.BENCH_QUERIES ? Number(env.BENCH_QUERIES) : undefined;
const root = new URL('..', import.meta.url).pathname;
/** The gateway runs with the flags of `npm run serve` (the production command), unless told otherwise. */
const servePackage = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { scripts: Record<string, string> };
const serveCommand = (servePackage.scripts.serve ?? 'node dist/server.js').split(/\s+/);
const serveFlags = serveCommand.filter((p) => p.startsWith('--'));
/** The file `npm run serve` runs: the bundle (scripts/bundle.ts). */
const SERVE_SCRIPT = serveCommand.find((p) => p.endsWith('.js')) ?? 'dist/server.js';
const NODE_FLAGS = env.BENCH_NODE_FLAGS !== undefined ? env.BENCH_NODE_FLAGS.split(/\s+/).filter(Boolean) : serveFlags;
/**
 * A/B mode: BENCH_BASELINE=<dir with another build's server.js> (inside the checkout, e.g. dist/.baseline, so it
 * finds node_modules) runs that build too, as one more side in the same interleaved rounds, with
 * BENCH_BASELINE_NODE_FLAGS. On a busy machine only a side-by-side run makes a before/after comparable.
 */
const BASELINE = env.BENCH_BASELINE;
const BASELINE_FLAGS = (env.BENCH_BASELINE_NODE_FLAGS ?? NODE_FLAGS.join(' ')).split(/\s+/).filter(Boolean);
/**
 * BENCH_AB=features: one more gateway per feature (bench/features.ts), as extra sides in the same rounds, and a
 * table of each one's CPU per query against a gateway with every always-on part and no optional feature.
 */
const FEATURES = env.BENCH_AB === 'features';
if (env.BENCH_AB && !FEATURES) throw new Error(`BENCH_AB=${env.BENCH_AB}: the only A/B mode is "features"`);
const TOKEN = 'bench-caller-token';
/**
 * Latency at a fixed arrival rate: each side is offered this share of the rate the bare server sustained (its
 * median q/s in the rounds), so the table shows what a caller waits at a load every side can carry.
 */
const FIXED_RATE_SHARE = Number(env.BENCH_FIXED_RATE_SHARE ?? 0.5);

interface LoadResult {
  requests: number;
  /** Sent, answered or not: those in flight when the run stopped still reach the upstream. */
  sent: number;
  duration: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

/** Starts the compiled gateway and resolves once /health answers, with the time that took. */
async function startGateway(gatewayEnv: Record<string, string>, script = SERVE_SCRIPT, flags = NODE_FLAGS) {
  const port = await freePort();
  const started = performance.now();
  const child = track(
    spawn(process.execPath, [...flags, script], {
      cwd: root,
      env: { ...gatewayEnv, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  await untilHealthy(child, `http://127.0.0.1:${port}/health`);
  return { child, port, startMs: performance.now() - started };
}

// --- set-up ------------------------------------------------------------------------------------------------------

if (!env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });

const upstream = await helper('./upstream.ts');
const upstreamBase = `http://127.0.0.1:${upstream.port}`;
const load = await helper('./load.ts');
const proxy = await helper('./proxy.ts', { BENCH_UPSTREAM: upstreamBase });
// Yoga + got with a one-file schema, under the gateway's node flags and NODE_ENV: the brief's stack, bare; compiled
// like the gateway.
const floorScript = compileBenchScript('floor');
const floor = await helper(
  floorScript,
  { BENCH_UPSTREAM: upstreamBase, BENCH_TOKEN: TOKEN, NODE_ENV: 'production' },
  NODE_FLAGS,
  false,
);

/** Every service points at the canned upstream (only messaging is called), so no sandbox starts. */
const noSandboxEnv: Record<string, string> = {
  PATH: env.PATH ?? '',
  // As the production image runs it: graphql-js skips its development checks, GraphiQL and introspection are off.
  NODE_ENV: 'production',
  MESSAGING_TOKEN: TOKEN,
  // The load generator is anonymous: let it spend the gateway's messaging token (the scope check still runs).
  GATEWAY_ANONYMOUS_SCOPES: 'messaging',
};
for (const key of SERVICE_KEYS) noSandboxEnv[`${ENV_PREFIX[key]}_BASE_URL`] = `${upstreamBase}/rest/v2`;

// Cold start: process spawn to the first healthy answer, with no sandbox and with every sandbox.
const coldStarts: Record<'none' | 'all', number[]> = { none: [], all: [] };
for (let i = 0; i < COLD_STARTS; i++) {
  for (const variant of ['none', 'all'] as const) {
    // The sandbox package is TypeScript: the compiled gateway loads it through tsx.
    const gateway =
      variant === 'none'
        ? await startGateway(noSandboxEnv)
        : await startGateway({ PATH: env.PATH ?? '', SANDBOX: 'true' }, SERVE_SCRIPT, [
            ...NODE_FLAGS,
            '--import',
            'tsx',
          ]);
    coldStarts[variant].push(gateway.startMs);
    await stop(gateway.child);
  }
}

const gateway = await startGateway(noSandboxEnv);
const gatewayPid = gateway.child.pid as number;
const baseline = BASELINE ? await startGateway(noSandboxEnv, `${BASELINE}/server.js`, BASELINE_FLAGS) : undefined;
const featureScript = FEATURES ? compileBenchScript('gateway-entry') : undefined;
const featureGateways: Array<Awaited<ReturnType<typeof startGateway>> & { label: string; pid: number }> = [];
for (const variant of featureScript ? FEATURE_VARIANTS : []) {
  const started = await startGateway({ ...noSandboxEnv, ...variant.env(upstreamBase) }, featureScript);
  featureGateways.push({ label: variant.label, pid: started.child.pid as number, ...started });
}
const hive = await startHivePeer(upstreamBase, TOKEN);
const hivePid = hive?.child.pid as number;
const upstreamCount = async () => (await ask(upstream.child, { type: 'count' })).count as number;
/** The upstream count once requests cut off by the end of a load run have landed (it stops changing). */
async function settledUpstreamCount() {
  let last = await upstreamCount();
  for (;;) {
    await sleep(250);
    const now = await upstreamCount();
    if (now === last) return now;
    last = now;
  }
}

const runLoad = async (options: autocannon.Options) =>
  (await ask(load.child, { type: 'run', options: { connections: CONNECTIONS, ...options } }, 'result'))
    .result as LoadResult;

interface Side {
  label: string;
  pid?: number;
  /** Upstream calls one load request stands for (direct REST makes one call per request). */
  callsPerRequest: number;
  options: autocannon.Options;
}

/** One query through the gateway: checks the answer and returns the upstream calls it made, to replay. */
/**
 * One query to a side, whose answer must pass the scenario's check: a broken side is never measured as a fast one,
 * and the bare server and the peer must answer what the gateway answers.
 */
async function checkAnswer(who: string, port: number, query: string, check: (data: unknown) => boolean) {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const body = (await response.json()) as { data?: unknown; errors?: unknown[] };
  if (body.errors || !check(body.data)) {
    throw new Error(`unexpected answer from ${who}: ${JSON.stringify(body).slice(0, 500)}`);
  }
}

/** One query through the gateway: checks the answer and returns the upstream calls it made, to replay. */
async function probe(scenario: Scenario) {
  await ask(upstream.child, { type: 'reset' });
  await checkAnswer(`the gateway (${scenario.key})`, gateway.port, scenario.query, scenario.check);
  const { recent } = (await ask(upstream.child, { type: 'recent' })) as unknown as {
    recent: Array<{ method: string; url: string; headers: Record<string, string> }>;
  };
  return recent.map(({ method, url, headers }) => ({ method, path: url, headers }));
}

/** The load of one GraphQL side: the query POSTed to its endpoint. */
const graphqlLoad = (port: number, query: string): autocannon.Options => ({
  url: `http://127.0.0.1:${port}/graphql`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query }),
});

async function sidesOf(scenario: Scenario): Promise<Side[]> {
  await checkAnswer(`the bare server (${scenario.key})`, floor.port, scenario.query, scenario.check);
  if (hive) await checkAnswer(`Hive Gateway (${scenario.key})`, hive.port, scenario.peer.query, scenario.peer.check);
  const calls = await probe(scenario);
  await ask(proxy.child, { type: 'configure', name: scenario.key, calls }, 'configured');
  return [
    {
      label: 'direct REST',
      callsPerRequest: 1,
      options: {
        url: upstreamBase,
        requests: calls.map(({ method, path, headers }) => ({ method: method as 'GET', path, headers })),
      },
    },
    {
      label: 'raw proxy',
      pid: proxy.child.pid,
      callsPerRequest: calls.length,
      options: { url: `http://127.0.0.1:${proxy.port}/${scenario.key}` },
    },
    {
      label: 'bare Yoga + got',
      pid: floor.child.pid,
      callsPerRequest: 0, // counted
      options: graphqlLoad(floor.port, scenario.query),
    },
    {
      label: 'gateway',
      pid: gatewayPid,
      callsPerRequest: 0, // counted
      options: graphqlLoad(gateway.port, scenario.query),
    },
    ...(hive
      ? [
          {
            label: HIVE_LABEL,
            pid: hivePid,
            callsPerRequest: 0,
            options: graphqlLoad(hive.port, scenario.peer.query),
          },
        ]
      : []),
    ...(baseline
      ? [
          {
            label: 'gateway (baseline)',
            pid: baseline.child.pid,
            callsPerRequest: 0,
            options: graphqlLoad(baseline.port, scenario.query),
          },
        ]
      : []),
    ...featureGateways.map((featured) => ({
      label: featured.label,
      pid: featured.pid,
      callsPerRequest: 0,
      options: graphqlLoad(featured.port, scenario.query),
    })),
  ];
}

async function measure(side: Side, calls: number, seconds: number): Promise<Sample> {
  const cpuBefore = side.pid ? cpuMs(side.pid) : 0;
  const countBefore = await upstreamCount();
  // Direct REST: every load request is one upstream call; a query is `calls` of them in sequence.
  const perQuery = side.label === 'direct REST' ? calls : 1;
  const startedAt = performance.now();
  const result = await runLoad(
    QUERIES
      ? { ...side.options, amount: Math.ceil((QUERIES * perQuery * seconds) / SECONDS) }
      : { ...side.options, duration: seconds },
  );
  // autocannon reports whole seconds; a fixed-work run needs the wall time of the run itself.
  const elapsed = QUERIES ? (performance.now() - startedAt) / 1000 : seconds;
  const upstreamCalls = (await settledUpstreamCount()) - countBefore;
  const cpuUsed = side.pid ? cpuMs(side.pid) - cpuBefore : 0;
  const queries = result.requests / perQuery;
  // Requests in flight when the run stopped were still served (CPU, upstream calls): count them as sent.
  const served = Math.max(1, result.sent / perQuery);
  const latencyScale = side.label === 'direct REST' ? calls : 1;
  return {
    qps: queries / elapsed,
    p50: result.p50 * latencyScale,
    p99: result.p99 * latencyScale,
    cpuMsPerQuery: side.pid ? cpuUsed / served : undefined,
    callsPerQuery: upstreamCalls / served,
    failures: result.non2xx + result.errors,
  };
}

// --- interleaved rounds ------------------------------------------------------------------------------------------

const scenarios = SCENARIOS.filter((scenario) => !ONLY || ONLY.split(',').includes(scenario.key));
// Probe every scenario before any load, so no straggler of an earlier run is taken for one of its calls.
const plan = [];
for (const scenario of scenarios) {
  const sides = await sidesOf(scenario);
  plan.push({ scenario, sides, calls: sides[1].callsPerRequest, samples: sides.map(() => [] as Sample[]) });
}
for (const { sides, calls } of plan) for (const side of sides) await measure(side, calls, Math.min(2, SECONDS)); // warm-up
for (let round = 0; round < ROUNDS; round++) {
  for (const entry of plan) {
    // Rotate which side goes first, so no side always runs right after the same neighbour.
    for (let i = 0; i < entry.sides.length; i++) {
      const index = (i + round) % entry.sides.length;
      entry.samples[index].push(await measure(entry.sides[index], entry.calls, SECONDS));
    }
  }
  // Resident memory after each round: growth from round to round would be a leak, not a peak.
  console.error(`round ${round + 1}/${ROUNDS} done; gateway RSS ${rssMb(gatewayPid).toFixed(0)} MB`);
}

// --- latency at a fixed rate ------------------------------------------------------------------------------------

const fixedRate = new Map<string, FixedRateSample[]>();
for (const { scenario, sides, samples } of plan) {
  const bareQps = median(samples[sides.findIndex((side) => side.label === BARE_LABEL)].map((s) => s.qps));
  const offered = Math.max(1, Math.round(bareQps * FIXED_RATE_SHARE));
  const results: FixedRateSample[] = [];
  // Direct REST is left out: one of its requests is one upstream call, not one query.
  for (const side of sides.filter((candidate) => candidate.label !== 'direct REST')) {
    const result = await runLoad({ ...side.options, duration: SECONDS, overallRate: offered });
    results.push({
      label: side.label,
      offered,
      served: result.requests / (result.duration || SECONDS),
      p50: result.p50,
      p99: result.p99,
      failures: result.non2xx + result.errors,
    });
  }
  fixedRate.set(scenario.key, results);
}

const gatewayPeakRss = peakRssMb(gatewayPid);
const hivePeakRss = hive ? peakRssMb(hivePid) : 0;
if (hive) {
  await stop(hive.child);
  hive.close();
}
const baselinePeakRss = baseline ? peakRssMb(baseline.child.pid as number) : 0;
if (baseline) await stop(baseline.child);
const referencePeakRss = featureGateways.length
  ? peakRssMb(featureGateways.find((featured) => featured.label === REFERENCE_LABEL)?.pid as number)
  : 0;
for (const featured of featureGateways) await stop(featured.child);
const proxyPeakRss = peakRssMb(proxy.child.pid as number);
const floorPeakRss = peakRssMb(floor.child.pid as number);
await stop(gateway.child);
for (const helperProcess of [proxy, floor, load, upstream]) helperProcess.child.disconnect();

// --- report ------------------------------------------------------------------------------------------------------

const fmt = (value: number | undefined) => (value === undefined ? '–' : value.toFixed(0));
const { table, overFloor, overPeer } = throughputTable(plan);

const cpus = os.cpus();
console.log(`
Machine: ${cpus.length} x ${cpus[0]?.model.trim()}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}.
Run: ${ROUNDS} interleaved rounds x ${QUERIES ? `${QUERIES} queries` : `${SECONDS} s`} per side, ${CONNECTIONS} connections, loopback; medians over rounds.
Gateway: node ${[...NODE_FLAGS, SERVE_SCRIPT].join(' ')} (no sandbox; messaging -> canned Circuit-shaped upstream).

${table}

Bare Yoga + got: a one-file server on the brief's stack for these queries only (bench/floor.ts). The gateway costs ${overFloor.join('; ')}.
${overPeer.length ? `Against ${HIVE_LABEL} (bench/peers/hive, its defaults: one process, NODE_ENV=production): the gateway serves ${overPeer.join('; ')}.\n` : ''}Gateway peak RSS (VmHWM): ${gatewayPeakRss.toFixed(0)} MB (${hive ? `Hive Gateway: ${hivePeakRss.toFixed(0)} MB, ` : ''}raw proxy: ${proxyPeakRss.toFixed(0)} MB, bare Yoga + got: ${floorPeakRss.toFixed(0)} MB${baseline ? `; baseline gateway ${BASELINE} with ${BASELINE_FLAGS.join(' ') || 'no flags'}: ${baselinePeakRss.toFixed(0)} MB` : ''}).
Cold start to a healthy /health (median of ${COLD_STARTS}): ${fmt(median(coldStarts.none))} ms with no sandbox, ${fmt(median(coldStarts.all))} ms with every sandbox (loaded through tsx).
Direct REST: one query's calls in sequence per connection; its latency is per-call latency x calls.

${fixedRateTable(plan, fixedRate, FIXED_RATE_SHARE)}
`);
if (FEATURES) {
  console.log(
    featureTable(
      plan.map(({ scenario, sides, samples }) => ({
        scenario: scenario.key,
        sides: sides.map((side, index) => ({
          label: side.label,
          cpu: median(samples[index].map((sample) => sample.cpuMsPerQuery ?? 0)),
          qps: median(samples[index].map((sample) => sample.qps)),
          calls: median(samples[index].map((sample) => sample.callsPerQuery)),
        })),
      })),
      referencePeakRss,
    ),
  );
}
process.exit(0);
