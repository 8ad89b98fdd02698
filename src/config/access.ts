// The access settings read from the environment (GATEWAY_API_KEYS, scopes): parsed and validated here, with the rest
// of the configuration; src/auth/access.ts decides per request who the caller is and what they may spend.
import { createHash } from 'node:crypto';
import { SERVICE_KEYS, type ServiceKey } from './services.js';

/** The services with operations on the gateway's own upstream account, behind an admin scope (`<key>:admin`). */
export const ADMIN_SERVICES = ['automotive'] as const;
export type AdminService = (typeof ADMIN_SERVICES)[number];

/**
 * A service's read scope (its key), its write scope (`<key>:write`, which includes reading), an admin scope
 * (`automotive:admin`, which includes reading), or every scope.
 */
export type Scope = ServiceKey | `${ServiceKey}:write` | `${AdminService}:admin` | '*';

export const WRITE_SUFFIX = ':write';
export const ADMIN_SUFFIX = ':admin';

export function isScopeName(name: string): name is Scope {
  if (name === '*') return true;
  if (name.endsWith(ADMIN_SUFFIX)) {
    return (ADMIN_SERVICES as readonly string[]).includes(name.slice(0, -ADMIN_SUFFIX.length));
  }
  const service = name.endsWith(WRITE_SUFFIX) ? name.slice(0, -WRITE_SUFFIX.length) : name;
  return (SERVICE_KEYS as readonly string[]).includes(service);
}

export interface ApiKeyEntry {
  /** SHA-256 of the key, hex: the key itself is not kept, and comparisons take the same time whatever matches. */
  hash: string;
  scopes: readonly Scope[];
}

export interface AccessSettings {
  apiKeys: ApiKeyEntry[];
  jwt?: {
    /** HS256/384/512 shared secret. */
    secret?: string;
    /** JWKS of the issuer (RS/PS/ES/EdDSA), fetched and cached by jose. */
    jwksUrl?: string;
    issuer?: string;
    audience?: string;
    /** Claim holding the scopes: a space-separated string (OAuth 2 `scope`) or an array. */
    scopeClaim: string;
  };
  /** Scopes of a caller that presents neither a key nor a token (default none). */
  anonymousScopes: readonly Scope[];
}

const API_KEY_PATTERN = /^[A-Za-z0-9._~+/=-]{16,256}$/;

const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * `messaging numbers` or `messaging,marketplace:write,automotive:admin` or `*`; throws on a name that is not a
 * service key, a service key with `:write`, or `automotive:admin`.
 */
export function parseScopes(raw: string): Scope[] {
  const scopes = new Set<Scope>();
  for (const name of raw.split(/[\s,]+/).filter(Boolean)) {
    if (!isScopeName(name)) {
      throw new Error(
        `names an unknown service "${name}" (scopes are service keys, <key>:write, automotive:admin or *)`,
      );
    }
    scopes.add(name);
  }
  return [...scopes];
}

/** `GATEWAY_API_KEYS`: `<key>:<scope>,<scope>;<key>:*`. Keys are at least 16 characters of [A-Za-z0-9._~+/=-]. */
export function parseApiKeys(raw: string): ApiKeyEntry[] {
  const entries: ApiKeyEntry[] = [];
  for (const part of raw
    .split(';')
    .map((item) => item.trim())
    .filter(Boolean)) {
    const separator = part.indexOf(':');
    const key = separator < 0 ? part : part.slice(0, separator);
    if (separator < 0 || !API_KEY_PATTERN.test(key)) {
      throw new Error('must be <key>:<scopes>;... with keys of at least 16 characters of [A-Za-z0-9._~+/=-]');
    }
    const scopes = parseScopes(part.slice(separator + 1));
    if (scopes.length === 0) throw new Error('gives a key no scopes');
    entries.push({ hash: sha256(key).toString('hex'), scopes });
  }
  return entries;
}
