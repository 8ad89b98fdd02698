// Whose names each service sends where the product brief and the real API's spec differ. The real API's are the
// default, so that a user with the real host and credential needs nothing else; `API_NAMES=brief` (or
// `<PREFIX>_API_NAMES=brief` for one service) keeps the brief's. An explicit name variable (e.g.
// `NUMBERS_API_KEY_HEADER`, `FILE_STORAGE_PROVIDER_PATH`) wins over both.
import { z } from 'zod';
import type { ServiceKey } from './services.js';
import { ConfigError, headerName, read, readOptional, type Env } from './values.js';

/** Where a credential goes on the outgoing request. */
export type CredentialPlacement =
  { in: 'header'; name: string; scheme?: 'Bearer' } | { in: 'query'; name: string } | { in: 'none' };

export interface CertificatesSettings {
  clientId?: string;
  clientIdHeader: string;
}

export type ApiNames = 'brief' | 'real';
export const DEFAULT_API_NAMES: ApiNames = 'real';
const apiNamesSchema = z.enum(['brief', 'real'], { message: 'must be brief or real' });

/** `<PREFIX>_API_NAMES` wins over `API_NAMES`, which wins over the default (`real`). */
export function readApiNames(env: Env, prefix: string): ApiNames {
  return (
    readOptional(env, `${prefix}_API_NAMES`, apiNamesSchema) ??
    read(env, 'API_NAMES', apiNamesSchema, DEFAULT_API_NAMES)
  );
}

/** The credential's place under each set of names, for the services where the two differ (the specs' in `real`). */
export const NAMED_PLACEMENTS: Partial<Record<ServiceKey, Record<ApiNames, CredentialPlacement>>> = {
  numbers: {
    real: { in: 'header', name: 'X-Mathtools-Api-Secret' },
    brief: { in: 'header', name: 'X-Numbers-Api-Secret' },
  },
  certificates: {
    real: { in: 'header', name: 'X-APISETU-APIKEY' },
    brief: { in: 'header', name: 'X-GATEWAY-APIKEY' },
  },
  content: { real: { in: 'query', name: 'hapikey' }, brief: { in: 'query', name: 'apikey' } },
};

/** Azure resource provider of the file storage accounts (spec D), and of the scheduler (spec E). */
export const FILE_STORAGE_PROVIDER_PATH: Record<ApiNames, string> = {
  real: 'Microsoft.NetApp/netAppAccounts',
  brief: 'Provider.FileStorage/fileStorageAccounts',
};
export const SCHEDULER_PROVIDER_NAMESPACE: Record<ApiNames, string> = {
  real: 'Microsoft.Scheduler',
  brief: 'Provider.Scheduler',
};

/**
 * API Setu (spec I) requires both `X-APISETU-APIKEY` and `X-APISETU-CLIENTID` on every call: a key without its
 * client id (or the reverse) would fail every call with 401, so start-up stops naming the missing variable.
 */
export function readCertificatesSettings(env: Env): CertificatesSettings {
  const apiKey = readOptional(env, 'CERTIFICATES_API_KEY', z.string().min(1));
  const clientId = readOptional(env, 'CERTIFICATES_CLIENT_ID', z.string().min(1));
  if (apiKey && !clientId) {
    throw new ConfigError(
      'CERTIFICATES_CLIENT_ID',
      'is required when CERTIFICATES_API_KEY is set (API Setu needs both)',
    );
  }
  if (clientId && !apiKey) {
    throw new ConfigError(
      'CERTIFICATES_API_KEY',
      'is required when CERTIFICATES_CLIENT_ID is set (API Setu needs both)',
    );
  }
  return {
    clientId,
    clientIdHeader: read(env, 'CERTIFICATES_CLIENT_ID_HEADER', headerName, 'X-APISETU-CLIENTID'),
  };
}
