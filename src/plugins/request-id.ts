// A request id per request: the caller's `x-request-id` when well-formed, else a new UUID. It is returned in the
// response header, and the context's request scope (src/request-scope.ts) carries it to every log line of the
// request and to every upstream the request calls.
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { requestIdOfRequest, setRequestId } from '../request-scope.js';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Up to 128 characters that are safe in a header, a log line and a trace attribute. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(headers: Headers): string {
  const offered = headers.get(REQUEST_ID_HEADER);
  return offered && WELL_FORMED.test(offered) ? offered : randomUUID();
}

export function useRequestId(): Plugin {
  return {
    onRequest({ request }) {
      setRequestId(request, requestIdOf(request.headers));
    },
    // Answers made before any plugin's onRequest (Yoga's /health) get theirs here.
    onResponse({ request, response }) {
      response.headers.set(REQUEST_ID_HEADER, requestIdOfRequest(request) ?? requestIdOf(request.headers));
    },
  };
}
