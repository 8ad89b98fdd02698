// The caching headers each simulated upstream sends on a successful GET, as its real API would, so that the
// gateway's upstream HTTP cache meets each kind: facts that never change (public, long max-age), per-user records
// with an ETag that must be revalidated (private, max-age=0, answered 304 when unchanged), and conversation data
// that must never be stored (no-store). Services not listed send none.
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ServiceKey } from './settings.js';

export interface SandboxCaching {
  cacheControl: string;
  /** Send a strong ETag of the body and answer a matching If-None-Match with 304 and no body. */
  etag?: boolean;
}

export const SANDBOX_CACHING: Partial<Record<ServiceKey, SandboxCaching>> = {
  // math.tools: a fact about a number is the same for everyone, every day.
  numbers: { cacheControl: 'public, max-age=86400' },
  // OSF: what a token sees depends on the token (private records); revalidate every time.
  research: { cacheControl: 'private, max-age=0', etag: true },
  // Circuit: a user's conversations, changing by the second.
  messaging: { cacheControl: 'no-store' },
};

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}

/** Adds the service's caching headers to its successful GET answers. */
export function registerSandboxCaching(app: FastifyInstance, caching: SandboxCaching): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200) return payload;
    reply.header('cache-control', caching.cacheControl);
    if (!caching.etag || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;
    reply.header('etag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    return '';
  });
}
