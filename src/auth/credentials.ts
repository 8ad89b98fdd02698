// Which credential each upstream gets and how it is attached. The only module that reads credentials from the
// incoming request; the environment's secrets arrive through the typed config.
import type {
  CertificatesSettings,
  CredentialPlacement,
  GatewayConfig,
  ServiceConfig,
  ServiceKey,
} from '../config/index.js';
import { SERVICE_KEYS } from '../config/index.js';
import { DEFAULT_API_NAMES } from '../config/names.js';

/** What a data source adds to each of its upstream requests. */
export interface UpstreamCredential {
  headers: Record<string, string>;
  searchParams: Record<string, string>;
  /** Where it came from, for logs and tests; never the value itself. */
  source: 'caller' | 'gateway';
}

export function attachCredential(
  placement: CredentialPlacement,
  value: string,
  source: UpstreamCredential['source'],
): UpstreamCredential {
  switch (placement.in) {
    case 'header':
      return {
        headers: { [placement.name]: placement.scheme ? `${placement.scheme} ${value}` : value },
        searchParams: {},
        source,
      };
    case 'query':
      return { headers: {}, searchParams: { [placement.name]: value }, source };
    case 'none':
      return { headers: {}, searchParams: {}, source };
  }
}

/** A caller's own credential from the service's incoming header; "Bearer x" and "x" both mean x. */
function callerSecret(service: ServiceConfig, headers: Headers): string | undefined {
  if (!service.credential.callerHeader) return undefined;
  const raw = headers.get(service.credential.callerHeader)?.trim();
  if (!raw) return undefined;
  return raw.replace(/^Bearer\s+/i, '') || undefined;
}

/** The credential for one service on one request: the caller's own first, then the configured secret. */
export function credentialFor(service: ServiceConfig, headers: Headers): UpstreamCredential | undefined {
  const placement = service.credential.placement;
  const fromCaller = callerSecret(service, headers);
  if (fromCaller) return attachCredential(placement, fromCaller, 'caller');
  if (service.credential.secret) return attachCredential(placement, service.credential.secret, 'gateway');
  // No credential needed (unpacker) or only optional (OSF public records): call without one.
  if (placement.in === 'none' || !service.credential.required) return attachCredential({ in: 'none' }, '', 'gateway');
  return undefined;
}

export type RequestCredentials = Readonly<Record<ServiceKey, UpstreamCredential | undefined>>;

/** API Setu also identifies the caller by a client id header, sent next to the key when one is configured. */
function withClientId(credential: UpstreamCredential | undefined, settings: CertificatesSettings) {
  if (!credential || !settings.clientId) return credential;
  return { ...credential, headers: { ...credential.headers, [settings.clientIdHeader]: settings.clientId } };
}

function resolveOne(config: GatewayConfig, headers: Headers, key: ServiceKey): UpstreamCredential | undefined {
  const credential = credentialFor(config.services[key], headers);
  return key === 'certificates' ? withClientId(credential, config.certificates) : credential;
}

/**
 * A request's credentials, each worked out on first use: a query that touches one service reads one header and
 * builds one credential, not ten. The getters live on the prototype, so a request costs one small object.
 */
class LazyRequestCredentials {
  private readonly resolved: Partial<Record<ServiceKey, UpstreamCredential | undefined>> = {};

  constructor(
    private readonly config: GatewayConfig,
    private readonly headers: Headers,
  ) {}

  resolve(key: ServiceKey): UpstreamCredential | undefined {
    if (!(key in this.resolved)) this.resolved[key] = resolveOne(this.config, this.headers, key);
    return this.resolved[key];
  }
}
for (const key of SERVICE_KEYS) {
  Object.defineProperty(LazyRequestCredentials.prototype, key, {
    enumerable: true,
    get(this: LazyRequestCredentials) {
      return this.resolve(key);
    },
  });
}

export function resolveRequestCredentials(config: GatewayConfig, headers: Headers): RequestCredentials {
  return new LazyRequestCredentials(config, headers) as unknown as RequestCredentials;
}

/** Every secret the gateway itself holds, so logs and tests can prove none of them leaks. */
export function configuredSecrets(config: GatewayConfig): string[] {
  const secrets = SERVICE_KEYS.map((key) => config.services[key].credential.secret);
  secrets.push(config.automotive.apiId, config.automotive.apiKey, config.certificates.clientId);
  return secrets.filter((secret): secret is string => Boolean(secret));
}

function placementName(placement: CredentialPlacement): string {
  if (placement.in === 'none') return 'none';
  if (placement.in === 'query') return `query ${placement.name}`;
  return `header ${placement.name}${placement.scheme ? ` (${placement.scheme})` : ''}`;
}

/** Which names a service uses upstream (never a secret), for the start-up log: one line per service. */
export function describeApiNames(config: GatewayConfig, key: ServiceKey): Record<string, string> {
  const service = config.services[key];
  const names: Record<string, string> = {
    apiNames: service.apiNames ?? DEFAULT_API_NAMES,
    credential: placementName(service.credential.placement),
  };
  if (key === 'certificates') names.clientId = `header ${config.certificates.clientIdHeader}`;
  if (key === 'fileStorage') names.provider = config.fileStorage.providerPath;
  if (key === 'scheduler') names.provider = config.scheduler.providerNamespace;
  return names;
}
