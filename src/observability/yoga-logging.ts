// Yoga's log calls written through the gateway's logger, as lines that carry no operation text. Yoga's logger is one
// for the whole server: its lines know no request. So what Yoga would log about a request is logged elsewhere, with
// the request id, at the level its cause deserves:
// - an error in a field (Yoga logs every error its masking rewrote, at error level) is logged by the field-error log
//   (src/plugins/upstream-error-log.ts) on the request's logger: error for the gateway's own faults and unusable
//   upstream answers, nothing more for an upstream call the HTTP layer has already logged, info for a caller's
//   mistake; and every request's access line lists its error codes;
// - Yoga's debug lines (the steps of reading a request) are not written: they name no request and tell an operator
//   nothing the access line does not.
// What is left is written here: errors outside any field (a plugin that threw before execution, the gateway's fault)
// at error level, and Yoga's rare info and warn lines.
import { GraphQLError } from 'graphql';
import type { YogaServerOptions } from 'graphql-yoga';
import type { Logger } from '../logger.js';
import { UPSTREAM_SHAPE_MISMATCH } from '../schema/errors.js';
import { UpstreamError } from '../http/errors.js';
import { CALLER_ERROR_CODES } from '../datasources/log-levels.js';

/**
 * Yoga's log arguments as one line. A GraphQLError prints an excerpt of the operation around its location, and
 * operations carry argument values (personal data, secrets): log its message and path only.
 */
function logText(args: unknown[]): string {
  return args.map((arg) => (arg instanceof GraphQLError ? graphQLErrorText(arg) : String(arg))).join(' ');
}

/** graphql-js quotes the offending value when a scalar cannot represent it: that value is the upstream's, unlogged. */
function graphQLErrorText(error: GraphQLError): string {
  const message = UPSTREAM_SHAPE_MISMATCH.test(error.message)
    ? 'an upstream value does not fit its schema type'
    : error.message;
  return `${message}${error.path ? ` at ${error.path.join('.')}` : ''}`;
}

/** Logged with its request elsewhere: an error of a field, an upstream's failure, or a refusal of the caller's input. */
function loggedWithItsRequest(arg: unknown): boolean {
  if (arg instanceof UpstreamError) return true;
  if (!(arg instanceof GraphQLError)) return false;
  if (arg.path) return true;
  const code = (arg.originalError as GraphQLError | undefined)?.extensions?.code ?? arg.extensions?.code;
  return arg.originalError instanceof UpstreamError || (typeof code === 'string' && CALLER_ERROR_CODES.has(code));
}

/** Yoga's `logging` option. */
export function yogaLogging(logger: Logger): YogaServerOptions<object, object>['logging'] {
  return {
    debug: () => undefined,
    info: (...args) => logger.isLevelEnabled('info') && logger.info(logText(args)),
    warn: (...args) => logger.isLevelEnabled('warn') && logger.warn(logText(args)),
    error: (...args) => {
      if (args.length > 0 && args.every(loggedWithItsRequest)) return;
      logger.error(logText(args));
    },
  };
}
