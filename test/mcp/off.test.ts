// Off costs nothing: with MCP unset, neither the MCP SDK nor src/mcp/ is loaded (a child process records every
// module it loads) and /mcp is an unknown path. The same probe with MCP=true loads both, so the check can see them when they are there.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function probe(env: Record<string, string>) {
  const record = join(mkdtempSync(join(tmpdir(), 'gateway-modules-')), 'loaded.txt');
  const { stdout } = await run(
    process.execPath,
    ['--import', 'tsx', '--import', './test/mcp/fixtures/record-modules.mjs', 'test/mcp/fixtures/serve-once.ts'],
    { env: { PATH: process.env.PATH, HOME: process.env.HOME, RECORD_MODULES_TO: record, ...env }, timeout: 60_000 },
  );
  const loaded = readFileSync(record, 'utf8').split('\n');
  return {
    statuses: JSON.parse(stdout.trim().split('\n').pop()!) as { mcp: number; graphql: number },
    sdk: loaded.some((url) => url.includes('@modelcontextprotocol/sdk')),
    mcpCode: loaded.some((url) => url.includes('/src/mcp/')),
  };
}

test('with MCP unset, /mcp is unknown and neither the SDK nor src/mcp/ is loaded', async () => {
  const off = await probe({});
  expect(off).toEqual({ statuses: { mcp: 404, graphql: 200 }, sdk: false, mcpCode: false });
}, 90_000);

test('with MCP=true, the same probe sees both loaded and /mcp answering', async () => {
  const on = await probe({ MCP: 'true' });
  expect(on).toEqual({ statuses: { mcp: 200, graphql: 200 }, sdk: true, mcpCode: true });
}, 90_000);
