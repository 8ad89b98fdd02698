// Yoga's log calls written through the gateway's logger, as lines that carry no operation text.
import { GraphQLError } from 'graphql';
import type { YogaServerOptions } from 'graphql-yoga';
import type { Logger } from '../logger.js';
import { UPSTREAM_SHAPE_MISMATCH } from '../schema/errors.js';

/**
 * Yoga's log arguments as one line. A GraphQLError prints an excerpt of the operation around its location, and
 * operations carry argument values (personal data, secrets): log its message and path only.
 */
function logText(args: unknown[]): string {
  return args.map((arg) => (arg instanceof GraphQLError ? graphQLErrorText(arg) : String(arg))).join(' ');
}

/**
 * Yoga logs at error level every error its masking rewrote, refusals of the caller's input (BAD_USER_INPUT: a bad
 * argument, a cursor of another list) included. Those are not the gateway's errors: they are logged at info.
 */
function refusesInput(args: unknown[]): boolean {
  return (
    args.length > 0 && args.every((arg) => arg instanceof GraphQLError && arg.extensions?.code === 'BAD_USER_INPUT')
  );
}

/** graphql-js quotes the offending value when a scalar cannot represent it: that value is the upstream's, unlogged. */
function graphQLErrorText(error: GraphQLError): string {
  const message = UPSTREAM_SHAPE_MISMATCH.test(error.message)
    ? 'an upstream value does not fit its schema type'
    : error.message;
  return `${message}${error.path ? ` at ${error.path.join('.')}` : ''}`;
}

/** Yoga's `logging` option. Yoga logs at debug level on every request: a line is formatted only when its level is written. */
export function yogaLogging(logger: Logger): YogaServerOptions<object, object>['logging'] {
  return {
    debug: (...args) => logger.isLevelEnabled('debug') && logger.debug(logText(args)),
    info: (...args) => logger.isLevelEnabled('info') && logger.info(logText(args)),
    warn: (...args) => logger.isLevelEnabled('warn') && logger.warn(logText(args)),
    error: (...args) =>
      refusesInput(args) ? logger.isLevelEnabled('info') && logger.info(logText(args)) : logger.error(logText(args)),
  };
}
