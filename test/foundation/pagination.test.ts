// The Relay pagination helper over an upstream with its own page size and continuation tokens.
import {
  decodeCursor,
  nextOffset,
  pageBackward,
  pagesBackward,
  paginate,
  type Connection,
  type PageFetcher,
  type RangeFetcher,
} from '../../src/schema/pagination.js';

const ITEMS = Array.from({ length: 23 }, (_, index) => `item-${index}`);

/** An upstream that pages in its own fixed size (7) with opaque tokens, like a nextLink. */
const tokenUpstream =
  (calls: string[]): PageFetcher<string> =>
  async (continuation) => {
    calls.push(continuation ?? 'start');
    const start = continuation ? Number(continuation.replace('token-', '')) : 0;
    const items = ITEMS.slice(start, start + 7);
    return { items, next: start + 7 < ITEMS.length ? `token-${start + 7}` : undefined, totalCount: ITEMS.length };
  };

async function walk(first: number, fetchPage: PageFetcher<string>) {
  const seen: string[] = [];
  let after: string | null = null;
  for (let page = 0; page < 50; page += 1) {
    const connection: Connection<string> = await paginate(
      { first, after },
      { defaultSize: 10, maxSize: 50 },
      fetchPage,
    );
    seen.push(...connection.edges.map((edge) => edge.node));
    if (!connection.pageInfo.hasNextPage) break;
    after = connection.pageInfo.endCursor;
  }
  return seen;
}

test.each([1, 3, 7, 10, 23, 50])('walking with first=%i returns every item exactly once, in order', async (first) => {
  expect(await walk(first, tokenUpstream([]))).toEqual(ITEMS);
});

test('an offset upstream walks the same way', async () => {
  const offsetUpstream: PageFetcher<string> = async (continuation, size) => {
    const offset = Number(continuation ?? 0);
    const items = ITEMS.slice(offset, offset + size);
    return { items, next: nextOffset(offset, items.length, size, ITEMS.length) };
  };
  expect(await walk(4, offsetUpstream)).toEqual(ITEMS);
});

test('totalCount and pageInfo come through', async () => {
  const connection = await paginate({ first: 5 }, { defaultSize: 10, maxSize: 50 }, tokenUpstream([]));
  expect(connection.totalCount).toBe(23);
  expect(connection.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
  expect(connection.edges.map((edge) => edge.node)).toEqual(ITEMS.slice(0, 5));
});

test.each([
  [{ first: 0 }, 'first'],
  [{ first: -1 }, 'first'],
  [{ first: 51 }, 'first'],
  [{ first: 2, after: 'not-a-cursor' }, 'after'],
])('%j is refused as BAD_USER_INPUT before any upstream call', async (args, argument) => {
  const calls: string[] = [];
  await expect(paginate(args, { defaultSize: 10, maxSize: 50 }, tokenUpstream(calls))).rejects.toMatchObject({
    extensions: { code: 'BAD_USER_INPUT', argument },
  });
  expect(calls).toEqual([]);
});

test('cursors are opaque but carry the upstream continuation', async () => {
  const connection = await paginate({ first: 9 }, { defaultSize: 10, maxSize: 50 }, tokenUpstream([]));
  expect(decodeCursor(connection.pageInfo.endCursor!)).toEqual({ p: 'token-7', s: 2 });
});

test('a walk asks the upstream for each of its pages once when pages end where connection pages end', async () => {
  const calls: string[] = [];
  expect(await walk(7, tokenUpstream(calls))).toEqual(ITEMS);
  expect(calls).toEqual(['start', 'token-7', 'token-14', 'token-21']);
});

test('an offset walk resumes at the next offset instead of re-reading from the start', async () => {
  const requests: Array<[number, number]> = [];
  const offsetUpstream: PageFetcher<string> = async (continuation, size) => {
    const offset = Number(continuation ?? 0);
    requests.push([offset, size]);
    const items = ITEMS.slice(offset, offset + size);
    return { items, next: nextOffset(offset, items.length, size, ITEMS.length) };
  };
  expect(await walk(5, offsetUpstream)).toEqual(ITEMS);
  expect(requests).toEqual([
    [0, 5],
    [5, 5],
    [10, 5],
    [15, 5],
    [20, 5],
  ]);
});

describe('backward paging over an offset/limit list', () => {
  const LIMITS = { defaultSize: 10, maxSize: 50 };
  const rangeUpstream =
    (calls: Array<[number, number]>, total: number | null = ITEMS.length): RangeFetcher<string> =>
    async (offset, size) => {
      calls.push([offset, size]);
      return { items: ITEMS.slice(offset, offset + size), totalCount: total };
    };

  test('last counts back from the end of the list; before walks back to the start, each item once', async () => {
    const calls: Array<[number, number]> = [];
    const seen: string[] = [];
    let page = await pageBackward('marketplace', { last: 5 }, LIMITS, rangeUpstream(calls));
    expect(page.pageInfo).toMatchObject({ hasPreviousPage: true, hasNextPage: false });
    while (true) {
      seen.unshift(...page.edges.map((edge) => edge.node));
      if (!page.pageInfo.hasPreviousPage) break;
      page = await pageBackward(
        'marketplace',
        { last: 5, before: page.pageInfo.startCursor },
        LIMITS,
        rangeUpstream(calls),
      );
      expect(page.pageInfo.hasNextPage).toBe(true);
    }
    expect(seen).toEqual(ITEMS);
    expect(calls[0]).toEqual([0, 1]);
  });

  test('a forward cursor serves as `before`: the items ahead of that item', async () => {
    const forward = await paginate({ first: 9 }, LIMITS, async (continuation, size) => {
      const offset = Number(continuation ?? 0);
      const items = ITEMS.slice(offset, offset + size);
      return { items, next: nextOffset(offset, items.length, size, ITEMS.length) };
    });
    const back = await pageBackward(
      'marketplace',
      { last: 3, before: forward.pageInfo.endCursor },
      LIMITS,
      rangeUpstream([]),
    );
    expect(back.edges.map((edge) => edge.node)).toEqual(ITEMS.slice(5, 8));
    const after = await paginate({ first: 2, after: back.pageInfo.endCursor }, LIMITS, async (continuation, size) => {
      const offset = Number(continuation ?? 0);
      const items = ITEMS.slice(offset, offset + size);
      return { items, next: nextOffset(offset, items.length, size, ITEMS.length) };
    });
    expect(after.edges.map((edge) => edge.node)).toEqual(ITEMS.slice(8, 10));
  });

  test.each([
    [{ last: 0 }, 'last'],
    [{ last: 51 }, 'last'],
    [{ last: 2, before: 'not-a-cursor' }, 'before'],
  ])('%j is refused as BAD_USER_INPUT before any upstream call', async (args, argument) => {
    const calls: Array<[number, number]> = [];
    await expect(pageBackward('marketplace', args, LIMITS, rangeUpstream(calls))).rejects.toMatchObject({
      extensions: { code: 'BAD_USER_INPUT', argument },
    });
    expect(calls).toEqual([]);
  });

  test('mixing directions is refused', () => {
    expect(() => pagesBackward({ first: 2, last: 2 })).toThrow(/cannot be combined/);
    expect(pagesBackward({ before: 'x' })).toBe(true);
    expect(pagesBackward({ first: 2 })).toBe(false);
  });

  test('last without before needs the total the upstream reports', async () => {
    await expect(pageBackward('marketplace', { last: 2 }, LIMITS, rangeUpstream([], null))).rejects.toMatchObject({
      kind: 'invalid-response',
    });
  });
});
