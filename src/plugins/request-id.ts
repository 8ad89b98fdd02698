// A request id per request: the caller's `x-request-id` when well-formed, else a new UUID. It is returned in the
// response header, and the context's request scope (src/request-scope.ts) carries it to every log line of the
// request and to every upstream the request calls. First of the gateway's plugins, so a request refused by any of
// them (an unknown Host, a foreign origin) has its id too; the access line reads the one the response carries.
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import { REQUEST_ID_HEADER, requestIdOfRequest, setRequestId } from '../request-scope.js';

/** Up to 128 characters that are safe in a header, a log line and a trace attribute. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's offered id when well-formed, else a new UUID. */
export function requestIdFrom(offered: string | null | undefined): string {
  return offered && WELL_FORMED.test(offered) ? offered : randomUUID();
}

export function requestIdOf(headers: Headers): string {
  return requestIdFrom(headers.get(REQUEST_ID_HEADER));
}

export function useRequestId(): Plugin {
  return {
    onRequest({ request }) {
      setRequestId(request, requestIdOf(request.headers));
    },
    // Answers Yoga makes before any plugin's onRequest (/health, a CORS preflight, the GraphiQL page) get theirs here.
    onResponse({ request, response }) {
      let requestId = requestIdOfRequest(request);
      if (requestId === undefined) {
        requestId = requestIdOf(request.headers);
        setRequestId(request, requestId);
      }
      response.headers.set(REQUEST_ID_HEADER, requestId);
    },
  };
}
