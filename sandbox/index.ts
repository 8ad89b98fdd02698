// The sandbox package's entry point: which services have a sandbox, and starting them.
import { defaultSandboxSettings, SERVICE_KEYS, type SandboxSettings, type ServiceKey } from './settings.js';
import { automotiveSandbox } from './automotive/index.js';
import { certificatesSandbox } from './certificates/index.js';
import { contentSandbox } from './content/index.js';
import { fileStorageSandbox } from './fileStorage/index.js';
import { startSandboxService, type RunningSandboxService, type SandboxDefinition } from './framework.js';
import { marketplaceSandbox } from './marketplace/index.js';
import { messagingSandbox } from './messaging/index.js';
import { numbersSandbox } from './numbers/index.js';
import { researchSandbox } from './research/index.js';
import { schedulerSandbox } from './scheduler.js';
import { unpackerSandbox } from './unpacker/index.js';

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

/** Where the sandbox listens: one interface for all (default loopback), and a fixed port per service if given. */
export interface SandboxListen {
  host?: string;
  /** A service without one listens on a free port. */
  ports?: Partial<Record<ServiceKey, number>>;
}

/**
 * Starts the sandbox of each given service (default: all of them), answering under the given settings' names. When
 * one cannot listen (its port is taken), those already started are closed and the error is thrown.
 */
export async function startSandbox(
  settings: SandboxSettings = defaultSandboxSettings(),
  keys: readonly ServiceKey[] = SERVICE_KEYS,
  listen: SandboxListen = {},
): Promise<Sandbox> {
  const outcomes = await Promise.allSettled(
    keys.flatMap((key) => {
      const definition = SANDBOXES[key];
      return definition
        ? [startSandboxService(definition, settings, { host: listen.host, port: listen.ports?.[key] })]
        : [];
    }),
  );
  const started = outcomes.flatMap((outcome) => (outcome.status === 'fulfilled' ? [outcome.value] : []));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) {
    await Promise.all(started.map((running) => running.close()));
    throw failed.reason;
  }
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

export { defaultSandboxSettings, SERVICE_KEYS } from './settings.js';
export type { ApiNames, CredentialPlacement, SandboxCredential, SandboxSettings, ServiceKey } from './settings.js';
export { SandboxListenError } from './framework.js';
export type { DemoCredentials, Fault, FaultMatch, RunningSandboxService } from './framework.js';
