// `npm run sandbox`: every simulated upstream on its own loopback port, answering under the names the gateway's
// configuration (env, .env) sends, until Ctrl-C. Prints the <PREFIX>_BASE_URL lines that point a gateway at it.
import { ConfigError, SERVICE_KEYS, loadConfig } from '../src/config/index.js';
import { baseUrlLines, startSandboxFor } from '../src/dev/sandbox.js';
import { loadDotEnv } from '../src/start/dotenv.js';

try {
  loadDotEnv();
  const sandbox = await startSandboxFor(loadConfig(), SERVICE_KEYS);
  for (const line of baseUrlLines(sandbox)) console.log(line);
  console.log('Sandbox upstreams are running; Ctrl-C stops them.');
  // `npm run sandbox` execs node, so npm's SIGTERM (or Ctrl-C's SIGINT) arrives here: close every listener and exit.
  // A second signal while closing exits at once.
  const stop = () => {
    process.on('SIGINT', () => process.exit(1));
    process.on('SIGTERM', () => process.exit(1));
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
