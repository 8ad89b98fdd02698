// A plugin's request hook that throws must not decide the answer: Yoga's server adapter answers such a throw with a
// 500 whose body is the error's stack trace (the installation's file paths), with no security header, request id or
// CORS header. Each `onRequest` and `onResponse` of the gateway's plugins is wrapped here instead: a throw in
// `onRequest` ends the request with a coded 500 (INTERNAL_SERVER_ERROR, as a masked error reads) that every later
// `onResponse` still dresses; a throw in `onResponse` leaves the answer as it was. Either way one error line names
// the plugin's hook and carries the error, for the operator: it is the gateway's own fault.
import type { Plugin } from 'graphql-yoga';
import type { Logger } from '../../logger.js';
import { requestIdOfRequest, setRefusalCode } from '../../request-scope.js';

type OnRequest = NonNullable<Plugin['onRequest']>;
type OnResponse = NonNullable<Plugin['onResponse']>;

const INTERNAL = JSON.stringify({
  errors: [{ message: 'Unexpected error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
});

function isPromise(value: unknown): value is Promise<unknown> {
  return typeof (value as Promise<unknown> | undefined)?.then === 'function';
}

function guardOnRequest(hook: OnRequest, index: number, logger: Logger): OnRequest {
  return (payload) => {
    const failed = (error: unknown) => {
      logger.error(
        { requestId: requestIdOfRequest(payload.request), plugin: index, hook: 'onRequest', err: error },
        'plugin failed: request answered 500',
      );
      // The code the access line lists, as for the refusals answered before GraphQL.
      setRefusalCode(payload.request, 'INTERNAL_SERVER_ERROR');
      payload.endResponse(
        new payload.fetchAPI.Response(INTERNAL, {
          status: 500,
          headers: { 'content-type': 'application/json; charset=utf-8' },
        }),
      );
    };
    try {
      const result = hook(payload);
      return isPromise(result) ? (result.catch(failed) as ReturnType<OnRequest>) : result;
    } catch (error) {
      failed(error);
    }
  };
}

function guardOnResponse(hook: OnResponse, index: number, logger: Logger): OnResponse {
  return (payload) => {
    const failed = (error: unknown) =>
      logger.error(
        { requestId: requestIdOfRequest(payload.request), plugin: index, hook: 'onResponse', err: error },
        'plugin failed while answering',
      );
    try {
      const result = hook(payload);
      return isPromise(result) ? (result.catch(failed) as ReturnType<OnResponse>) : result;
    } catch (error) {
      failed(error);
    }
  };
}

/** The plugins, each `onRequest` and `onResponse` guarded; `plugin` in the log line is the index in the list. */
export function guarded(plugins: Plugin[], logger: Logger): Plugin[] {
  return plugins.map((plugin, index) => {
    if (!plugin.onRequest && !plugin.onResponse) return plugin;
    const copy: Plugin = { ...plugin };
    if (plugin.onRequest) copy.onRequest = guardOnRequest(plugin.onRequest.bind(plugin), index, logger);
    if (plugin.onResponse) copy.onResponse = guardOnResponse(plugin.onResponse.bind(plugin), index, logger);
    return copy;
  });
}
