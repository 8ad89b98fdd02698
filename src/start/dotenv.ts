// `.env` at start-up, read with dotenv: a variable already in the process environment wins over the file.
import { existsSync } from 'node:fs';
import { config } from 'dotenv';

export function loadDotEnv(file = '.env', env: NodeJS.ProcessEnv = process.env): void {
  if (!existsSync(file)) return;
  config({ path: file, processEnv: env as Record<string, string>, quiet: true, override: false });
}
