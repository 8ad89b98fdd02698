// How long the response cache keeps an answer that reads each service, by default (`<PREFIX>_CACHE_TTL_MS`
// overrides it; 0: never cached). An answer is kept for the shortest TTL of the services it reads.
import type { ServiceKey } from './services.js';

export const DEFAULT_CACHE_TTL_MS: Record<ServiceKey, number> = {
  // Conversations and messages move quickly: a short TTL only absorbs bursts of the same query.
  messaging: 10_000,
  // Mutations only: they read a file, nothing to cache.
  unpacker: 0,
  // Facts about numbers do not change.
  numbers: 3_600_000,
  // Writes drop the service's answers; the TTL bounds what others change behind the gateway's back.
  fileStorage: 30_000,
  scheduler: 30_000,
  marketplace: 30_000,
  // OSF public records change rarely.
  research: 300_000,
  automotive: 600_000,
  // Mutations only: a certificate pull is never cached.
  certificates: 0,
  content: 60_000,
};
