/**
 * Tagged template for upstream paths: every interpolated value is percent-encoded as one path segment, so an id
 * can never add a segment, climb with `..` or smuggle a query. `path\`users/${id}\`` -> `users/a%2Fb`.
 */
export function path(strings: TemplateStringsArray, ...segments: Array<string | number>): string {
  let result = strings[0] ?? '';
  segments.forEach((segment, index) => {
    const value = String(segment);
    if (value === '' || value === '.' || value === '..') throw new TypeError('Refusing an empty or dot path segment');
    result += encodeURIComponent(value) + (strings[index + 1] ?? '');
  });
  return result;
}
