// The token manager on its own, with a controllable clock, against the sandbox's /getToken (one-hour tokens).
import { Writable } from 'node:stream';
import { AutomotiveTokenManager } from '../../src/auth/automotive-token.js';
import { loadConfig } from '../../src/config/index.js';
import { createUpstreamClient, type UpstreamClient } from '../../src/http/client.js';
import { createLogger } from '../../src/logger.js';
import { createMetrics } from '../../src/observability/upstream-metrics.js';
import { AUTOMOTIVE_DEMO } from '../../sandbox/automotive/index.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { sandboxSettings, withSandbox } from '../../src/dev/sandbox.js';

let sandbox: Sandbox;
let upstream: UpstreamClient;
let clock = 0;
const HOUR = 3_600_000;

beforeAll(async () => {
  const base = loadConfig({});
  sandbox = await startSandbox(sandboxSettings(base), ['automotive']);
  const config = withSandbox(base, sandbox);
  const silent = createLogger('silent', new Writable({ write: (_chunk, _encoding, done) => done() }));
  upstream = createUpstreamClient(config.services.automotive, config.breaker, silent, createMetrics());
});
afterAll(async () => {
  upstream.close();
  await sandbox.close();
});
beforeEach(() => {
  clock = 1_000_000;
  sandbox.service('automotive').recorder.reset();
});

const tokenCalls = () => sandbox.service('automotive').recorder.count('GET', '/getToken');
const manager = (refreshMarginMs: number) =>
  new AutomotiveTokenManager(upstream, { ...AUTOMOTIVE_DEMO, refreshMarginMs }, () => clock);

test('the token is kept until its lifetime less the margin, then refreshed once', async () => {
  const tokens = manager(60_000);
  const first = await tokens.current();
  clock += HOUR - 60_000 - 1000 - 1; // just before the refresh point (lifetime less rounding and margin)
  expect(await tokens.current()).toBe(first);
  expect(tokenCalls()).toBe(1);
  clock += 2;
  const [a, b] = await Promise.all([tokens.current(), tokens.current()]);
  expect(a).toBe(b);
  expect(a).not.toBe(first);
  expect(tokenCalls()).toBe(2);
});

test('a margin longer than the lifetime uses half the lifetime instead', async () => {
  const tokens = manager(10 * HOUR);
  const first = await tokens.current();
  clock += (HOUR - 1000) / 2 - 1;
  expect(await tokens.current()).toBe(first);
  clock += 2;
  expect(await tokens.current()).not.toBe(first);
  expect(tokenCalls()).toBe(2);
});

test('replace refreshes only when the refused token is still the cached one', async () => {
  const tokens = manager(0);
  const first = await tokens.current();
  const [second, again] = await Promise.all([tokens.replace(first), tokens.replace(first)]);
  expect(second).not.toBe(first);
  expect(again).toBe(second);
  expect(await tokens.replace(first)).toBe(second);
  expect(tokenCalls()).toBe(2);
});

test('missing credentials fail without a call', async () => {
  const tokens = new AutomotiveTokenManager(upstream, { refreshMarginMs: 0 }, () => clock);
  await expect(tokens.current()).rejects.toMatchObject({ kind: 'missing-credential', service: 'automotive' });
  expect(tokenCalls()).toBe(0);
});
