// The gateway's side of the development sandbox. The sandbox is its own workspace package (`sandbox/`,
// `@gateway/sandbox`), installed with the dev install only and never in the production build or image; this module
// loads it on demand, tells it which names to answer under (mapped from GatewayConfig), and points the
// configuration at it. The sandbox's API is described here as a contract, like any upstream's: the test harness
// passes these values to the real package, so `npm run typecheck` keeps the two in step.
import {
  ENV_PREFIX,
  SERVICE_KEYS,
  type CredentialPlacement,
  type GatewayConfig,
  type ServiceKey,
} from '../config/index.js';

/** What the sandbox needs to answer under the gateway's names (mirrors sandbox/settings.ts). */
export interface SandboxSettings {
  services: Record<ServiceKey, { credential: { secret?: string; placement: CredentialPlacement } }>;
  fileStorage: { providerPath: string; apiVersion: string };
  scheduler: { providerNamespace: string; apiVersion: string };
  automotive: { apiId?: string; apiKey?: string; jwtParam: string; sandboxTokenTtlSeconds: number };
  certificates: { clientId?: string; clientIdHeader: string };
}

/** Credentials a running sandbox accepts: a sandboxed service's default credential. */
export interface SandboxDemoCredentials {
  secret?: string;
  automotive?: { apiId: string; apiKey: string };
  clientId?: string;
}

/** The running sandbox, as far as the gateway uses it. */
export interface RunningSandbox {
  services: Partial<Record<ServiceKey, { baseUrl: string; demo: SandboxDemoCredentials }>>;
  close(): Promise<void>;
}

/** Where the sandbox listens (mirrors sandbox/index.ts): an interface, and a fixed port per service if given. */
export interface SandboxListenOptions {
  host?: string;
  ports?: Partial<Record<ServiceKey, number>>;
}

interface SandboxPackage {
  startSandbox(
    settings: SandboxSettings,
    keys: readonly ServiceKey[],
    listen?: SandboxListenOptions,
  ): Promise<RunningSandbox>;
}

/** The sandbox's package name; a variable, so the production build neither resolves nor bundles it. */
const SANDBOX_PACKAGE: string = '@gateway/sandbox';

export class SandboxUnavailableError extends Error {}

/** The services this configuration serves from the sandbox. */
export function sandboxedServices(config: GatewayConfig): ServiceKey[] {
  return SERVICE_KEYS.filter((key) => config.services[key].sandboxed);
}

/** GatewayConfig -> the sandbox's settings: the header/parameter names, provider paths and versions it answers under. */
export function sandboxSettings(config: GatewayConfig): SandboxSettings {
  const services = {} as SandboxSettings['services'];
  for (const key of SERVICE_KEYS) {
    const { secret, placement } = config.services[key].credential;
    services[key] = { credential: { secret, placement } };
  }
  const { apiId, apiKey, jwtParam, sandboxTokenTtlSeconds } = config.automotive;
  return {
    services,
    fileStorage: { ...config.fileStorage },
    scheduler: { ...config.scheduler },
    automotive: { apiId, apiKey, jwtParam, sandboxTokenTtlSeconds },
    certificates: { ...config.certificates },
  };
}

/** Loads the sandbox package; one clear line when it is not installed (the production image has none). */
export async function loadSandboxPackage(): Promise<SandboxPackage> {
  try {
    return (await import(SANDBOX_PACKAGE)) as SandboxPackage;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    // The package ships TypeScript sources: a compiled gateway loads it only with a TypeScript loader.
    if (code === 'ERR_UNKNOWN_FILE_EXTENSION') {
      throw new SandboxUnavailableError(
        'The sandbox package is TypeScript: run the compiled gateway as `node --import tsx dist/bundle/server.js`, ' +
          'or use `npm start`, or set every <PREFIX>_BASE_URL',
      );
    }
    if (code !== 'ERR_MODULE_NOT_FOUND' && code !== 'MODULE_NOT_FOUND') throw error;
    throw new SandboxUnavailableError(
      `SANDBOX=true but the sandbox package (${SANDBOX_PACKAGE}) is not installed: it is a development dependency ` +
        '(run `npm start` from a full `npm ci` checkout), or set every <PREFIX>_BASE_URL',
    );
  }
}

/**
 * Starts the sandbox for this configuration's sandboxed services (the gateway's dev start-up: loopback, free ports),
 * or for the given services where `listen` says (`npm run sandbox`: SANDBOX_HOST, SANDBOX_PORT).
 */
export async function startSandboxFor(
  config: GatewayConfig,
  keys: readonly ServiceKey[] = sandboxedServices(config),
  listen: SandboxListenOptions = {},
): Promise<RunningSandbox> {
  const sandbox = await loadSandboxPackage();
  return sandbox.startSandbox(sandboxSettings(config), keys, listen);
}

/**
 * The configuration with every sandboxed service pointed at its running sandbox. A sandboxed service's credential
 * defaults to the sandbox's demo credential, so GraphiQL works with no headers (a caller's own still wins).
 */
export function withSandbox(config: GatewayConfig, sandbox: Pick<RunningSandbox, 'services'>): GatewayConfig {
  const services = { ...config.services };
  let automotive = config.automotive;
  let certificates = config.certificates;
  for (const key of SERVICE_KEYS) {
    const running = sandbox.services[key];
    if (!running || !config.services[key].sandboxed) continue;
    const service = config.services[key];
    services[key] = {
      ...service,
      baseUrl: running.baseUrl,
      credential: { ...service.credential, secret: service.credential.secret ?? running.demo.secret },
    };
    if (key === 'automotive' && running.demo.automotive) {
      automotive = {
        ...automotive,
        apiId: automotive.apiId ?? running.demo.automotive.apiId,
        apiKey: automotive.apiKey ?? running.demo.automotive.apiKey,
      };
    }
    if (key === 'certificates' && running.demo.clientId) {
      certificates = { ...certificates, clientId: certificates.clientId ?? running.demo.clientId };
    }
  }
  return { ...config, services, automotive, certificates };
}

/** `<PREFIX>_BASE_URL=<url>` lines for a running sandbox (`npm run sandbox`). */
export function baseUrlLines(sandbox: Pick<RunningSandbox, 'services'>): string[] {
  return SERVICE_KEYS.flatMap((key) => {
    const running = sandbox.services[key];
    return running ? [`${ENV_PREFIX[key]}_BASE_URL=${running.baseUrl}`] : [];
  });
}
