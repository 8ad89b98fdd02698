/**
 * The route template of each path fragment the `path` tag made lately (`/volumes/a%2Fb` -> `/volumes/{}`), for
 * trace spans and error details, which name the route, never the ids in it. A call's path may join several
 * fragments and literals; routeTemplate finds the fragments again. Bounded: the oldest goes first. Process-wide
 * rather than per request, so that no request carries it: at worst a literal segment that equals a fragment made
 * for another request is shown as `{}`.
 */
const templates = new Map<string, string>();
const MAX_TEMPLATES = 4096;

/**
 * Tagged template for upstream paths: every interpolated value is percent-encoded as one path segment, so an id
 * can never add a segment, climb with `..` or smuggle a query. `path\`users/${id}\`` -> `users/a%2Fb`.
 */
export function path(strings: TemplateStringsArray, ...segments: Array<string | number>): string {
  let result = strings[0] ?? '';
  let template = result;
  segments.forEach((segment, index) => {
    const value = String(segment);
    if (value === '' || value === '.' || value === '..') throw new TypeError('Refusing an empty or dot path segment');
    const rest = strings[index + 1] ?? '';
    result += encodeURIComponent(value) + rest;
    template += '{}' + rest;
  });
  if (segments.length > 0) remember(result, template);
  return result;
}

/** Remembered without a query. */
function remember(fragment: string, template: string): void {
  const key = withoutQuery(fragment);
  if (templates.has(key)) return;
  if (templates.size >= MAX_TEMPLATES) templates.delete(templates.keys().next().value!);
  templates.set(key, withoutQuery(template));
}

function withoutQuery(path: string): string {
  const query = path.indexOf('?');
  return query === -1 ? path : path.slice(0, query);
}

/** Where the longest remembered fragment starting at `at` ends (a fragment ends at a `/`, after one, or at the end). */
function fragmentEnd(path: string, at: number): number {
  if (templates.has(path.slice(at))) return path.length;
  for (let slash = path.lastIndexOf('/'); slash > at; slash = path.lastIndexOf('/', slash - 1)) {
    if (templates.has(path.slice(at, slash + 1))) return slash + 1;
    if (templates.has(path.slice(at, slash))) return slash;
  }
  return at;
}

/** `/users/42/spaces` -> `/users/{}/spaces`: the path with every segment that came from a value replaced. */
export function routeTemplate(path: string): string {
  const bare = withoutQuery(path);
  let route = '';
  for (let at = 0; at < bare.length;) {
    const end = fragmentEnd(bare, at);
    if (end > at) {
      route += templates.get(bare.slice(at, end));
      at = end;
    } else if (bare.charCodeAt(at) === 47) {
      // A slash no fragment starts with: a fragment may start after it.
      route += '/';
      at += 1;
    } else {
      // A literal segment.
      const slash = bare.indexOf('/', at);
      const next = slash === -1 ? bare.length : slash;
      route += bare.slice(at, next);
      at = next;
    }
  }
  return '/' + route.replace(/^\/+/, '');
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
