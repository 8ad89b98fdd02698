// The sandbox alone (`npm start` in sandbox/, or `npx tsx sandbox/cli.ts`): every simulated upstream on its own
// loopback port under the real APIs' names (`API_NAMES=brief`: the product brief's), until Ctrl-C. The gateway's
// `npm run sandbox` starts it under the gateway's configured names instead (scripts/sandbox.ts).
import { defaultSandboxSettings, startSandbox } from './index.js';

const names = process.env.API_NAMES || 'real';
if (names !== 'real' && names !== 'brief') {
  console.error(`Invalid configuration: API_NAMES must be brief or real`);
  process.exit(1);
}
const sandbox = await startSandbox(defaultSandboxSettings(names));
for (const running of Object.values(sandbox.services)) console.log(`${running.key} ${running.baseUrl}`);
console.log('Sandbox upstreams are running; Ctrl-C stops them.');
const stop = () => void sandbox.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
