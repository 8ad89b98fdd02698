// One warn line for each field an unusable upstream answer cost: the caller sees only the coded UPSTREAM_ERROR
// (`reason: invalid-response`), the operator needs what was wrong (`detail`: "a record has no id", "expected
// items to be a list") to take it up with the upstream. Written by hand: Yoga logs only unexpected errors, and these
// are expected ones. The detail names the gateway's reading, never a value of the answer, so no credential or
// personal data reaches the log.
import type { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { UpstreamError } from '../datasources/errors.js';
import type { Logger } from '../logger.js';

/** `research.preprints.edges.3.node.id` -> `research.preprints.edges.node.id`: list positions are noise here. */
function fieldPath(error: GraphQLError): string {
  return error.path?.filter((segment) => typeof segment === 'string').join('.') ?? '';
}

export function useUpstreamErrorLog(logger: Logger): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result }) {
          // Subscriptions and incremental delivery hand over an iterator; their errors are logged where they occur.
          if (!('errors' in result) || !result.errors) return;
          for (const error of result.errors) {
            const cause = error.originalError;
            if (cause instanceof UpstreamError && cause.detail) {
              logger.warn(
                { service: cause.service, field: fieldPath(error), reason: cause.reason, detail: cause.detail },
                'upstream answer unusable',
              );
            }
          }
        },
      };
    },
  };
}
