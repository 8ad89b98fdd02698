// Marketplace connections (an offset/limit upstream) page back with last/before, through the sandbox; the same
// items come back as a forward walk, each once. Other connections do not offer last/before at all.
import { startHarness, type Harness } from '../support/harness.js';

interface Page {
  totalCount: number;
  pageInfo: { hasPreviousPage: boolean; hasNextPage: boolean; startCursor: string | null; endCursor: string | null };
  edges: Array<{ node: { skuSellerId: string } }>;
}

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['marketplace', 'messaging'] });
});
afterAll(() => harness.close());

const SELECTION =
  'totalCount pageInfo { hasPreviousPage hasNextPage startCursor endCursor } edges { node { skuSellerId } }';

async function page(args: string): Promise<Page> {
  const result = await harness.query<{ marketplace: { products: Page } }>(
    `{ marketplace { products(${args}) { ${SELECTION} } } }`,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.marketplace.products;
}

test('walking back with last/before yields every product once, in the forward order', async () => {
  const forward: string[] = [];
  let next = await page('first: 50');
  forward.push(...next.edges.map((edge) => edge.node.skuSellerId));
  while (next.pageInfo.hasNextPage) {
    next = await page(`first: 50, after: "${next.pageInfo.endCursor}"`);
    forward.push(...next.edges.map((edge) => edge.node.skuSellerId));
  }
  const backward: string[] = [];
  let previous = await page('last: 7');
  expect(previous.pageInfo.hasNextPage).toBe(false);
  backward.unshift(...previous.edges.map((edge) => edge.node.skuSellerId));
  while (previous.pageInfo.hasPreviousPage) {
    previous = await page(`last: 7, before: "${previous.pageInfo.startCursor}"`);
    expect(previous.pageInfo.hasNextPage).toBe(true);
    backward.unshift(...previous.edges.map((edge) => edge.node.skuSellerId));
  }
  expect(backward).toEqual(forward);
  expect(backward.length).toBe(previous.totalCount);
});

test('a forward cursor pages back from where it stands, and back again forward', async () => {
  const first = await page('first: 6');
  const back = await page(`last: 2, before: "${first.pageInfo.endCursor}"`);
  expect(back.edges.map((edge) => edge.node.skuSellerId)).toEqual(
    first.edges.slice(3, 5).map((e) => e.node.skuSellerId),
  );
  const again = await page(`first: 1, after: "${back.pageInfo.endCursor}"`);
  expect(again.edges[0]?.node.skuSellerId).toBe(first.edges[5]?.node.skuSellerId);
});

test('a connection over an upstream that cannot page back does not offer last/before', async () => {
  const result = await harness.query('{ messaging { conversations(last: 5) { edges { cursor } } } }');
  expect(result.errors?.[0]?.message).toMatch(/Unknown argument "last"/);
  expect(harness.sandbox.service('messaging').recorder.count()).toBe(0);
});
