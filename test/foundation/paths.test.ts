import { path, routeTemplate, upstreamLink } from '../../src/datasources/paths.js';

test('interpolated values are encoded as single path segments', () => {
  expect(path`users/${'a/b'}`).toBe('users/a%2Fb');
  expect(path`users/${'%2F'}/x`).toBe('users/%252F/x');
  expect(path`users/${'a?b=c#d'}`).toBe('users/a%3Fb%3Dc%23d');
  expect(path`users/${'ümlaut id'}`).toBe('users/%C3%BCmlaut%20id');
});

test('empty and dot segments are refused', () => {
  expect(() => path`users/${'..'}`).toThrow(TypeError);
  expect(() => path`users/${'.'}`).toThrow(TypeError);
  expect(() => path`users/${''}`).toThrow(TypeError);
});

describe('routeTemplate: the route of a call, never the values in it', () => {
  test('a path from the tag', () => {
    expect(routeTemplate(path`users/${'u-1'}/spaces?q=1`)).toBe('/users/{}/spaces');
  });

  test('a path joined from several tagged fragments and literals, as the Azure sources build them', () => {
    const accounts =
      path`subscriptions/${'5f3c'}/resourceGroups/${'rg 1'}/providers/` + 'Microsoft.NetApp/netAppAccounts';
    const volume = accounts + path`/${'acct'}` + path`/capacityPools/${'pool'}` + path`/volumes/${'vol'}`;
    expect(routeTemplate(volume)).toBe(
      '/subscriptions/{}/resourceGroups/{}/providers/Microsoft.NetApp/netAppAccounts/{}/capacityPools/{}/volumes/{}',
    );
  });

  test('a next-page path that repeats a tagged fragment, with a leading slash', () => {
    void path`subscriptions/${'9b7e'}/providers/`;
    expect(routeTemplate('/subscriptions/9b7e/providers/Microsoft.Scheduler/jobCollections')).toBe(
      '/subscriptions/{}/providers/Microsoft.Scheduler/jobCollections',
    );
  });

  test('a path without values is named as it is', () => {
    expect(routeTemplate('conversations?numberOfResults=20')).toBe('/conversations');
  });
});

describe('upstreamLink', () => {
  const base = 'https://management.example.com/api';

  it('turns a next link on the same upstream into a relative path and its parameters', () => {
    expect(upstreamLink(base, 'https://management.example.com/api/jobs?%24skip=20&%24top=10&api-version=1')).toEqual({
      path: 'jobs',
      searchParams: { $skip: '20', $top: '10', 'api-version': '1' },
    });
  });

  it.each([
    'https://evil.example.net/api/jobs?$skip=20',
    'http://management.example.com/api/jobs',
    'https://management.example.com:8443/api/jobs',
    'https://management.example.com/other/jobs',
    'not a url at all http://[',
    '/api/jobs?$skip=20',
  ])('refuses a link that leaves the base URL: %s', (link) => {
    expect(upstreamLink(base, link)).toBeUndefined();
  });

  it('drops credential parameters carried in the link', () => {
    expect(upstreamLink(base, `${base}/domains?after=5&apikey=secret`, ['apikey'])).toEqual({
      path: 'domains',
      searchParams: { after: '5' },
    });
  });
});
