// Environment -> typed, validated configuration. The variable names are a contract (README, .env.example):
// `<PREFIX>_BASE_URL` points a service at its real upstream; without it the service runs on the built-in sandbox.
import { z } from 'zod';
import { parseApiKeys, parseScopes, type AccessSettings } from './access.js';
import { ENV_PREFIX, SERVICE_KEYS, type ServiceKey } from './services.js';

export { ENV_PREFIX, SERVICE_KEYS, type ServiceKey } from './services.js';
import { loadOperationsConfig, type OperationsConfig } from './operations.js';
import { loadEventsSettings, type EventsSettings } from './events.js';
import { loadMcpSettings, type McpSettings } from './mcp.js';
import {
  booleanFlag,
  baseUrl,
  ConfigError,
  headerName,
  paramName,
  parsed,
  positiveInt,
  read,
  readOptional,
  type Env,
} from './values.js';
import {
  DEFAULT_API_NAMES,
  FILE_STORAGE_PROVIDER_PATH,
  NAMED_PLACEMENTS,
  readApiNames,
  readCertificatesSettings,
  SCHEDULER_PROVIDER_NAMESPACE,
  type ApiNames,
  type CertificatesSettings,
  type CredentialPlacement,
} from './names.js';

export { booleanFlag, ConfigError, read, readOptional, type Env } from './values.js';
export { readApiNames, type ApiNames, type CertificatesSettings, type CredentialPlacement } from './names.js';
export { loadSandboxListen, MAX_SANDBOX_PORT, sandboxPorts, type SandboxListen } from './sandbox.js';
import { parseAllowedHosts, publicUrlHosts } from './hosts.js';

export interface CredentialConfig {
  /** Static secret from the environment (or the sandbox's demo credential when sandboxed). */
  secret?: string;
  /** Incoming request header through which a caller may supply their own credential (it wins over `secret`). */
  callerHeader?: string;
  placement: CredentialPlacement;
  /** When false, calls go out without a credential if none is available (OSF public records). */
  required: boolean;
}

export interface ServiceConfig {
  key: ServiceKey;
  /** Whose names the service uses where the brief and the real API differ (`<PREFIX>_API_NAMES`, `API_NAMES`). */
  apiNames?: ApiNames;
  /** Absolute URL of the upstream, including its base path. Unset until the sandbox assigns one. */
  baseUrl?: string;
  /** True when the service is served by the built-in sandbox. */
  sandboxed: boolean;
  timeoutMs: number;
  retryLimit: number;
  /** Largest upstream answer read, in bytes; reading stops there (UPSTREAM_ERROR `result-too-large`). */
  maxResponseBytes: number;
  credential: CredentialConfig;
}

export interface FileStorageSettings {
  /** `Provider.FileStorage/fileStorageAccounts` (the brief) or `Microsoft.NetApp/netAppAccounts` (the real API). */
  providerPath: string;
  apiVersion: string;
  /** Milliseconds between two polls of a long-running operation when the upstream sends no Retry-After. */
  operationPollMs: number;
  /** Polls of one long-running operation a subscription makes before it stops following it. */
  operationMaxPolls: number;
}
export interface SchedulerSettings {
  providerNamespace: string;
  apiVersion: string;
}
export interface AutomotiveSettings {
  apiId?: string;
  apiKey?: string;
  /** Query parameter that carries the JWT on data requests. */
  jwtParam: string;
  /** Refresh the JWT this long before it expires. */
  refreshMarginMs: number;
  /** Lifetime of JWTs issued by the sandbox. */
  sandboxTokenTtlSeconds: number;
}
export interface UnpackerSettings {
  maxUploadBytes: number;
  maxResultBytes: number;
}
/** Who may call the gateway and what it exposes (docs/security.md). */
export interface SecuritySettings {
  /** Origins allowed to call from a browser (CORS); empty: no cross-origin use at all. */
  corsOrigins: string[];
  /** Hosts answered besides loopback (src/config/hosts.ts, checked by src/plugins/host-check.ts): ALLOWED_HOSTS and the public URLs' host names. */
  allowedHosts: string[];
  /**
   * Where /metrics is served: its own port, and/or the public port behind a bearer token, or (dev) openly.
   * `collected`: whether it is served anywhere; GraphQL operation metrics that no one can read are not collected.
   */
  metrics: { port?: number; token?: string; onPublicPort: boolean; collected: boolean };
  access: AccessSettings;
}

export interface GatewayConfig {
  port: number;
  host: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** NODE_ENV=production: the defaults below become the safe ones. */
  production: boolean;
  /** Serve the built-in sandbox for services without a base URL (default: yes, except in production). */
  sandbox: boolean;
  graphiql: boolean;
  introspection: boolean;
  security: SecuritySettings;
  /** Circuit breaker per upstream: open after this share of failures, fail fast, try again after a pause. */
  breaker: { errorPercent: number; volumeThreshold: number; windowMs: number; resetMs: number };
  /** Upper bounds that GraphQL Armor enforces on every operation. */
  limits: {
    maxDepth: number;
    maxAliases: number;
    maxTokens: number;
    maxCost: number;
    maxNesting: number;
    /** Cap on a request body that is not a multipart upload (JSON operation and variables), in bytes. */
    maxRequestBytes: number;
  };
  services: Record<ServiceKey, ServiceConfig>;
  fileStorage: FileStorageSettings;
  scheduler: SchedulerSettings;
  automotive: AutomotiveSettings;
  unpacker: UnpackerSettings;
  certificates: CertificatesSettings;
  /** Store, tracing, response cache, rate limits, persisted documents (src/config/operations.ts). */
  operations: OperationsConfig;
  /** Live events: the public URL upstream webhooks call back, delivery limits (src/config/events.ts). */
  events: EventsSettings;
  /** FEDERATION=true: serve the schema as an Apollo Federation v2 subgraph (docs/federation.md). */
  federation: boolean;
  /** MCP=true: the operations as Model Context Protocol tools at /mcp (src/config/mcp.ts, docs/mcp.md). */
  mcp: McpSettings;
}

/** One origin: scheme, host and port only. `*` is refused: the gateway's answers must not go to any site. */
function parseOrigins(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      let url: URL | undefined;
      try {
        url = new URL(item);
      } catch {
        url = undefined;
      }
      if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== item.replace(/\/$/, '')) {
        throw new Error(`must list origins like https://app.example.com (got "${item}"; * is not allowed)`);
      }
      return url.origin;
    });
}

function metricsSettings(port: number | undefined, token: string | undefined, production: boolean) {
  // Open on the public port only for development; in production it needs its own port or the token.
  const onPublicPort = Boolean(token) || !production;
  return { port, token, onPublicPort, collected: onPublicPort || port !== undefined };
}

function readSecurity(env: Env, production: boolean): SecuritySettings {
  const jwtSecret = readOptional(env, 'GATEWAY_JWT_SECRET', z.string().min(32, 'must be at least 32 characters'));
  const jwksUrl = readOptional(env, 'GATEWAY_JWKS_URL', z.url({ protocol: /^https?$/ }));
  if (jwtSecret && jwksUrl) throw new ConfigError('GATEWAY_JWKS_URL', 'and GATEWAY_JWT_SECRET are exclusive: set one');
  const metricsToken = readOptional(env, 'METRICS_TOKEN', z.string().min(16, 'must be at least 16 characters'));
  return {
    corsOrigins: read(env, 'CORS_ORIGINS', parsed(parseOrigins), []),
    allowedHosts: [
      ...read(env, 'ALLOWED_HOSTS', parsed(parseAllowedHosts), []),
      ...publicUrlHosts(env.GATEWAY_PUBLIC_URL, env.MESSAGING_WEBHOOK_BASE_URL),
    ],
    metrics: metricsSettings(
      readOptional(env, 'METRICS_PORT', z.coerce.number().int().min(1).max(65_535)),
      metricsToken,
      production,
    ),
    access: {
      apiKeys: read(env, 'GATEWAY_API_KEYS', parsed(parseApiKeys), []),
      jwt:
        jwtSecret || jwksUrl
          ? {
              secret: jwtSecret,
              jwksUrl,
              issuer: readOptional(env, 'GATEWAY_JWT_ISSUER', z.string().min(1)),
              audience: readOptional(env, 'GATEWAY_JWT_AUDIENCE', z.string().min(1)),
              scopeClaim: read(env, 'GATEWAY_JWT_SCOPE_CLAIM', z.string().min(1), 'scope'),
            }
          : undefined,
      anonymousScopes: read(env, 'GATEWAY_ANONYMOUS_SCOPES', parsed(parseScopes), []),
    },
  };
}

/** In production a service without a base URL is a mistake unless the sandbox is asked for: say which ones. */
function requireBaseUrls(services: Record<ServiceKey, ServiceConfig>): void {
  const missing = SERVICE_KEYS.filter((key) => services[key].sandboxed).map((key) => `${ENV_PREFIX[key]}_BASE_URL`);
  if (missing.length === 0) return;
  throw new ConfigError(
    missing.join(', '),
    `${missing.length === 1 ? 'is' : 'are'} not set and NODE_ENV=production does not serve sandbox demo data (set SANDBOX=true to allow it)`,
  );
}

interface CredentialDefaults {
  /** Env variable with the static secret (after the prefix). */
  secretVariable?: string;
  /** Default incoming header for a caller's own credential. */
  callerHeader?: string;
  placement: CredentialPlacement;
  /** Env variable (after the prefix) that renames the outgoing header or query parameter. */
  placementNameVariable?: string;
  required: boolean;
  /** Caller credentials are only accepted when `<PREFIX>_ALLOW_CALLER_CREDENTIAL` is true. */
  callerCredentialOptIn?: boolean;
}

/** Each service's credential scheme; where the brief's names differ from the real API's, NAMED_PLACEMENTS decides. */
const CREDENTIAL_DEFAULTS: Record<ServiceKey, CredentialDefaults> = {
  messaging: {
    secretVariable: 'TOKEN',
    callerHeader: 'x-messaging-token',
    placement: { in: 'header', name: 'Authorization', scheme: 'Bearer' },
    required: true,
  },
  unpacker: { placement: { in: 'none' }, required: false },
  numbers: {
    secretVariable: 'API_KEY',
    placement: NAMED_PLACEMENTS.numbers!.real,
    placementNameVariable: 'API_KEY_HEADER',
    required: true,
  },
  fileStorage: {
    secretVariable: 'TOKEN',
    callerHeader: 'x-file-storage-token',
    placement: { in: 'header', name: 'Authorization', scheme: 'Bearer' },
    required: true,
  },
  scheduler: {
    secretVariable: 'TOKEN',
    callerHeader: 'x-scheduler-token',
    placement: { in: 'header', name: 'Authorization', scheme: 'Bearer' },
    required: true,
  },
  marketplace: {
    secretVariable: 'API_KEY',
    callerHeader: 'x-marketplace-api-key',
    callerCredentialOptIn: true,
    placement: { in: 'header', name: 'authorization' },
    required: true,
  },
  research: {
    secretVariable: 'TOKEN',
    callerHeader: 'x-research-token',
    placement: { in: 'header', name: 'Authorization', scheme: 'Bearer' },
    required: false,
  },
  // The JWT obtained from /getToken is the credential; AutomotiveSettings holds what buys it.
  automotive: {
    placement: { in: 'query', name: 'jwt' },
    placementNameVariable: 'JWT_PARAM',
    required: true,
  },
  certificates: {
    secretVariable: 'API_KEY',
    placement: NAMED_PLACEMENTS.certificates!.real,
    placementNameVariable: 'API_KEY_HEADER',
    required: true,
  },
  content: {
    secretVariable: 'API_KEY',
    placement: NAMED_PLACEMENTS.content!.real,
    placementNameVariable: 'API_KEY_PARAM',
    required: true,
  },
};

/**
 * The variables holding a service's own credential (`NUMBERS_API_KEY`), for the start-up warning of an upstream
 * configured without it; undefined for a service that needs none.
 */
export function credentialVariables(key: ServiceKey): string[] | undefined {
  if (key === 'automotive') return ['AUTOMOTIVE_API_ID', 'AUTOMOTIVE_API_KEY'];
  const { secretVariable, required } = CREDENTIAL_DEFAULTS[key];
  return secretVariable && required ? [`${ENV_PREFIX[key]}_${secretVariable}`] : undefined;
}

/** HubSpot takes the key as a query parameter (the spec's `hapikey`) or, for private apps, as a bearer token. */
function contentPlacement(env: Env, placement: CredentialPlacement): CredentialPlacement {
  const where = read(
    env,
    'CONTENT_API_KEY_IN',
    z.enum(['query', 'bearer'], { message: 'must be query or bearer' }),
    'query',
  );
  return where === 'bearer' ? { in: 'header', name: 'Authorization', scheme: 'Bearer' } : placement;
}

function readCredential(
  env: Env,
  prefix: string,
  defaults: CredentialDefaults,
  namedPlacement?: CredentialPlacement,
): CredentialConfig {
  const secret = defaults.secretVariable
    ? readOptional(env, `${prefix}_${defaults.secretVariable}`, z.string().min(1))
    : undefined;
  let placement = namedPlacement ?? defaults.placement;
  if (defaults.placementNameVariable && placement.in !== 'none') {
    const variable = `${prefix}_${defaults.placementNameVariable}`;
    const name = read(env, variable, placement.in === 'header' ? headerName : paramName, placement.name);
    placement = { ...placement, name };
  }
  let callerHeader = defaults.callerHeader;
  if (callerHeader) {
    callerHeader = read(env, `${prefix}_CALLER_HEADER`, headerName, callerHeader).toLowerCase();
    if (defaults.callerCredentialOptIn && !read(env, `${prefix}_ALLOW_CALLER_CREDENTIAL`, booleanFlag, false)) {
      callerHeader = undefined;
    }
  }
  return { secret, callerHeader, placement, required: defaults.required };
}

/** Default cap on one upstream answer: generous for JSON pages, small enough that many at once stay bounded. */
export const DEFAULT_MAX_RESPONSE_BYTES = 8 * 1024 * 1024;

export function loadConfig(env: Env = process.env): GatewayConfig {
  const services = {} as Record<ServiceKey, ServiceConfig>;
  const maxResponseBytes = read(
    env,
    'UPSTREAM_MAX_RESPONSE_BYTES',
    positiveInt(1024 * 1024 * 1024),
    DEFAULT_MAX_RESPONSE_BYTES,
  );
  for (const key of SERVICE_KEYS) {
    const prefix = ENV_PREFIX[key];
    const url = readOptional(env, `${prefix}_BASE_URL`, baseUrl);
    const apiNames = readApiNames(env, prefix);
    let credential = readCredential(env, prefix, CREDENTIAL_DEFAULTS[key], NAMED_PLACEMENTS[key]?.[apiNames]);
    if (key === 'content') credential = { ...credential, placement: contentPlacement(env, credential.placement) };
    services[key] = {
      key,
      apiNames,
      baseUrl: url?.replace(/\/+$/, ''),
      sandboxed: url === undefined,
      timeoutMs: read(env, `${prefix}_TIMEOUT_MS`, positiveInt(300_000), 10_000),
      retryLimit: read(env, `${prefix}_RETRIES`, z.coerce.number().int().min(0).max(5), 2),
      maxResponseBytes: read(env, `${prefix}_MAX_RESPONSE_BYTES`, positiveInt(1024 * 1024 * 1024), maxResponseBytes),
      credential,
    };
  }
  const jwtPlacement = services.automotive.credential.placement;
  const production = env.NODE_ENV === 'production';
  const sandbox = read(env, 'SANDBOX', booleanFlag, !production);
  if (production && !sandbox) requireBaseUrls(services);

  return {
    port: read(env, 'PORT', z.coerce.number().int().min(0).max(65_535), 4000),
    host: read(env, 'HOST', z.string().min(1), '0.0.0.0'),
    logLevel: read(env, 'LOG_LEVEL', z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
    production,
    sandbox,
    graphiql: read(env, 'GRAPHIQL', booleanFlag, !production),
    introspection: read(env, 'INTROSPECTION', booleanFlag, !production),
    security: readSecurity(env, production),
    breaker: {
      errorPercent: read(env, 'BREAKER_ERROR_PERCENT', positiveInt(100), 50),
      volumeThreshold: read(env, 'BREAKER_VOLUME_THRESHOLD', positiveInt(10_000), 20),
      windowMs: read(env, 'BREAKER_WINDOW_MS', positiveInt(600_000), 10_000),
      resetMs: read(env, 'BREAKER_RESET_MS', positiveInt(600_000), 10_000),
    },
    limits: {
      maxDepth: read(env, 'MAX_QUERY_DEPTH', positiveInt(100), 15),
      maxAliases: read(env, 'MAX_QUERY_ALIASES', positiveInt(1000), 30),
      maxTokens: read(env, 'MAX_QUERY_TOKENS', positiveInt(100_000), 5000),
      maxCost: read(env, 'MAX_QUERY_COST', positiveInt(1_000_000), 20_000),
      maxNesting: read(env, 'MAX_QUERY_NESTING', positiveInt(1000), 40),
      maxRequestBytes: read(env, 'MAX_REQUEST_BODY_BYTES', positiveInt(100_000_000), 1_048_576),
    },
    services,
    fileStorage: {
      providerPath: read(
        env,
        'FILE_STORAGE_PROVIDER_PATH',
        z.string().regex(/^[A-Za-z0-9.]+\/[A-Za-z0-9]+$/, 'must look like Namespace.Name/resourceType'),
        FILE_STORAGE_PROVIDER_PATH[services.fileStorage.apiNames ?? DEFAULT_API_NAMES],
      ),
      apiVersion: read(
        env,
        'FILE_STORAGE_API_VERSION',
        z.string().regex(/^\d{4}-\d{2}-\d{2}(-preview)?$/),
        '2019-05-01',
      ),
      operationPollMs: read(env, 'FILE_STORAGE_OPERATION_POLL_MS', positiveInt(600_000), 2000),
      operationMaxPolls: read(env, 'FILE_STORAGE_OPERATION_MAX_POLLS', positiveInt(10_000), 150),
    },
    scheduler: {
      providerNamespace: read(
        env,
        'SCHEDULER_PROVIDER_NAMESPACE',
        z.string().regex(/^[A-Za-z0-9.]+$/, 'must look like Namespace.Name'),
        SCHEDULER_PROVIDER_NAMESPACE[services.scheduler.apiNames ?? DEFAULT_API_NAMES],
      ),
      apiVersion: read(env, 'SCHEDULER_API_VERSION', z.string().regex(/^\d{4}-\d{2}-\d{2}(-preview)?$/), '2016-03-01'),
    },
    automotive: {
      apiId: readOptional(env, 'AUTOMOTIVE_API_ID', z.string().min(1)),
      apiKey: readOptional(env, 'AUTOMOTIVE_API_KEY', z.string().min(1)),
      jwtParam: jwtPlacement.in === 'query' ? jwtPlacement.name : 'jwt',
      refreshMarginMs: read(env, 'AUTOMOTIVE_TOKEN_REFRESH_MARGIN_MS', z.coerce.number().int().min(0), 60_000),
      sandboxTokenTtlSeconds: read(env, 'AUTOMOTIVE_SANDBOX_TOKEN_TTL_SECONDS', positiveInt(86_400), 3600),
    },
    unpacker: {
      maxUploadBytes: read(env, 'UNPACKER_MAX_UPLOAD_BYTES', positiveInt(1024 * 1024 * 1024), 32 * 1024 * 1024),
      maxResultBytes: read(env, 'UNPACKER_MAX_RESULT_BYTES', positiveInt(1024 * 1024 * 1024), 32 * 1024 * 1024),
    },
    certificates: readCertificatesSettings(env),
    operations: loadOperationsConfig(env),
    events: loadEventsSettings(env),
    federation: read(env, 'FEDERATION', booleanFlag, false),
    mcp: loadMcpSettings(env, Boolean(env.PERSISTED_DOCUMENTS)),
  };
}
