// Before the run: the run's id, which every process a test starts carries (test/support/gateway-process.ts) and by
// which the check at the end finds survivors; and the production bundle, built when it is missing or older than a
// file it is made from, so the tests of the production path run what `npm run serve` runs (esbuild: seconds).
import { spawnSync } from 'node:child_process';

export default function globalSetup() {
  process.env.GATEWAY_TEST_RUN ??= `${process.pid}-${Date.now()}`;
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bundle.ts', '--if-stale'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (built.status !== 0) throw new Error('the production bundle (dist/bundle/, scripts/bundle.ts) could not be built');
}
