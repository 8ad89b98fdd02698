// The status of a refused operation: 400, whatever the Accept header.
import type { Plugin } from 'graphql-yoga';

const REQUEST_ERROR_CODES = new Set([
  'BAD_REQUEST',
  'BAD_USER_INPUT',
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
]);

/**
 * An operation refused before execution (a request without a query, a limit, a syntax or validation error, a
 * variable that does not coerce) is answered with 400 whatever the Accept header; Yoga keeps 200 for legacy `application/json` clients, which
 * makes a refusal look like success to proxies, monitors and rate limiters.
 */
export function useRequestErrorStatus(): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (Array.isArray(result) || Symbol.asyncIterator in result) return;
      if (result.data != null || !result.errors?.length) return;
      if (!result.errors.every((error) => REQUEST_ERROR_CODES.has(String(error.extensions?.code)))) return;
      setResult({ ...result, extensions: { ...result.extensions, http: { status: 400 } } });
    },
  };
}
