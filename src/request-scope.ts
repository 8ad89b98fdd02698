// What belongs to the request being served: its id, its logger, and (with demand control's extensions) the tally of
// its operation's upstream calls. One RequestScope per GraphQL context, handed to the upstream clients through the
// per-request view of each client (UpstreamClient.request), so nothing here relies on AsyncLocalStorage, whose
// promise hooks would tax every promise of every request.
import type { Logger } from './logger.js';

/** Upstream calls of the operation being executed, where demand control counts them (COST_EXTENSIONS). */
export interface UpstreamCallTally {
  calls: number;
}

export class RequestScope {
  /** Set by demand control while the operation executes; every upstream call of the operation adds one. */
  upstreamCalls: UpstreamCallTally | undefined;
  /** Every upstream call the request made, counted by the upstream observer (the access log line's `upstreamCalls`). */
  callsMade = 0;
  private requestLogger: Logger | undefined;

  constructor(
    /** The request id (src/plugins/request-id.ts); undefined only when that part is measured out. */
    readonly requestId: string | undefined,
    private readonly gatewayLogger: Logger,
  ) {}

  /** The gateway's logger with the request id on every line; made on the first line, as most requests write none. */
  get logger(): Logger {
    return (this.requestLogger ??= this.requestId
      ? this.gatewayLogger.child({ requestId: this.requestId })
      : this.gatewayLogger);
  }
}

/**
 * The request id of each request being served, from `onRequest` (src/plugins/request-id.ts) to its context and
 * response. Weak: an entry goes with its request.
 */
const requestIds = new WeakMap<Request, string>();

/** The header a request id arrives and leaves in (src/plugins/request-id.ts), also on MCP tool calls. */
export const REQUEST_ID_HEADER = 'x-request-id';

export function setRequestId(request: Request, requestId: string): void {
  requestIds.set(request, requestId);
}

export function requestIdOfRequest(request: Request): string | undefined {
  return requestIds.get(request);
}

/**
 * The code of a request the gateway refused before GraphQL saw it (an unknown `Host`, a foreign origin), for its
 * access line: such an answer has no GraphQL result whose error codes the access log reads.
 */
const refusalCodes = new WeakMap<Request, string>();

export function setRefusalCode(request: Request, code: string): void {
  refusalCodes.set(request, code);
}

export function refusalCodeOf(request: Request): string | undefined {
  return refusalCodes.get(request);
}

/**
 * Marks the server context of a request the gateway sends itself on behalf of another (an MCP tool call through
 * `/graphql`): its access line says so (`via`), and carries the id of the request it serves.
 */
export const REQUEST_VIA = Symbol('gateway.request-via');
