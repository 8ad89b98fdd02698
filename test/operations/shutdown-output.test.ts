// SIGTERM ends the gateway whatever became of its standard output: a reader that has gone away (EPIPE on every
// write) or one that stopped reading (a full pipe). Before, the first hung at exit and the second blocked the whole
// process on its next log line; only SIGKILL ended either. The gateway logs at debug level here, so each request
// writes several lines: far more than a pipe holds.
import { sandboxSettings } from '../../src/dev/sandbox.js';
import { loadConfig } from '../../src/config/index.js';
import { startSandbox, type Sandbox } from '../../sandbox/index.js';
import { sandboxEnv } from '../replicas/replicas.js';
import { RUNTIMES, spawnGateway, withEveryBaseUrl } from '../support/gateway-process.js';

const GRACE_MS = 1000;

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox(sandboxSettings(loadConfig({})), ['numbers']);
});
afterAll(() => sandbox?.close());

/** `count` queries, eight at a time; resolves with the statuses. */
async function queries(port: number, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += 8) {
    const batch = Array.from({ length: Math.min(8, count - sent) }, (_, index) =>
      fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: `{ numbers { isPrime(number: ${sent + index + 2}) } }` }),
      }).then(async (response) => (await response.text(), response.status)),
    );
    statuses.push(...(await Promise.all(batch)));
  }
  return statuses;
}

describe.each(RUNTIMES)('from the %s', (runtime) => {
  test.each([
    ['closed', 'its reader has gone (EPIPE)'],
    ['full', 'its reader stopped reading (a full pipe)'],
  ] as const)(
    'stdout %s: requests are answered and SIGTERM ends the process in time (%s)',
    async (state, _why) => {
      const gateway = spawnGateway({
        runtime,
        env: withEveryBaseUrl({
          ...sandboxEnv(sandbox),
          PORT: '0',
          LOG_LEVEL: 'debug',
          SHUTDOWN_GRACE_MS: String(GRACE_MS),
        }),
      });
      const port = await gateway.ready();
      if (state === 'closed') gateway.child.stdout!.destroy();
      else gateway.child.stdout!.pause();

      // Far more log lines than a pipe holds: every request must still be answered.
      const statuses = await queries(port, 250);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);

      // Within the grace and a second (its own watchdog), with room for a loaded machine to schedule the exit.
      const ended = await gateway.stop('SIGTERM', GRACE_MS + 1000 + 3000);
      expect(ended).toEqual({ code: 0, signal: null, killed: false });
    },
    90_000,
  );
});
