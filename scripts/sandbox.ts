// `npm run sandbox`: every simulated upstream on its own loopback port, answering under the names the gateway's
// configuration (env, .env) sends, until Ctrl-C. Prints the <PREFIX>_BASE_URL lines that point a gateway at it.
import { ConfigError, SERVICE_KEYS, loadConfig } from '../src/config.js';
import { baseUrlLines, startSandboxFor } from '../src/dev/sandbox.js';
import { loadDotEnv } from '../src/operations/env.js';

try {
  loadDotEnv();
  const sandbox = await startSandboxFor(loadConfig(), SERVICE_KEYS);
  for (const line of baseUrlLines(sandbox)) console.log(line);
  console.log('Sandbox upstreams are running; Ctrl-C stops them.');
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
