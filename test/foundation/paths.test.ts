import { path, upstreamLink } from '../../src/datasources/paths.js';

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
