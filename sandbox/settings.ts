// What the sandbox needs to know to answer like the real upstreams, under the names a client sends. The sandbox is
// its own package: it imports nothing from the gateway; the gateway's dev start-up maps its configuration to these
// settings (src/dev/sandbox.ts). `defaultSandboxSettings()` are the real APIs' names (the gateway's default), for
// running the sandbox alone; `defaultSandboxSettings('brief')` the product brief's.

export const SERVICE_KEYS = [
  'messaging',
  'unpacker',
  'numbers',
  'fileStorage',
  'scheduler',
  'marketplace',
  'research',
  'automotive',
  'certificates',
  'content',
] as const;

export type ServiceKey = (typeof SERVICE_KEYS)[number];

/** Where a client puts its credential: the sandbox checks the same place. */
export type CredentialPlacement =
  { in: 'header'; name: string; scheme?: 'Bearer' } | { in: 'query'; name: string } | { in: 'none' };

export interface SandboxCredential {
  /** A secret the sandbox accepts besides its demo credential's. */
  secret?: string;
  placement: CredentialPlacement;
}

export interface SandboxSettings {
  services: Record<ServiceKey, { credential: SandboxCredential }>;
  fileStorage: { providerPath: string; apiVersion: string };
  scheduler: { providerNamespace: string; apiVersion: string };
  automotive: {
    apiId?: string;
    apiKey?: string;
    /** Query parameter that carries the JWT on data requests. */
    jwtParam: string;
    /** Lifetime of the JWTs `/getToken` issues. */
    sandboxTokenTtlSeconds: number;
  };
  certificates: { clientId?: string; clientIdHeader: string };
}

const bearer: CredentialPlacement = { in: 'header', name: 'Authorization', scheme: 'Bearer' };

/** Whose names: the real APIs' specs (the gateway's default) or the product brief's (`API_NAMES=brief`). */
export type ApiNames = 'real' | 'brief';

/** Where the two sets of names differ: credential places and Azure provider names. */
const NAMED: Record<
  ApiNames,
  {
    numbers: CredentialPlacement;
    certificates: CredentialPlacement;
    content: CredentialPlacement;
    providerPath: string;
    providerNamespace: string;
  }
> = {
  real: {
    numbers: { in: 'header', name: 'X-Mathtools-Api-Secret' },
    certificates: { in: 'header', name: 'X-APISETU-APIKEY' },
    content: { in: 'query', name: 'hapikey' },
    providerPath: 'Microsoft.NetApp/netAppAccounts',
    providerNamespace: 'Microsoft.Scheduler',
  },
  brief: {
    numbers: { in: 'header', name: 'X-Numbers-Api-Secret' },
    certificates: { in: 'header', name: 'X-GATEWAY-APIKEY' },
    content: { in: 'query', name: 'apikey' },
    providerPath: 'Provider.FileStorage/fileStorageAccounts',
    providerNamespace: 'Provider.Scheduler',
  },
};

/** The names a client with no other configuration sends: what the sandbox alone answers under. */
export function defaultSandboxSettings(names: ApiNames = 'real'): SandboxSettings {
  const named = NAMED[names];
  return {
    services: {
      messaging: { credential: { placement: bearer } },
      unpacker: { credential: { placement: { in: 'none' } } },
      numbers: { credential: { placement: named.numbers } },
      fileStorage: { credential: { placement: bearer } },
      scheduler: { credential: { placement: bearer } },
      marketplace: { credential: { placement: { in: 'header', name: 'authorization' } } },
      research: { credential: { placement: bearer } },
      automotive: { credential: { placement: { in: 'query', name: 'jwt' } } },
      certificates: { credential: { placement: named.certificates } },
      content: { credential: { placement: named.content } },
    },
    fileStorage: { providerPath: named.providerPath, apiVersion: '2019-05-01' },
    scheduler: { providerNamespace: named.providerNamespace, apiVersion: '2016-03-01' },
    automotive: { jwtParam: 'jwt', sandboxTokenTtlSeconds: 3600 },
    certificates: { clientIdHeader: 'X-APISETU-CLIENTID' },
  };
}
