// Gateway access control: who may make the gateway spend its own configured credentials. Callers authenticate to
// the gateway with an API key (`x-api-key`) or a JWT (`Authorization: Bearer`, verified with jose against a shared
// secret or a JWKS); each carries scopes, one per service key (or `*`). A service whose upstream would receive a
// credential the gateway holds answers FORBIDDEN to a caller without its scope, before any upstream call. Writes that
// spend it (marketplace, file-storage and research mutations) need the service's write scope (`marketplace:write`),
// which also covers its reads. Operations on the gateway's own upstream account (the CIS Automotive sub-user keys)
// need the admin scope (`automotive:admin`), which also covers the service's reads. A caller's
// own upstream credential (the `x-...-token` headers) needs no scope, and neither do sandboxed services (demo data
// with demo credentials, so `npm start` works with nothing configured).
import { createHash, timingSafeEqual } from 'node:crypto';
import { GraphQLError } from 'graphql';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import type { GatewayConfig, ServiceKey } from '../config/index.js';
import { UpstreamError } from '../http/errors.js';
import type { RequestCredentials } from './credentials.js';
import {
  ADMIN_SUFFIX,
  isScopeName,
  WRITE_SUFFIX,
  type AccessSettings,
  type ApiKeyEntry,
  type Scope,
} from '../config/access.js';

export { parseApiKeys, parseScopes, type AccessSettings, type ApiKeyEntry, type Scope } from '../config/access.js';

/**
 * Whether a request reads a service, makes it change something (a mutation that spends the gateway's key), or
 * manages the gateway's own account with that service (its keys).
 */
export type AccessMode = 'read' | 'write' | 'admin';

export interface Principal {
  kind: 'anonymous' | 'api-key' | 'jwt';
  /** Who, for rate limits: `key:<hash prefix>` or `jwt:<sub>`; never the key or token itself. Anonymous has none. */
  id?: string;
  scopes: readonly Scope[];
}

export const API_KEY_HEADER = 'x-api-key';
const sha256 = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/** A refused key or token fails the whole request with 401: a typo must not silently downgrade to anonymous. */
function unauthenticated(message: string): GraphQLError {
  return new GraphQLError(message, {
    extensions: { code: 'UNAUTHENTICATED', http: { status: 401, headers: { 'www-authenticate': 'Bearer' } } },
  });
}

function scopesFromClaim(value: unknown): Scope[] {
  const names = typeof value === 'string' ? value.split(/\s+/) : Array.isArray(value) ? value.map(String) : [];
  // Scopes of other audiences may share the token: unknown names are ignored, not an error.
  return names.filter(isScopeName);
}

export interface Authenticator {
  authenticate(headers: Headers): Promise<Principal>;
}

export function createAuthenticator(settings: AccessSettings): Authenticator {
  const jwt = settings.jwt;
  let keyResolver: JWTVerifyGetKey | Uint8Array | undefined;
  if (jwt?.jwksUrl) keyResolver = createRemoteJWKSet(new URL(jwt.jwksUrl));
  else if (jwt?.secret) keyResolver = new TextEncoder().encode(jwt.secret);
  const algorithms = jwt?.jwksUrl
    ? ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA']
    : ['HS256', 'HS384', 'HS512'];

  async function verify(token: string): Promise<JWTPayload> {
    if (!keyResolver || !jwt)
      throw unauthenticated('The gateway accepts no bearer tokens (no JWT verification set up)');
    try {
      const options = { issuer: jwt.issuer, audience: jwt.audience, algorithms, requiredClaims: ['exp'] };
      const { payload } =
        keyResolver instanceof Uint8Array
          ? await jwtVerify(token, keyResolver, options)
          : await jwtVerify(token, keyResolver, options);
      return payload;
    } catch (error) {
      if (error instanceof GraphQLError) throw error;
      const expired = error instanceof joseErrors.JWTExpired;
      throw unauthenticated(expired ? 'The gateway token has expired' : 'The gateway token is not valid');
    }
  }

  // One answer per request: the context and the response-cache key both ask, and a JWT is verified once.
  // Weakly held, so nothing outlives the request.
  const answered = new WeakMap<Headers, Promise<Principal>>();

  async function authenticate(headers: Headers): Promise<Principal> {
    const apiKey = headers.get(API_KEY_HEADER)?.trim();
    if (apiKey) {
      const hash = sha256(apiKey);
      // Every entry is compared, so the time taken does not tell which one matched.
      let match: ApiKeyEntry | undefined;
      for (const entry of settings.apiKeys) if (timingSafeEqual(Buffer.from(entry.hash, 'hex'), hash)) match ??= entry;
      if (!match) throw unauthenticated('The gateway API key is not valid');
      return { kind: 'api-key', id: `key:${match.hash.slice(0, 16)}`, scopes: match.scopes };
    }
    const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '')?.[1];
    if (bearer) {
      const payload = await verify(bearer);
      const scopes = scopesFromClaim(payload[jwt?.scopeClaim ?? 'scope']);
      return { kind: 'jwt', id: typeof payload.sub === 'string' ? `jwt:${payload.sub}` : undefined, scopes };
    }
    return { kind: 'anonymous', scopes: settings.anonymousScopes };
  }

  return {
    authenticate(headers) {
      let answer = answered.get(headers);
      if (!answer) {
        answer = authenticate(headers);
        answered.set(headers, answer);
      }
      return answer;
    },
  };
}

/**
 * Whether the caller's scopes cover this service: `*` always; for admin, only the admin scope; for writes, the write
 * scope; for reads, the key, the write scope or the admin scope.
 */
export function allows(principal: Principal, service: ServiceKey, mode: AccessMode = 'read'): boolean {
  const scopes = principal.scopes as readonly string[];
  if (scopes.includes('*')) return true;
  const admin = scopes.includes(`${service}${ADMIN_SUFFIX}`);
  const write = scopes.includes(`${service}${WRITE_SUFFIX}`);
  if (mode === 'admin') return admin;
  if (mode === 'write') return write;
  return write || admin || scopes.includes(service);
}

/** Whether this request would send the upstream a credential that the gateway holds (rather than the caller). */
function spendsGatewayCredential(config: GatewayConfig, key: ServiceKey, credentials: RequestCredentials): boolean {
  if (key === 'automotive') return Boolean(config.automotive.apiId && config.automotive.apiKey);
  if (credentials[key]?.source !== 'gateway') return false;
  return Boolean(config.services[key].credential.secret || (key === 'certificates' && config.certificates.clientId));
}

/**
 * Whether this caller may not use a service on this request: a gateway credential would be spent without the scope
 * (for a write, the service's write scope).
 */
export function isDenied(
  config: GatewayConfig,
  principal: Principal,
  credentials: RequestCredentials,
  key: ServiceKey,
  mode: AccessMode = 'read',
): boolean {
  if (config.services[key].sandboxed || allows(principal, key, mode)) return false;
  return spendsGatewayCredential(config, key, credentials);
}

/** FORBIDDEN on the fields of a service the caller has no scope for; raised before any upstream call. */
export class MissingScopeError extends UpstreamError {
  constructor(service: ServiceKey, mode: AccessMode = 'read') {
    super(service, 'forbidden');
    (this as { reason: string }).reason = 'missing-scope';
    this.message =
      mode === 'write'
        ? `This caller has no gateway scope to write to the ${service} service (${service}${WRITE_SUFFIX})`
        : mode === 'admin'
          ? `This caller has no gateway scope to manage the ${service} account (${service}${ADMIN_SUFFIX})`
          : `This caller has no gateway scope for the ${service} service`;
  }
}
