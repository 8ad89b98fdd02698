// `npm run sandbox`: every simulated upstream on its own loopback port, until Ctrl-C.
import { loadConfig, ENV_PREFIX, ConfigError } from '../config.js';
import { startSandbox } from './index.js';

try {
  const config = loadConfig();
  const sandbox = await startSandbox(config, Object.keys(ENV_PREFIX) as Array<keyof typeof ENV_PREFIX>);
  for (const running of Object.values(sandbox.services)) {
    console.log(`${ENV_PREFIX[running.key]}_BASE_URL=${running.baseUrl}`);
  }
  console.log('Sandbox upstreams are running; Ctrl-C stops them.');
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
