// What the sandbox needs to know to answer like the real upstreams, under the names a client sends. The sandbox is
// its own package: it imports nothing from the gateway; the gateway's dev start-up maps its configuration to these
// settings (src/dev/sandbox.ts). `defaultSandboxSettings()` are the brief's names, for running the sandbox alone.

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

/** The brief's names (the gateway's defaults): what `npm run sandbox` answers under with no configuration. */
export function defaultSandboxSettings(): SandboxSettings {
  return {
    services: {
      messaging: { credential: { placement: bearer } },
      unpacker: { credential: { placement: { in: 'none' } } },
      numbers: { credential: { placement: { in: 'header', name: 'X-Numbers-Api-Secret' } } },
      fileStorage: { credential: { placement: bearer } },
      scheduler: { credential: { placement: bearer } },
      marketplace: { credential: { placement: { in: 'header', name: 'authorization' } } },
      research: { credential: { placement: bearer } },
      automotive: { credential: { placement: { in: 'query', name: 'jwt' } } },
      certificates: { credential: { placement: { in: 'header', name: 'X-GATEWAY-APIKEY' } } },
      content: { credential: { placement: { in: 'query', name: 'apikey' } } },
    },
    fileStorage: { providerPath: 'Provider.FileStorage/fileStorageAccounts', apiVersion: '2019-05-01' },
    scheduler: { providerNamespace: 'Provider.Scheduler', apiVersion: '2016-03-01' },
    automotive: { jwtParam: 'jwt', sandboxTokenTtlSeconds: 3600 },
    certificates: { clientIdHeader: 'X-APISETU-CLIENTID' },
  };
}
