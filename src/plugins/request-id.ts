// A request id per request: the caller's `x-request-id` when well-formed, else a new UUID. It is returned in the
// response header, added to every log line of the request (the logger's mixin reads the request scope), put on
// the context with the logger, and sent to every upstream the request calls.
import { randomUUID } from 'node:crypto';
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../logger.js';
import { runInRequestScope } from '../request-scope.js';

export const REQUEST_ID_HEADER = 'x-request-id';
/** Up to 128 characters that are safe in a header, a log line and a trace attribute. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(headers: Headers): string {
  const offered = headers.get(REQUEST_ID_HEADER);
  return offered && WELL_FORMED.test(offered) ? offered : randomUUID();
}

export interface RequestIdContext {
  requestId: string;
  /** The gateway's logger; lines written while serving the request carry its id. */
  logger: Logger;
}

export function useRequestId(logger: Logger): Plugin<RequestIdContext> {
  const ids = new WeakMap<Request, string>();
  return {
    instrumentation: {
      request({ request }, wrapped) {
        const requestId = requestIdOf(request.headers);
        ids.set(request, requestId);
        return runInRequestScope(requestId, wrapped);
      },
    },
    onContextBuilding({ context, extendContext }) {
      const requestId = ids.get(context.request) ?? requestIdOf(context.request.headers);
      // The gateway's logger already stamps the request id on every line written in the request's scope (its
      // mixin): a child logger per request would only repeat that, at the cost of serialising its bindings.
      extendContext({ requestId, logger });
    },
    onResponse({ request, response }) {
      const requestId = ids.get(request);
      if (requestId) response.headers.set(REQUEST_ID_HEADER, requestId);
    },
  };
}
