// The in-memory store: TTLs on an injected clock, the entry and set caps, least recently used evicted first.
import { createKeyHasher } from '../../src/store/keys.js';
import { MemoryStore } from '../../src/store/memory.js';

test('values and sets expire after their TTL', async () => {
  let now = 1000;
  const store = new MemoryStore({ maxEntries: 10, now: () => now });
  await store.set('a', '1', 100);
  await store.addToSet('s', ['x'], 100);
  now += 99;
  expect(await store.get('a')).toBe('1');
  expect(await store.members('s')).toEqual(['x']);
  now += 1;
  expect(await store.get('a')).toBeUndefined();
  expect(await store.members('s')).toEqual([]);
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

test('a set keeps at most maxSetMembers members, dropping the oldest', async () => {
  const store = new MemoryStore({ maxEntries: 10, maxSetMembers: 2 });
  await store.addToSet('s', ['1', '2', '3'], 60_000);
  expect(await store.members('s')).toEqual(['2', '3']);
  await store.delete(['s']);
  expect(await store.members('s')).toEqual([]);
});

test('keys are HMACs: stable under one secret, different under another, never the value', () => {
  const one = createKeyHasher('deployment-secret-one');
  const two = createKeyHasher('deployment-secret-two');
  expect(one('Bearer token-1')).toBe(one('Bearer token-1'));
  expect(one('Bearer token-1')).not.toBe(two('Bearer token-1'));
  expect(one('Bearer token-1')).not.toContain('token-1');
});
