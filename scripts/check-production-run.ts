// The run half of `npm run check:production` (scripts/check-production-install.sh makes the production install):
// `npm run serve` in that install, as an operator starts it, with tracing on and no NODE_ENV (the bundle's own
// posture is production), its upstreams the sandbox's (given as <PREFIX>_BASE_URL=... arguments). It asks what an
// operator would (/health, /readiness, a GraphQL query), checks that the operation's span reaches a local OTLP sink,
// that the production posture holds (no GraphiQL, no introspection), and that SIGTERM ends it cleanly.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { gunzipSync } from 'node:zlib';

const [work, ...baseUrls] = process.argv.slice(2);
if (!work) throw new Error('usage: check-production-run.ts <install folder> <PREFIX>_BASE_URL=... ...');

const fail = (what: string, output = ''): never => {
  console.error(`check:production: ${what}`);
  if (output) console.error(`--- gateway output ---\n${output}`);
  process.exit(1);
};

// The OTLP/HTTP sink: every span name it receives.
const spans: string[] = [];
const sink = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const raw = Buffer.concat(chunks);
    const body = String(request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw);
    for (const match of body.matchAll(/"name":"([^"]*)"/g)) spans.push(match[1]!);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});
sink.listen(0, '127.0.0.1');
await once(sink, 'listening');
const sinkPort = (sink.address() as { port: number }).port;

const graceMs = 2000;
const gateway = spawn('npm', ['run', '--silent', 'serve'], {
  cwd: work,
  env: {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...Object.fromEntries(baseUrls.map((line) => line.split('=') as [string, string])),
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    SHUTDOWN_GRACE_MS: String(graceMs),
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${sinkPort}`,
    OTEL_SERVICE_NAME: 'check-production',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
gateway.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
gateway.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
const exited = once(gateway, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
try {
  let port: number | undefined;
  for (let polls = 0; polls < 300 && !port; polls += 1) {
    port = Number(/Gateway ready: http:\/\/[^:]+:(\d+)\//.exec(output)?.[1]) || undefined;
    if (gateway.exitCode !== null) fail('`npm run serve` exited at start-up', output);
    if (!port) await sleep(100);
  }
  if (!port) fail('`npm run serve` did not say it was ready', output);
  const base = `http://127.0.0.1:${port}`;
  if (!(await fetch(`${base}/health`)).ok) fail('/health did not answer 200', output);
  const ready = await fetch(`${base}/readiness`);
  if (!ready.ok) fail(`/readiness answered ${ready.status}`, output);
  const graphql = (query: string) =>
    fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
  const response = await graphql(
    'query Institutions { research { institutions(first: 2) { edges { node { name } } } } }',
  );
  const body = (await response.json()) as {
    errors?: unknown;
    data?: { research?: { institutions?: { edges?: unknown[] } } };
  };
  const edges = body.data?.research?.institutions?.edges;
  if (!response.ok || body.errors || !Array.isArray(edges) || edges.length === 0)
    fail(`the production install did not answer a query: ${JSON.stringify(body).slice(0, 500)}`, output);
  const introspection = (await (await graphql('{ __schema { queryType { name } } }')).json()) as { data?: unknown };
  if (introspection.data) fail('introspection answered: `npm run serve` is not in production posture', output);
  const page = await (await fetch(`${base}/graphql`, { headers: { accept: 'text/html' } })).text();
  if (page.includes('GraphiQL')) fail('GraphiQL was served: `npm run serve` is not in production posture', output);

  // SIGTERM to npm reaches the gateway (the script execs node); the batch processor flushes on the way out.
  const stopped = Date.now();
  gateway.kill('SIGTERM');
  const [code] = await Promise.race([exited, sleep(graceMs + 5000).then(() => [undefined] as const)]);
  if (code === undefined) fail(`SIGTERM did not end \`npm run serve\` within ${graceMs + 5000} ms`, output);
  if (code !== 0) fail(`\`npm run serve\` exited ${code} after SIGTERM`, output);
  if (!spans.includes('query Institutions'))
    fail(`no span of the operation reached the OTLP sink (received: ${JSON.stringify(spans)})`, output);
  console.log(
    `check:production: \`npm run serve\` of the production install starts in production posture, is ready, answers ` +
      `(${edges!.length} institutions), exports its spans over OTLP (${spans.length} received) and exits 0 on ` +
      `SIGTERM in ${Date.now() - stopped} ms`,
  );
} finally {
  if (gateway.exitCode === null && gateway.signalCode === null) gateway.kill('SIGKILL');
  sink.close();
}
