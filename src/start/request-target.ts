// A request whose Host header or request target makes no URL (`Host: exa mple`, `GET http://[bad/ HTTP/1.1`) is
// answered here, before the gateway: Yoga's server adapter builds each request's URL before any plugin runs, and
// answers a URL it cannot build with a 500 whose body is the error's stack trace (the installation's file paths),
// with none of the gateway's headers and no access line. Here it is the caller's mistake it is: a coded 400, with
// the security headers and a request id, and one access line at info.
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { Logger } from '../logger.js';
import { logAccessLine } from '../plugins/access-log.js';
import { requestIdFrom } from '../plugins/request-id.js';
import { securityHeaders } from '../plugins/security-headers.js';
import { REQUEST_ID_HEADER } from '../request-scope.js';

/** The usual Host (a name or IPv4 address, a port of up to four digits): a URL is made of it with any path. */
const PLAIN_HOST = /^[A-Za-z0-9.-]+(:[0-9]{1,4})?$/;

/** Whether the server adapter can make the request's URL, as it does: `http://<Host><target>`. */
function urlCanBeMade(request: IncomingMessage): boolean {
  const host = request.headers.host ?? 'localhost';
  const target = request.url ?? '/';
  // The common case costs two checks; anything else (IPv6, a long port, an absolute target) is parsed once.
  if (target.startsWith('/') && !target.startsWith('//') && PLAIN_HOST.test(host)) return true;
  return URL.canParse(`http://${host}${target}`);
}

const BODY = JSON.stringify({
  errors: [
    {
      message: 'The request has no valid URL: its Host header or request target is malformed',
      extensions: { code: 'BAD_REQUEST', reason: 'malformed-request-target' },
    },
  ],
});

export function refusingMalformedTargets(
  handler: RequestListener,
  logger: Logger,
  { production, accessLog }: { production: boolean; accessLog: boolean },
): RequestListener {
  const headers = {
    ...securityHeaders(production, false),
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(BODY)),
    // The request's framing may be as broken as its target: the connection is not reused.
    connection: 'close',
  };
  return (request: IncomingMessage, response: ServerResponse) => {
    if (urlCanBeMade(request)) return handler(request, response);
    // The caller's well-formed x-request-id, or a new one, as for every other answer.
    const offered = request.headers[REQUEST_ID_HEADER];
    const requestId = requestIdFrom(typeof offered === 'string' ? offered : undefined);
    response.writeHead(400, { ...headers, [REQUEST_ID_HEADER]: requestId });
    response.end(BODY);
    // The access line of src/plugins/access-log.ts (a failed request: never sampled out); nothing of the request's
    // text is echoed.
    if (accessLog)
      logAccessLine(logger, {
        requestId,
        method: request.method ?? 'GET',
        path: 'other',
        status: 400,
        durationMs: 0,
        upstreamCalls: 0,
        errorCodes: ['BAD_REQUEST'],
      });
  };
}
