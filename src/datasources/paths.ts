import { notePathParameter } from '../observability/request-scope.js';

/**
 * Tagged template for upstream paths: every interpolated value is percent-encoded as one path segment, so an id
 * can never add a segment, climb with `..` or smuggle a query. `path\`users/${id}\`` -> `users/a%2Fb`.
 */
export function path(strings: TemplateStringsArray, ...segments: Array<string | number>): string {
  let result = strings[0] ?? '';
  segments.forEach((segment, index) => {
    const value = String(segment);
    if (value === '' || value === '.' || value === '..') throw new TypeError('Refusing an empty or dot path segment');
    const encoded = encodeURIComponent(value);
    // Trace spans name the route template: segments that came from a value are replaced there.
    notePathParameter(encoded);
    result += encoded + (strings[index + 1] ?? '');
  });
  return result;
}

/** A next-page link of the upstream, as a path relative to the base URL plus its query parameters. */
export interface UpstreamLink {
  path: string;
  searchParams: Record<string, string>;
}

/**
 * Turns an absolute next-page link (Azure `nextLink`, JSON:API `links.next`) into a call on the same upstream.
 * A link that leaves the configured base URL (another host, scheme, port or path) returns undefined: following
 * it would send this service's credential somewhere else. Credential parameters in the link are dropped; the
 * data source adds the current caller's own.
 */
export function upstreamLink(
  baseUrl: string,
  link: string,
  credentialParams: readonly string[] = [],
): UpstreamLink | undefined {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return undefined;
  }
  const base = new URL(`${baseUrl.replace(/\/+$/, '')}/`);
  if (url.origin !== base.origin || !url.pathname.startsWith(base.pathname)) return undefined;
  const relative = url.pathname.slice(base.pathname.length);
  if (relative.split('/').some((segment) => segment === '..' || segment === '.')) return undefined;
  const searchParams: Record<string, string> = {};
  for (const [name, value] of url.searchParams) {
    if (!credentialParams.includes(name)) searchParams[name] = value;
  }
  return { path: relative, searchParams };
}
