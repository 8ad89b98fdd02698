// Where `npm run sandbox` (scripts/sandbox.ts) listens: SANDBOX_HOST, and SANDBOX_PORT, the first of ten fixed ports,
// one per service in SERVICE_KEYS order (messaging on SANDBOX_PORT, unpacker on SANDBOX_PORT+1, ... content on
// SANDBOX_PORT+9), so the gateways of another host or container can be pointed at it with fixed
// `<PREFIX>_BASE_URL`s (compose.yaml). Unset: loopback, and a free port per service, chosen when it starts. Only
// `npm run sandbox` reads them; the sandbox a gateway embeds (SANDBOX=true) stays on loopback on ports of its own.
import { isIP } from 'node:net';
import { z } from 'zod';
import { SERVICE_KEYS, type ServiceKey } from './services.js';
import { read, readOptional, type Env } from './values.js';

/** The highest SANDBOX_PORT: the last service's port (SANDBOX_PORT + 9) must still be a port. */
export const MAX_SANDBOX_PORT = 65_535 - (SERVICE_KEYS.length - 1);

export interface SandboxListen {
  /** The interface every sandbox service listens on (SANDBOX_HOST, default 127.0.0.1). */
  host: string;
  /** Each service's fixed port (from SANDBOX_PORT); undefined: a free port each, chosen at start. */
  ports?: Record<ServiceKey, number>;
}

/** A host name (letters, digits, dots, hyphens) or an IP address, as `listen` takes it: no scheme, no port. */
const HOST_NAME = /^[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;
const listenHost = z
  .string()
  .refine(
    (value) => isIP(value) !== 0 || HOST_NAME.test(value),
    'must be an IP address or a host name to listen on, such as 127.0.0.1 or 0.0.0.0 (no scheme, no port)',
  );

const basePort = z
  .string()
  .regex(/^\d+$/, `must be a port number from 1 to ${MAX_SANDBOX_PORT}`)
  .transform(Number)
  .refine(
    (port) => port >= 1 && port <= MAX_SANDBOX_PORT,
    `must be a port number from 1 to ${MAX_SANDBOX_PORT} (the ${SERVICE_KEYS.length} services listen on it and the ${SERVICE_KEYS.length - 1} ports after it)`,
  );

/** Each service's port for a base port: SERVICE_KEYS order, one after another (the documented layout). */
export function sandboxPorts(base: number): Record<ServiceKey, number> {
  return Object.fromEntries(SERVICE_KEYS.map((key, index) => [key, base + index])) as Record<ServiceKey, number>;
}

export function loadSandboxListen(env: Env): SandboxListen {
  const host = read(env, 'SANDBOX_HOST', listenHost, '127.0.0.1');
  const base = readOptional(env, 'SANDBOX_PORT', basePort);
  return { host, ports: base === undefined ? undefined : sandboxPorts(base) };
}
