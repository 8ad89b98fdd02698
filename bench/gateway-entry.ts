// The gateway as `npm run serve` starts it (no sandbox), with BENCH_WITHOUT naming always-on parts to leave out
// (comma-separated, from MEASURED_PARTS in src/plugins/index.ts): the features table of `BENCH_AB=features` runs one
// of these per part, beside one that leaves nothing out. Compiled next to the gateway (dist/.bench/) by run.ts.
import { createServer } from 'node:http';
import { loadConfig } from '../src/config/index.js';
import { createGateway } from '../src/gateway.js';
import { createLogger } from '../src/logger.js';
import { startTracing } from '../src/observability/tracer.js';
import { createMetrics } from '../src/observability/upstream-metrics.js';
import { MEASURED_PARTS, type MeasuredPart } from '../src/plugins/index.js';

const without = new Set((process.env.BENCH_WITHOUT ?? '').split(',').filter(Boolean) as MeasuredPart[]);
for (const part of without) if (!MEASURED_PARTS.includes(part)) throw new Error(`BENCH_WITHOUT: no part ${part}`);

const config = loadConfig();
const logger = createLogger(config.logLevel);
await startTracing(config.operations.tracing);
const gateway = createGateway(config, { logger, metrics: createMetrics({ collectProcessMetrics: true }), without });
const server = createServer(gateway);
server.listen(config.port, config.host);
process.once('SIGTERM', () => process.exit(0));
