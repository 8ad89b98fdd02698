// The shared batch-loader helper: one upstream call per batch, split at the upstream's limit, aligned to keys.
import { byKeys, createBatchLoader } from '../../src/datasources/loaders.js';

interface User {
  id: string;
  name: string;
}

test('byKeys aligns results to keys, null for unknown ids, whatever the upstream order', () => {
  const users: User[] = [
    { id: 'b', name: 'Bea' },
    { id: 'a', name: 'Ann' },
  ];
  expect(byKeys(['a', 'x', 'b'], users, (user) => user.id)).toEqual([users[1], null, users[0]]);
});

test('lookups in one tick become the fewest upstream calls at the per-call limit, duplicates once', async () => {
  const batches: string[][] = [];
  const loader = createBatchLoader<string, User>({
    maxBatchSize: 10,
    keyOf: (user) => user.id,
    fetchMany: async (ids) => {
      batches.push([...ids]);
      return ids.filter((id) => id !== 'missing').map((id) => ({ id, name: `User ${id}` }));
    },
  });
  const ids = Array.from({ length: 25 }, (_, index) => `u${index}`);
  const results = await Promise.all([...ids, 'u3', 'missing'].map((id) => loader.load(id)));
  expect(batches.map((batch) => batch.length)).toEqual([10, 10, 6]);
  expect(results[3]).toEqual({ id: 'u3', name: 'User u3' });
  expect(results[25]).toEqual(results[3]);
  expect(results[26]).toBeNull();
});
