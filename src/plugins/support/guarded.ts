// A plugin's request hook that throws must not decide the answer: Yoga's server adapter answers such a throw with a
// 500 whose body is the error's stack trace (the installation's file paths), with no security header, request id or
// CORS header. Each `onRequest` and `onResponse` of the gateway's plugins is wrapped here instead: a throw in
// `onRequest` ends the request with a coded 500 (INTERNAL_SERVER_ERROR, as a masked error reads) that every later
// `onResponse` still dresses; a throw in `onResponse` leaves the answer as it was. Either way one error line names
// the plugin's hook and carries the error, for the operator: it is the gateway's own fault.
import { isPromise, type Plugin } from 'graphql-yoga';
import type { Logger } from '../../logger.js';
import { requestIdOfRequest, setRefusalCode } from '../../request-scope.js';

type OnRequest = NonNullable<Plugin['onRequest']>;
type OnResponse = NonNullable<Plugin['onResponse']>;

/** Runs a hook; a throw or a rejection goes to `failed` instead of the server adapter. */
function guard<Payload, Result>(
  hook: (payload: Payload) => Result,
  failed: (payload: Payload, error: unknown) => void,
) {
  return (payload: Payload): Result | undefined => {
    try {
      const result = hook(payload);
      return isPromise(result) ? (result.catch((error) => failed(payload, error)) as Result) : result;
    } catch (error) {
      failed(payload, error);
      return undefined;
    }
  };
}

function failedOnRequest(index: number, logger: Logger) {
  return (payload: Parameters<OnRequest>[0], error: unknown) => {
    logger.error(
      { requestId: requestIdOfRequest(payload.request), plugin: index, hook: 'onRequest', err: error },
      'plugin failed: request answered 500',
    );
    // The code the access line lists, as for the refusals answered before GraphQL.
    setRefusalCode(payload.request, 'INTERNAL_SERVER_ERROR');
    payload.endResponse(
      payload.fetchAPI.Response.json(
        { errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] },
        { status: 500 },
      ),
    );
  };
}

function failedOnResponse(index: number, logger: Logger) {
  return (payload: Parameters<OnResponse>[0], error: unknown) =>
    logger.error(
      { requestId: requestIdOfRequest(payload.request), plugin: index, hook: 'onResponse', err: error },
      'plugin failed while answering',
    );
}

/** The plugins, each `onRequest` and `onResponse` guarded; `plugin` in the log line is the index in the list. */
export function guarded(plugins: Plugin[], logger: Logger): Plugin[] {
  return plugins.map((plugin, index) => {
    if (!plugin.onRequest && !plugin.onResponse) return plugin;
    const copy: Plugin = { ...plugin };
    if (plugin.onRequest) copy.onRequest = guard(plugin.onRequest.bind(plugin), failedOnRequest(index, logger));
    if (plugin.onResponse) copy.onResponse = guard(plugin.onResponse.bind(plugin), failedOnResponse(index, logger));
    return copy;
  });
}
