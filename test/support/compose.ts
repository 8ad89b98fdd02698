// compose.yaml as the tests read it: its services, and a service's environment as compose hands it to the container
// when nothing overrides it (`${NAME:-default}` and `${NAME-default}` give their default).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { PROJECT_ROOT } from '../../scripts/specs/location.js';

export interface ComposeService {
  build?: { context: string; target?: string };
  image?: string;
  command?: string[];
  expose?: string[];
  ports?: string[];
  environment?: Record<string, string | number | boolean>;
  env_file?: Array<{ path: string; required?: boolean }>;
  depends_on?: string[];
  deploy?: { replicas?: number };
  volumes?: string[];
  [field: string]: unknown;
}

export const compose = parse(readFileSync(join(PROJECT_ROOT, 'compose.yaml'), 'utf8')) as {
  services: Record<string, ComposeService>;
};

/** A variable's value with compose's interpolation of an unset variable: `${NAME:-default}` is `default`. */
export function interpolated(value: string | number | boolean): string {
  return String(value).replace(/^\$\{[A-Z_][A-Z0-9_]*:?-(.*)\}$/, '$1');
}

/** The environment of a compose service, every `${NAME:-default}` at its default. */
export function composeEnv(service: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(compose.services[service]?.environment ?? {}).map(([name, value]) => [name, interpolated(value)]),
  );
}
