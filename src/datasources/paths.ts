import { notePathParameter } from '../request-scope.js';

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

/** A path's segments, percent-decoded: `nodes/a%7Eb/` and `nodes/a~b` name the same list. */
function segmentsOf(relativePath: string): string[] | undefined {
  try {
    return relativePath
      .split('/')
      .filter(Boolean)
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return undefined;
  }
}

/** Whether two paths below the base URL name the same list (percent-encoding and slashes aside). */
export function isSameListPath(linkPath: string, listPath: string): boolean {
  const link = segmentsOf(linkPath);
  const list = segmentsOf(listPath);
  if (!link || !list || link.length === 0 || link.length !== list.length) return false;
  return link.every((segment, index) => segment === list[index]);
}

/**
 * A paging link (Azure `nextLink`, JSON:API `links.next`, or one a cursor carries) as a call on the list at
 * `listPath`, or undefined when it leaves the configured upstream or names another path of it: a cursor or an
 * upstream answer may then steer the next call, and the caller's credential, to another resource.
 */
export function listLink(
  baseUrl: string,
  link: string,
  listPath: string,
  credentialParams: readonly string[] = [],
): UpstreamLink | undefined {
  const parsed = upstreamLink(baseUrl, link, credentialParams);
  return parsed && isSameListPath(parsed.path, listPath) ? parsed : undefined;
}
