// `npm run sandbox`: every simulated upstream, answering under the names the gateway's configuration (env, .env)
// sends, until Ctrl-C. Each on loopback and a free port, or where SANDBOX_HOST and SANDBOX_PORT say: the ten
// services on SANDBOX_PORT and the nine ports after it, in SERVICE_KEYS order (src/config/sandbox.ts), so gateways
// elsewhere can be pointed at fixed URLs (compose.yaml). Prints the <PREFIX>_BASE_URL lines that point a gateway at it.
import { ConfigError, SERVICE_KEYS, loadConfig, loadSandboxListen } from '../src/config/index.js';
import { baseUrlLines, startSandboxFor } from '../src/dev/sandbox.js';
import { loadDotEnv } from '../src/start/dotenv.js';

try {
  loadDotEnv();
  const listen = loadSandboxListen(process.env);
  // Only the names are read: every service is started whatever base URLs the environment names, so NODE_ENV=production
  // (a shared .env) does not ask for them (SANDBOX=true), as it would of a gateway.
  const sandbox = await startSandboxFor(loadConfig({ ...process.env, SANDBOX: 'true' }), SERVICE_KEYS, listen);
  for (const line of baseUrlLines(sandbox)) console.log(line);
  console.log(`Sandbox upstreams are running (listening on ${listen.host}); Ctrl-C stops them.`);
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
  if (error instanceof ConfigError) console.error(error.message);
  // A port already taken, a host that is not this machine's (sandbox/framework.ts): one line, and what to change.
  else if (error instanceof Error && error.name === 'SandboxListenError')
    console.error(`Cannot start the sandbox: ${error.message} (set SANDBOX_PORT or SANDBOX_HOST to another)`);
  else console.error(error);
  process.exit(1);
}
