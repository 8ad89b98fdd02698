// What the HTTP layer reports about each upstream call to whoever watches it. The gateway fills it in with traces,
// metrics and the request id (src/observability/upstream-metrics.ts); data sources know this interface only, nothing
// of OpenTelemetry or Prometheus.
import type { ServiceKey } from '../config/index.js';
import type { Logger } from '../logger.js';

/** What a call knows of the request it serves (one per GraphQL context, src/request-scope.ts). */
export interface CallingRequest {
  /** Carried on to the upstream as `x-request-id`. */
  readonly requestId: string | undefined;
  /** Where demand control counts the operation's calls, while it executes. */
  readonly upstreamCalls: { calls: number } | undefined;
  /** Every upstream call the request made (its access log line, src/plugins/access-log.ts). */
  callsMade: number;
  /** Lines about the call carry the request id. */
  readonly logger: Logger;
}

export interface UpstreamCallResult {
  /** The upstream's HTTP status, when it answered. */
  status?: number;
  /** The failure kind (UpstreamError `kind`), when the call failed. */
  kind?: string;
}

export interface ObservedUpstreamCall {
  /** Headers the call carries on to the upstream (the request id, the trace context). */
  readonly headers: Record<string, string>;
  /** Called once, when the call has ended (after any retries). */
  end(result: UpstreamCallResult): void;
}

export interface UpstreamObserver {
  /**
   * A call begins, for `request` (undefined outside one). `traced: false` for a call that is no part of an
   * operation's work as a caller sees it (the gateway's own token exchange): counted, but neither traced nor
   * carrying the request's headers.
   */
  onRequest(
    service: ServiceKey,
    method: string,
    path: string,
    request: CallingRequest | undefined,
    traced?: boolean,
  ): ObservedUpstreamCall;
}
