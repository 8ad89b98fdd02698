// What production runs is what is tested: the production bundle (`npm run build`, started as `npm run serve` does)
// serves /mcp with MCP=true: the SDK client lists the shipped tools and calls one against the sandbox. The MCP code
// and the SDK are a chunk of their own that server.js does not contain.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { NUMBERS_DEMO_KEY } from '../../sandbox/numbers/index.js';
import { SERVICE_KEYS, loadConfig } from '../../src/config/index.js';
import { baseUrlLines, startSandboxFor, type RunningSandbox } from '../../src/dev/sandbox.js';
import { listAllTools, structured } from './support.js';

const BUNDLE = 'dist/bundle/server.js';
const AGENT_KEY = 'an-agent-key-of-the-bundle-test';

/** The newest modification time of the files under a folder. */
function newest(dir: string): number {
  return Math.max(
    ...readdirSync(dir, { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? newest(join(dir, entry.name)) : statSync(join(dir, entry.name)).mtimeMs,
    ),
  );
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

let upstreams: RunningSandbox | undefined;
let gateway: ChildProcess;
let url: string;
let output = '';

beforeAll(async () => {
  // A bundle older than the sources is rebuilt, so the test never passes on yesterday's build.
  if (!existsSync(BUNDLE) || statSync(BUNDLE).mtimeMs < newest('src'))
    await promisify(execFile)('npm', ['run', 'build'], { timeout: 600_000 });
  // The sandbox upstreams run here, as real upstreams would (the bundle carries no sandbox); the gateway holds the
  // numbers key and lets the agent's API key spend it.
  upstreams = await startSandboxFor(loadConfig({}), SERVICE_KEYS);
  const baseUrls = Object.fromEntries(baseUrlLines(upstreams).map((line) => line.split('=') as [string, string]));
  const port = await freePort();
  // `npm run serve`'s command, with MCP on.
  gateway = spawn(process.execPath, ['--max-semi-space-size=32', '--heap-growing-percent=30', BUNDLE], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      PORT: String(port),
      MCP: 'true',
      NUMBERS_API_KEY: NUMBERS_DEMO_KEY,
      GATEWAY_API_KEYS: `${AGENT_KEY}:numbers`,
      ...baseUrls,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  gateway.stdout!.on('data', (chunk) => (output += String(chunk)));
  gateway.stderr!.on('data', (chunk) => (output += String(chunk)));
  const deadline = Date.now() + 60_000;
  while (!(output.includes('Gateway ready') && output.includes('MCP: tools ready'))) {
    if (Date.now() > deadline || gateway.exitCode !== null) throw new Error(`the bundle did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  url = `http://127.0.0.1:${port}/mcp`;
}, 700_000);

afterAll(async () => {
  if (gateway && gateway.exitCode === null) {
    gateway.kill('SIGTERM');
    await once(gateway, 'exit');
  }
  await upstreams?.close();
});

test('the bundle keeps MCP and its SDK out of server.js, in a chunk loaded only with MCP=true', () => {
  const main = readFileSync(BUNDLE, 'utf8');
  expect(main).not.toContain('WebStandardStreamableHTTPServerTransport');
  const chunks = readdirSync('dist/bundle').filter((name) =>
    readFileSync(join('dist/bundle', name), 'utf8').includes('WebStandardStreamableHTTPServerTransport'),
  );
  expect(chunks).toHaveLength(1);
});

test('the bundle started as `npm run serve` serves /mcp: tools listed and called', async () => {
  const client = new Client({ name: 'bundle-test', version: '1.0.0' });
  const headers = { 'x-api-key': AGENT_KEY };
  await client.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
  try {
    const { tools } = await listAllTools(client);
    expect(tools.length).toBeGreaterThanOrEqual(10);
    expect(tools.every((tool) => tool.annotations?.readOnlyHint === true)).toBe(true);
    const result = await client.callTool({ name: 'NumberFacts', arguments: { number: 8191 } });
    expect(structured(result).data!.numbers.isPrime).toBe(true);
  } finally {
    await client.close();
  }
  expect(output).toContain('MCP: tools ready at /mcp');
});
