// The peer side of `npm run bench`: Hive Gateway serving a Mesh supergraph composed from an OpenAPI description of
// the same canned stub (bench/peers/hive/), as a Hive user would set it up: `mesh-compose`, then
// `hive-gateway supergraph` with its defaults (one process, NODE_ENV=production). Its packages are large (about
// 500 MB) and only the benchmark needs them, so they live in their own package, installed here on first use with
// `npm ci` from its lockfile; BENCH_PEERS=none leaves the peer out.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, track, untilHealthy } from '../processes.js';

const HIVE_DIR = new URL('./hive/', import.meta.url).pathname;

export interface Peer {
  child: ChildProcess;
  port: number;
  close(): void;
}

export async function startHivePeer(upstreamBase: string, token: string): Promise<Peer | undefined> {
  if (process.env.BENCH_PEERS === 'none') return undefined;
  if (!existsSync(join(HIVE_DIR, 'node_modules', '@graphql-hive', 'gateway'))) {
    console.error('installing the Hive Gateway peer (bench/peers/hive, once) ...');
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: HIVE_DIR, stdio: 'inherit' });
  }
  // Composed per run: the supergraph names the stub's address, which changes with its port. The gateway runs in a
  // folder of its own, so it picks up no configuration file but the supergraph.
  const work = mkdtempSync(join(tmpdir(), 'bench-hive-'));
  const supergraph = join(work, 'supergraph.graphql');
  execFileSync(join(HIVE_DIR, 'node_modules', '.bin', 'mesh-compose'), ['-o', supergraph], {
    cwd: HIVE_DIR,
    env: { ...process.env, BENCH_UPSTREAM: upstreamBase, BENCH_TOKEN: token },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const port = await freePort();
  const child = track(
    spawn(
      process.execPath,
      [join(HIVE_DIR, 'node_modules', '@graphql-hive', 'gateway', 'dist', 'bin.js'), 'supergraph', supergraph],
      {
        cwd: work,
        env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port) },
        stdio: ['ignore', 'ignore', 'inherit'],
      },
    ),
  );
  await untilHealthy(child, `http://127.0.0.1:${port}/healthcheck`);
  return {
    child,
    port,
    close: () => rmSync(work, { recursive: true, force: true }),
  };
}
