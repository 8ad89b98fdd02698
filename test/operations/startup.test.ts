// Start-up as a user meets it: `.env` read (process env wins), `.env.example` valid as a docker --env-file, a busy
// port reported in one line, and `npm start` leaving no gateway behind on SIGTERM.
import { once } from 'node:events';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config/index.js';
import { loadDotEnv } from '../../src/start/dotenv.js';
import { gatewayCommand, spawnTracked } from '../support/gateway-process.js';

test('.env fills what the process environment does not set', () => {
  const file = join(mkdtempSync(join(tmpdir(), 'gateway-env-')), '.env');
  writeFileSync(file, 'PORT=4100\nLOG_LEVEL=debug # inline comment\nNUMBERS_API_KEY="quoted key"\n');
  const env: NodeJS.ProcessEnv = { PORT: '4200' };
  loadDotEnv(file, env);
  expect(env).toMatchObject({ PORT: '4200', LOG_LEVEL: 'debug', NUMBERS_API_KEY: 'quoted key' });
  loadDotEnv(join(tmpdir(), 'no-such-dir', '.env'), env);
});

test('.env.example is valid as `docker run --env-file` reads it (no quotes, no inline comments)', () => {
  const env: Record<string, string> = {};
  for (const line of readFileSync('.env.example', 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [name, ...value] = line.split('=');
    env[name!] = value.join('=');
  }
  expect(Object.keys(env)).toContain('PORT');
  expect(() => loadConfig(env)).not.toThrow();
  expect(loadConfig(env).port).toBe(4000);
});

function run(command: string, args: string[], env: Record<string, string>) {
  // Tracked: ended with this file at the latest, whatever happens to the test (test/support/gateway-process.ts).
  const child = spawnTracked(command, args, { env: { HOST: '127.0.0.1', ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr!.on('data', (chunk) => (stderr += String(chunk)));
  return { child, output: () => ({ stdout, stderr }) };
}

test('a busy port is one clear line and exit code 1', async () => {
  const busy = createServer().listen(0, '127.0.0.1');
  await once(busy, 'listening');
  const port = (busy.address() as { port: number }).port;
  try {
    const { command, args } = gatewayCommand('source');
    const { child, output } = run(command, args, {
      PORT: String(port),
      LOG_LEVEL: 'silent',
    });
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(1);
    expect(output().stderr.trim().split('\n')).toEqual([
      `Cannot listen: port ${port} on 127.0.0.1 is already in use (set PORT to another port)`,
    ]);
  } finally {
    busy.close();
  }
}, 60_000);

test('SIGTERM to `npm start` stops the gateway too (no orphan answering)', async () => {
  const { child, output } = run('npm', ['start', '--silent'], { PORT: '0' });
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /localhost:(\d+)\/graphql/.exec(output().stdout);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    child.once('exit', () => reject(new Error(`npm start exited early: ${output().stderr}`)));
  });
  expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  child.kill('SIGTERM');
  await once(child, 'exit');
  // npm waits for its script: once npm has exited, nothing may answer on the port.
  await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
}, 60_000);
