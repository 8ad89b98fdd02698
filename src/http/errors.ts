// The one error type data sources throw. It carries only what is safe to show a caller: the service, a kind,
// the HTTP status and (when the upstream names one) a short machine code. Never a URL, a header or a body.
import { GraphQLError } from 'graphql';
import type { ServiceKey } from '../config/index.js';

export type UpstreamFailureKind =
  | 'missing-credential'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'rate-limited'
  | 'timeout'
  | 'unavailable'
  | 'rejected'
  | 'invalid-response';

const SAFE_CODE = /^[A-Za-z0-9_.:-]{1,64}$/;

export class UpstreamError extends Error {
  readonly upstreamCode?: string;
  /** What callers see next to the code: the failure kind, or a more precise one (`result-too-large`). */
  readonly reason: string;

  /**
   * @param detail what was wrong with an answer, for logs only (never a value of the answer: no body, no URL).
   * @param call the upstream call that gave the answer (`GET /institutions/{}`, ids replaced), for logs only.
   */
  constructor(
    readonly service: ServiceKey,
    readonly kind: UpstreamFailureKind,
    readonly status?: number,
    upstreamCode?: string,
    readonly detail?: string,
    readonly call?: string,
  ) {
    super(describe(service, kind, status));
    this.name = 'UpstreamError';
    this.reason = kind;
    // Upstream codes are echoed to callers, so only short identifier-like codes pass.
    if (upstreamCode && SAFE_CODE.test(upstreamCode)) this.upstreamCode = upstreamCode;
  }

  static fromStatus(service: ServiceKey, status: number, upstreamCode?: string): UpstreamError {
    return new UpstreamError(service, kindForStatus(status), status, upstreamCode);
  }
}

/**
 * An upstream answer above the caller-set maximum (`maxResponseBytes` of a request), cut off while it streamed:
 * UPSTREAM_ERROR with upstreamCode `result-too-large`. `size` is given when the upstream announced it.
 */
export class ResultTooLargeError extends UpstreamError {
  constructor(service: ServiceKey, maxBytes: number, size?: number) {
    super(
      service,
      'invalid-response',
      undefined,
      'result-too-large',
      'the answer is larger than the maximum result size',
    );
    (this as { reason: string }).reason = 'result-too-large';
    this.message =
      size === undefined
        ? `The ${service} service sent more than the maximum result size of ${maxBytes} bytes`
        : `The ${service} service returned ${size} bytes, more than the maximum result size of ${maxBytes} bytes`;
  }
}

/**
 * A write the upstream accepted whose result the gateway could not read: its answer had no record and reading the
 * record again did not find it. UPSTREAM_ERROR with `reason: write-result-unreadable` on the mutation's field, so a
 * caller knows the write is done (to read again, not to repeat) instead of finding a bare null.
 */
export class WriteResultUnreadableError extends UpstreamError {
  constructor(service: ServiceKey, detail: string, call?: string) {
    super(service, 'invalid-response', undefined, undefined, detail, call);
    (this as { reason: string }).reason = 'write-result-unreadable';
    this.message =
      `The ${service} service accepted the write, but its result could not be read: ` +
      'the write is done; read the record again rather than repeating the write';
  }
}

export function kindForStatus(status: number): UpstreamFailureKind {
  if (status === 401) return 'unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

function describe(service: ServiceKey, kind: UpstreamFailureKind, status?: number): string {
  switch (kind) {
    case 'missing-credential':
      return `No credential for the ${service} service was supplied or configured`;
    case 'unauthenticated':
      return `The ${service} service rejected the credential`;
    case 'forbidden':
      return `The ${service} service refused access`;
    case 'not-found':
      return `The ${service} service has no such resource`;
    case 'rate-limited':
      return `The ${service} service is rate limiting requests`;
    case 'timeout':
      return `The ${service} service did not answer in time`;
    case 'unavailable':
      return status
        ? `The ${service} service is unavailable (HTTP ${status})`
        : `The ${service} service is unreachable`;
    case 'rejected':
      return `The ${service} service rejected the request (HTTP ${status ?? 'error'})`;
    case 'invalid-response':
      return `The ${service} service sent a response the gateway could not read`;
  }
}

/**
 * Rejects input before any upstream call. `argument` names the offending argument (dotted for input fields). Here,
 * below the schema, because a data source refuses input too (a cursor that is not one of its lists).
 */
export function badUserInput(message: string, argument?: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', ...(argument ? { argument } : {}) } });
}
