// What level a failure is logged at, by whose it is. Error pages someone: only what an operator must act on, the
// gateway's own faults and an upstream that is down or answers unusable data. Warn: an upstream refusing the
// gateway (its credential, its rate). Info: a caller's own mistake (a bad token, bad input, an upstream's 4xx about
// the caller's request), which the caller is told of and no operator can fix.
import type { UpstreamFailureKind } from '../http/errors.js';

export type FailureLevel = 'error' | 'warn' | 'info';

/** An upstream call that failed, by its kind (src/http/errors.ts). */
export function upstreamFailureLevel(kind: UpstreamFailureKind): FailureLevel {
  switch (kind) {
    case 'timeout':
    case 'unavailable':
    case 'invalid-response':
      return 'error';
    case 'unauthenticated':
    case 'forbidden':
    case 'rate-limited':
    case 'missing-credential':
      return 'warn';
    case 'not-found':
    case 'rejected':
      return 'info';
  }
}

/** Codes of refusals of the caller's own request: logged at info (the access line carries them too). */
export const CALLER_ERROR_CODES: ReadonlySet<string> = new Set([
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
  'RATE_LIMITED',
]);
