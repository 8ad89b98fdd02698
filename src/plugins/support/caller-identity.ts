// Who the caller is, for rate limits: the one place that decides it.
import type { IncomingMessage } from 'node:http';

/** What the identity can be read from: the request's context (node:http puts the socket's request in `req`). */
export interface CallerContext {
  req?: Pick<IncomingMessage, 'socket'>;
  request?: { headers: { get(name: string): string | null } };
  /** The principal the gateway authenticated (src/auth/access.ts): an API key or a JWT subject. */
  principal?: { id?: string };
}

/**
 * The client's address. Behind `trustedHops` proxies (TRUSTED_PROXY_HOPS: load balancers that each append the
 * address they saw to X-Forwarded-For), it is the entry that many places from the right: entries further left were
 * written by the client and prove nothing. Without trusted proxies the header is ignored.
 */
function clientAddress(context: CallerContext, trustedHops: number): string {
  const socket = context.req?.socket?.remoteAddress ?? 'unknown';
  if (trustedHops === 0) return socket;
  const forwarded = context.request?.headers.get('x-forwarded-for');
  const hops = forwarded
    ?.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (!hops?.length) return socket;
  return hops[Math.max(0, hops.length - trustedHops)]!;
}

/** The authenticated principal when there is one, else the client IP. Hashed before it reaches the store. */
export function callerIdentity(context: CallerContext, trustedHops = 0): string {
  if (context.principal?.id) return `principal:${context.principal.id}`;
  return `ip:${clientAddress(context, trustedHops)}`;
}
