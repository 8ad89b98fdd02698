// The gateway under load, in its own process so its CPU and peak RSS are its own. The benchmark passes the
// (sandbox-pointed) configuration as JSON.
import { createServer } from 'node:http';
import type { GatewayConfig } from '../src/config.js';
import { createGateway } from '../src/gateway.js';
import { createLogger } from '../src/logger.js';

const config = JSON.parse(process.env.BENCH_GATEWAY_CONFIG ?? '{}') as GatewayConfig;
const gateway = createGateway(config, { logger: createLogger('warn') });
const server = createServer(gateway);
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 });
});
process.on('message', (message) => {
  if (message === 'report') {
    process.send?.({ maxRssKb: process.resourceUsage().maxRSS });
  }
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
