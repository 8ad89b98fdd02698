import { path } from '../../src/datasources/paths.js';

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
