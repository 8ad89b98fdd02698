// Cursors are pinned to their list: a research cursor rewritten to another path of the same upstream is refused
// (BAD_USER_INPUT, no upstream call, logged below error level), and an upstream `links.next` that leaves the list
// or repeats the page just read ends the list with that page kept and a warning, instead of failing it.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startHarness, type Harness } from '../support/harness.js';

interface Cursor {
  p?: string;
  s: number;
}
const decode = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as Cursor;
const encode = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor), 'utf8').toString('base64url');

/** The cursor with its continuation's path replaced (`/v2/nodes/` -> `/v2/users/`), query and host kept. */
function rewritten(cursor: string, from: string, to: string): string {
  const state = decode(cursor);
  const link = new URL(state.p!);
  expect(link.pathname).toContain(from);
  link.pathname = link.pathname.replace(from, to);
  return encode({ ...state, p: link.toString() });
}

interface Page {
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: Array<{ node: { id: string } }>;
}

/** Pino lines as objects. */
const entries = (logs: string[]) => logs.map((line) => JSON.parse(line) as { level: number; msg: string });

describe('against the research sandbox', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ services: ['research'] });
  });
  afterAll(() => harness.close());
  const recorder = () => harness.sandbox.service('research').recorder;

  async function firstPage(query: string): Promise<Page> {
    const result = await harness.query<{ research: Record<string, Page> }>(query);
    expect(result.errors).toBeUndefined();
    return Object.values(result.data!.research)[0]!;
  }

  test('a cursor whose path is rewritten to another list of the upstream is BAD_USER_INPUT, with no call', async () => {
    const nodes = await firstPage(
      '{ research { nodes(first: 2) { pageInfo { hasNextPage endCursor } edges { node { id: upstreamId } } } } }',
    );
    expect(nodes.pageInfo.hasNextPage).toBe(true);
    // The issued cursor works: the next page of the same list.
    const genuine = await harness.query(
      `{ research { nodes(first: 2, after: "${nodes.pageInfo.endCursor}") { totalCount } } }`,
    );
    expect(genuine.errors).toBeUndefined();

    const forged = rewritten(nodes.pageInfo.endCursor!, '/v2/nodes/', '/v2/users/');
    recorder().reset();
    const logged = harness.logs.length;
    const result = await harness.query(`{ research { nodes(first: 2, after: "${forged}") { totalCount } } }`);
    expect(result.errors).toEqual([
      expect.objectContaining({
        message: 'Argument "after" is not a cursor of this list',
        extensions: { code: 'BAD_USER_INPUT', argument: 'after' },
      }),
    ]);
    expect(recorder().count()).toBe(0);
    const lines = entries(harness.logs.slice(logged));
    expect(lines.filter((line) => line.msg.includes('a cursor names another list'))).toEqual([
      expect.objectContaining({ level: 40 }),
    ]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(harness.logs.slice(logged).join('\n')).not.toContain('/v2/users/');
  });

  test("a related list's cursor is refused on another record's list and when rewritten to another relation", async () => {
    const result = await harness.query<{ research: { nodes: { edges: Array<{ node: { id: string } }> } } }>(
      '{ research { nodes(first: 2) { edges { node { id: upstreamId } } } } }',
    );
    const [first, second] = result.data!.research.nodes.edges.map((edge) => edge.node.id);
    const listed = await harness.query<{ research: { node: { contributors: Page } } }>(
      `{ research { node(id: "${first}") { contributors(first: 1) {
        pageInfo { hasNextPage endCursor } edges { node { id: upstreamId } } } } } }`,
    );
    expect(listed.errors).toBeUndefined();
    const cursor = listed.data!.research.node.contributors.pageInfo.endCursor!;
    expect(listed.data!.research.node.contributors.pageInfo.hasNextPage).toBe(true);
    const toChildren = rewritten(cursor, `/nodes/${first}/contributors/`, `/nodes/${first}/children/`);
    recorder().reset();
    const refused = await harness.query(
      `{ research {
        other: node(id: "${second}") { contributors(first: 1, after: "${cursor}") { totalCount } }
        same: node(id: "${first}") { contributors(first: 1, after: "${toChildren}") { totalCount } } } }`,
    );
    expect(refused.errors?.map((error) => [error.extensions?.code, error.path])).toEqual([
      ['BAD_USER_INPUT', ['research', 'other', 'contributors']],
      ['BAD_USER_INPUT', ['research', 'same', 'contributors']],
    ]);
    // Only the nodes themselves were read: no list of either.
    expect(
      recorder()
        .requests.map((request) => request.path)
        .filter((path) => /contributors|children/.test(path)),
    ).toEqual([]);
  });
});

describe('an upstream whose links.next is hostile', () => {
  let upstream: Server;
  let baseUrl: string;
  let harness: Harness;
  /** What the next answer's `links.next` is, from the URL of the request it answers. */
  let nextFor: (request: IncomingMessage) => string | null;
  const requests: string[] = [];

  beforeAll(async () => {
    upstream = createServer((request, response) => {
      requests.push(request.url!);
      const body = {
        data: [
          { id: 'n1', type: 'nodes', attributes: { title: 'One' } },
          { id: 'n2', type: 'nodes', attributes: { title: 'Two' } },
        ],
        links: { next: nextFor(request) },
        meta: { total: 6 },
      };
      response.writeHead(200, { 'content-type': 'application/vnd.api+json' });
      response.end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}/v2/`;
    harness = await startHarness({ services: ['numbers'], env: { RESEARCH_BASE_URL: baseUrl } });
  });
  afterAll(async () => {
    await harness.close();
    await new Promise((resolve) => upstream.close(resolve));
  });
  beforeEach(() => {
    requests.length = 0;
  });

  async function nodes(after?: string) {
    return harness.query<{ research: { nodes: Page } }>(
      `query ($after: String) { research { nodes(first: 2, after: $after) {
        pageInfo { hasNextPage endCursor } edges { node { id: upstreamId } } } } }`,
      { after },
    );
  }

  test('a links.next on its own list is followed (the control case)', async () => {
    nextFor = () => `${baseUrl}nodes/?page=2&page%5Bsize%5D=2`;
    const result = await nodes();
    expect(result.errors).toBeUndefined();
    expect(result.data!.research.nodes.pageInfo.hasNextPage).toBe(true);
    const second = await nodes(result.data!.research.nodes.pageInfo.endCursor!);
    expect(second.errors).toBeUndefined();
    expect(requests[1]).toBe('/v2/nodes/?page=2&page%5Bsize%5D=2');
  });

  test.each([
    ['another list of the upstream', () => `${baseUrl}users/?page=2`],
    ['another host', () => 'https://evil.example/v2/nodes/?page=2'],
    ['the page just read', (request: IncomingMessage) => `http://${request.headers.host}${request.url}`],
  ])('a links.next to %s ends the list with the page kept and a warning', async (_case, next) => {
    nextFor = next;
    const logged = harness.logs.length;
    const result = await nodes();
    expect(result.errors).toBeUndefined();
    expect(result.data!.research.nodes).toEqual({
      pageInfo: { hasNextPage: false, endCursor: expect.any(String) },
      edges: [{ node: { id: 'n1' } }, { node: { id: 'n2' } }],
    });
    expect(requests).toHaveLength(1);
    const lines = entries(harness.logs.slice(logged));
    expect(lines.filter((line) => line.msg.startsWith('links.next')).map((line) => line.level)).toEqual([40]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(harness.logs.slice(logged).join('\n')).not.toMatch(/evil\.example|users\/\?page/);
  });

  test('a links.next that repeats a continued page ends the list there too', async () => {
    nextFor = (request) =>
      request.url!.includes('page=2')
        ? `${baseUrl}nodes/?page%5Bsize%5D=2&page=2`
        : `${baseUrl}nodes/?page=2&page%5Bsize%5D=2`;
    const first = await nodes();
    const second = await nodes(first.data!.research.nodes.pageInfo.endCursor!);
    expect(second.errors).toBeUndefined();
    expect(second.data!.research.nodes.pageInfo.hasNextPage).toBe(false);
    expect(second.data!.research.nodes.edges).toHaveLength(2);
    expect(requests).toHaveLength(2);
  });
});
