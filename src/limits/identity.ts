// Who the caller is, for rate limits: the one place that decides it.
import type { IncomingMessage } from 'node:http';

/** What the identity can be read from: the request's context (node:http puts the socket's request in `req`). */
export interface CallerContext {
  req?: Pick<IncomingMessage, 'socket'>;
  /** The principal the gateway authenticated (src/auth/access.ts): an API key or a JWT subject. */
  principal?: { id?: string };
}

/** The authenticated principal when there is one, else the client IP. Hashed before it reaches the store. */
export function callerIdentity(context: CallerContext): string {
  if (context.principal?.id) return `principal:${context.principal.id}`;
  return `ip:${context.req?.socket?.remoteAddress ?? 'unknown'}`;
}
