// The sandbox's request recorder keeps the last N requests only, so a long-running `npm start` stays flat.
import { RequestRecorder } from '../../sandbox/framework.js';
import { startHarness } from '../support/harness.js';

const entry = (index: number) => ({
  method: 'GET',
  path: `/r/${index}`,
  query: {},
  headers: { 'x-index': `${index}` },
});

test('a recorder is a ring: the oldest requests go once the limit is reached', () => {
  const recorder = new RequestRecorder(3);
  for (let index = 0; index < 10; index += 1) recorder.record(entry(index));
  expect(recorder.requests.map((request) => request.path)).toEqual(['/r/7', '/r/8', '/r/9']);
  expect(recorder.count()).toBe(3);
});

test('a recorder with limit 0 keeps nothing', () => {
  const recorder = new RequestRecorder(0);
  recorder.record(entry(1));
  expect(recorder.requests).toEqual([]);
});

test('a running sandbox stays at its default limit under many requests over HTTP', async () => {
  const harness = await startHarness({ services: ['numbers'] });
  try {
    const { recorder, baseUrl } = harness.sandbox.service('numbers');
    const sent = recorder.limit + 50;
    for (let batch = 0; batch < sent; batch += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, sent - batch) }, () =>
          fetch(`${baseUrl}/numbers/nod`).then((r) => r.arrayBuffer()),
        ),
      );
    }
    expect(recorder.requests).toHaveLength(recorder.limit);
  } finally {
    await harness.close();
  }
});
