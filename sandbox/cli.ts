// The sandbox alone (`npm start` in sandbox/, or `npx tsx sandbox/cli.ts`): every simulated upstream on its own
// loopback port under the brief's names, until Ctrl-C. The gateway's `npm run sandbox` starts it under the gateway's
// configured names instead (scripts/sandbox.ts).
import { startSandbox } from './index.js';

const sandbox = await startSandbox();
for (const running of Object.values(sandbox.services)) console.log(`${running.key} ${running.baseUrl}`);
console.log('Sandbox upstreams are running; Ctrl-C stops them.');
const stop = () => void sandbox.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
