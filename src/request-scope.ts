// What belongs to the request being served, reachable from any code it runs (logger mixin, upstream calls)
// without threading it through every call: the request id, and the path parameters of its upstream calls
// (so a span names the route template rather than the ids).
import { AsyncLocalStorage } from 'node:async_hooks';

interface RequestScope {
  requestId: string;
  pathParameters: Set<string>;
}

const storage = new AsyncLocalStorage<RequestScope>();
/** Bound on the parameters remembered per request: a request with more only loses template precision. */
const MAX_PATH_PARAMETERS = 1000;

export function runInRequestScope<T>(requestId: string, run: () => T): T {
  return storage.run({ requestId, pathParameters: new Set() }, run);
}

export function currentRequestId(): string | undefined {
  return storage.getStore()?.requestId;
}

/** Headers every upstream call of this request carries (upstreams ignore what they do not know). */
export function requestHeaders(): Record<string, string> {
  const requestId = currentRequestId();
  return requestId ? { 'x-request-id': requestId } : {};
}

/** Remembers an encoded path segment that came from a value (the `path` tag), not from the route itself. */
export function notePathParameter(encoded: string): void {
  const scope = storage.getStore();
  if (scope && scope.pathParameters.size < MAX_PATH_PARAMETERS) scope.pathParameters.add(encoded);
}

/** `/users/42/spaces` -> `/users/{}/spaces`: the path with every segment that came from a value replaced. */
export function routeTemplate(path: string): string {
  const parameters = storage.getStore()?.pathParameters;
  const route = '/' + path.split('?')[0]!.replace(/^\/+/, '');
  if (!parameters?.size) return route;
  return route
    .split('/')
    .map((segment) => (parameters.has(segment) ? '{}' : segment))
    .join('/');
}

/** Upstream calls of the operation being executed, where demand control counts them (COST_EXTENSIONS). */
export interface UpstreamCallTally {
  calls: number;
}

const operationTally = new AsyncLocalStorage<UpstreamCallTally>();

/** Runs an operation's execution with every upstream call it makes counted in `tally`. */
export function runCountingUpstreamCalls<T>(tally: UpstreamCallTally, run: () => T): T {
  return operationTally.run(tally, run);
}

/** One upstream call of the operation being executed begins (nothing counts it outside such a run). */
export function noteUpstreamCall(): void {
  const tally = operationTally.getStore();
  if (tally) tally.calls += 1;
}
