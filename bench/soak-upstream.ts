// The upstreams of bench/soak.ts, in a process of their own so that neither their CPU nor their memory is the
// gateway's or the load generator's: the sandbox's research and messaging services, and a numbers "service" that
// answers every request with 100 MB. Reports their base URLs and demo credentials once listening.
import { once } from 'node:events';
import { createServer } from 'node:http';
import { loadConfig, type ServiceKey } from '../src/config/index.js';
import { startSandboxFor } from '../src/dev/sandbox.js';

const HUNDRED_MB = 100 * 1024 * 1024;
const SANDBOXED: ServiceKey[] = ['research', 'messaging'];

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

const sandbox = await startSandboxFor(loadConfig({ LOG_LEVEL: 'error' }), SANDBOXED);
const services = Object.fromEntries(
  SANDBOXED.map((key) => [
    key,
    { baseUrl: sandbox.services[key]?.baseUrl, secret: sandbox.services[key]?.demo.secret },
  ]),
);
process.on('disconnect', () => void sandbox.close().finally(() => process.exit(0)));
process.send?.({
  type: 'ready',
  hugeUrl: `http://127.0.0.1:${(huge.address() as { port: number }).port}`,
  services,
});
