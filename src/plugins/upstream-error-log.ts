// The log of failed fields, each line on the request's logger (with its request id), at the level its cause deserves
// (src/datasources/log-levels.ts); Yoga's own error line for them is not written (src/observability/yoga-logging.ts):
// - an unusable upstream answer: one error line per field it cost. The caller sees only the coded UPSTREAM_ERROR
//   (`reason: invalid-response`), the operator needs what was wrong (`detail`: "a record has no id", "expected
//   items to be a list") to take it up with the upstream. The detail names the gateway's reading, never a value of
//   the answer, so no credential or personal data reaches the log;
// - the gateway's own fault (an error the masking hides as INTERNAL_SERVER_ERROR): one error line, with the error;
// - a failed upstream call: nothing more, the HTTP layer logged the call (rest.ts), at its level;
// - a refusal of the caller's request (bad input, a missing scope): a debug line; the access line carries its code.
import type { GraphQLError, OperationDefinitionNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { UpstreamError } from '../http/errors.js';
import type { Logger } from '../logger.js';
import type { RequestScope } from '../request-scope.js';
import { presented, shapeMismatchCause } from '../schema/errors.js';

/** `research.preprints.edges.3.node.id` -> `research.preprints.edges.node.id`: list positions are noise here. */
function fieldPath(error: GraphQLError): string {
  return error.path?.filter((segment) => typeof segment === 'string').join('.') ?? '';
}

/** `query Institutions`, or `query` when the document gives its operation no name. */
function operationOf(document: { definitions: readonly { kind: string }[] }, operationName?: string | null): string {
  const operations = document.definitions.filter(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  const operation = operations.find((candidate) => candidate.name?.value === operationName) ?? operations[0];
  return [operation?.operation ?? 'query', operation?.name?.value].filter(Boolean).join(' ');
}

export function useUpstreamErrorLog(logger: Logger): Plugin {
  return {
    onExecute({ args }) {
      return {
        onExecuteDone({ result }) {
          // Subscriptions and incremental delivery hand over an iterator; their errors are logged where they occur.
          if (!('errors' in result) || !result.errors) return;
          // The request's logger: its lines carry the request id.
          const log = (args.contextValue as { requestScope?: RequestScope }).requestScope?.logger ?? logger;
          for (const error of result.errors) {
            // graphql-js's own complaint at a value taken from an answer as it came is the upstream's as well.
            const cause =
              error.originalError instanceof UpstreamError ? error.originalError : shapeMismatchCause(error);
            if (!(cause instanceof UpstreamError)) {
              const { code } = presented(error);
              if (code === 'INTERNAL_SERVER_ERROR') {
                const original = error.originalError ?? error;
                log.error(
                  {
                    operation: operationOf(args.document, args.operationName),
                    field: fieldPath(error),
                    err: { type: original.name, message: original.message, stack: original.stack },
                  },
                  'field failed: a fault of the gateway',
                );
              } else if (log.isLevelEnabled('debug'))
                log.debug({ field: fieldPath(error), code }, "field refused: the caller's request");
              continue;
            }
            if (cause.kind !== 'invalid-response' && !cause.detail) continue;
            log.error(
              {
                service: cause.service,
                operation: operationOf(args.document, args.operationName),
                field: fieldPath(error),
                ...(cause.call ? { call: cause.call } : {}),
                reason: cause.reason,
                detail: cause.detail ?? 'the answer could not be read',
              },
              'upstream answer unusable',
            );
          }
        },
      };
    },
  };
}
