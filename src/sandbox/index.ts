// Which services have a sandbox, starting them, and pointing a configuration at them.
import type { GatewayConfig, ServiceKey } from '../config.js';
import { SERVICE_KEYS } from '../config.js';
import { automotiveSandbox } from './automotive.js';
import { certificatesSandbox } from './certificates.js';
import { contentSandbox } from './content.js';
import { fileStorageSandbox } from './fileStorage.js';
import { startSandboxService, type RunningSandboxService, type SandboxDefinition } from './framework.js';
import { marketplaceSandbox } from './marketplace.js';
import { messagingSandbox } from './messaging.js';
import { numbersSandbox } from './numbers.js';
import { researchSandbox } from './research.js';
import { schedulerSandbox } from './scheduler.js';
import { unpackerSandbox } from './unpacker.js';

export const SANDBOXES: Partial<Record<ServiceKey, SandboxDefinition>> = {
  messaging: messagingSandbox,
  unpacker: unpackerSandbox,
  numbers: numbersSandbox,
  fileStorage: fileStorageSandbox,
  scheduler: schedulerSandbox,
  marketplace: marketplaceSandbox,
  research: researchSandbox,
  automotive: automotiveSandbox,
  certificates: certificatesSandbox,
  content: contentSandbox,
};

export interface Sandbox {
  services: Partial<Record<ServiceKey, RunningSandboxService>>;
  /** The running sandbox of a service; throws if it was not started (tests). */
  service(key: ServiceKey): RunningSandboxService;
  close(): Promise<void>;
}

/** Starts the sandbox of each given service (default: every service that needs one under this config). */
export async function startSandbox(
  config: GatewayConfig,
  keys: readonly ServiceKey[] = SERVICE_KEYS.filter((key) => config.services[key].sandboxed),
): Promise<Sandbox> {
  const started = await Promise.all(
    keys.flatMap((key) => {
      const definition = SANDBOXES[key];
      return definition ? [startSandboxService(definition, config)] : [];
    }),
  );
  const services: Sandbox['services'] = {};
  for (const running of started) services[running.key] = running;
  return {
    services,
    service(key) {
      const running = services[key];
      if (!running) throw new Error(`No sandbox is running for ${key}`);
      return running;
    },
    async close() {
      await Promise.all(started.map((running) => running.close()));
    },
  };
}

/**
 * The configuration with every sandboxed service pointed at its running sandbox. A sandboxed service's credential
 * defaults to the sandbox's demo credential, so GraphiQL works with no headers (a caller's own still wins).
 */
export function withSandbox(config: GatewayConfig, sandbox: Sandbox): GatewayConfig {
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
