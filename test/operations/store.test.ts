// The in-memory store: TTLs on an injected clock, the entry cap (least recently used evicted first), claims and
// the sliding window.
import { createKeyHasher } from '../../src/store/keys.js';
import { MemoryStore } from '../../src/store/memory.js';

test('values and claims expire after their TTL', async () => {
  let now = 1000;
  const store = new MemoryStore({ maxEntries: 10, now: () => now });
  await store.set('a', '1', 100);
  expect(await store.claim(['g'], ['first'], 100)).toEqual(['first']);
  now += 99;
  expect(await store.getMany(['a', 'g', 'none'])).toEqual(['1', 'first', undefined]);
  now += 1;
  expect(await store.get('a')).toBeUndefined();
  expect(await store.claim(['g'], ['second'], 100)).toEqual(['second']);
  await store.set('zero', '1', 0);
  expect(await store.get('zero')).toBeUndefined();
});

test('never more than maxEntries entries: the least recently used goes first', async () => {
  const store = new MemoryStore({ maxEntries: 3 });
  for (const key of ['a', 'b', 'c']) await store.set(key, key, 60_000);
  expect(await store.get('a')).toBe('a');
  await store.set('d', 'd', 60_000);
  expect(store.size).toBe(3);
  expect(await store.get('b')).toBeUndefined();
  expect(await store.get('a')).toBe('a');
});

test('a claim keeps the value it finds and re-arms its TTL; it never grows', async () => {
  let now = 0;
  const store = new MemoryStore({ maxEntries: 10, now: () => now });
  expect(await store.claim(['g', 'h'], ['one', 'two'], 100)).toEqual(['one', 'two']);
  for (let n = 0; n < 50; n += 1) {
    now += 50;
    expect(await store.claim(['g'], [`candidate-${n}`], 100)).toEqual(['one']);
  }
  expect(await store.get('h')).toBeUndefined();
  expect(store.size).toBe(1);
});

test('the window records calls up to its limit only, and says when the oldest leaves', async () => {
  const store = new MemoryStore({ maxEntries: 10 });
  expect(await store.hit('w', 1000, 500, 2)).toEqual({ allowed: true, count: 0 });
  expect(await store.hit('w', 1100, 500, 2)).toEqual({ allowed: true, count: 1 });
  expect(await store.hit('w', 1200, 500, 2)).toEqual({ allowed: false, count: 2, retryAt: 1500 });
  expect(await store.hit('w', 1300, 500, 2)).toEqual({ allowed: false, count: 2, retryAt: 1500 });
  // Refused calls were not recorded: once the first leaves, one fits again.
  expect(await store.hit('w', 1501, 500, 2)).toEqual({ allowed: true, count: 1 });
});

test('keys are HMACs: stable under one secret, different under another, never the value', () => {
  const one = createKeyHasher('deployment-secret-one');
  const two = createKeyHasher('deployment-secret-two');
  expect(one('Bearer token-1')).toBe(one('Bearer token-1'));
  expect(one('Bearer token-1')).not.toBe(two('Bearer token-1'));
  expect(one('Bearer token-1')).not.toContain('token-1');
});
