// Apollo Client's InMemoryCache with the generated type policies, against the gateway over HTTP: a list paged with
// fetchMore keeps both pages when another query reads the same namespace (`research { ... }`). Without the
// policies the second query replaces the namespace object and the paged list is gone from the cache.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jest } from '@jest/globals';
import { ApolloClient, gql, HttpLink, InMemoryCache } from '@apollo/client';
import { createGatewayClient } from '../../examples/client/src/apollo.js';
import { ResearchLicensesDocument, ResearchNodesDocument } from '../../examples/client/src/gql/graphql.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
let server: Server;
let uri: string;

beforeAll(async () => {
  harness = await startHarness({ services: ['research'] });
  server = createServer(harness.gateway);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  uri = `http://127.0.0.1:${(server.address() as AddressInfo).port}/graphql`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await harness.close();
});

/** Page 1 through a watched query, page 2 by fetchMore, then another query on the same namespace. */
async function pageThenReadNamespace(client: ApolloClient) {
  const watched = client.watchQuery({ query: ResearchNodesDocument, variables: { first: 2 } });
  const subscription = watched.subscribe(() => undefined);
  try {
    const first = await client.query({ query: ResearchNodesDocument, variables: { first: 2 } });
    const endCursor = first.data!.research.nodes!.pageInfo.endCursor!;
    await watched.fetchMore({ variables: { after: endCursor } });
    const licenses = await client.query({ query: ResearchLicensesDocument });
    expect(licenses.data!.research.licenses!.edges).toHaveLength(3);
    return client.readQuery({ query: ResearchNodesDocument, variables: { first: 2 } });
  } finally {
    subscription.unsubscribe();
  }
}

test('with the generated type policies, both pages survive another query on the namespace', async () => {
  const expected = await harness.query<{ research: { nodes: { edges: Array<{ node: { id: string } }> } } }>(
    '{ research { nodes(first: 4) { edges { node { id } } } } }',
  );
  const client = createGatewayClient(uri);
  const nodes = (await pageThenReadNamespace(client))?.research.nodes;
  expect(nodes?.edges.map((edge) => edge?.node.id)).toEqual(
    expected.data!.research.nodes.edges.map((edge) => edge.node.id),
  );
  expect(nodes?.pageInfo.hasNextPage).toBe(true);
  // The namespace holds both lists side by side.
  expect(client.readQuery({ query: ResearchLicensesDocument })?.research.licenses?.edges).toHaveLength(3);
});

test("a connection's filters tell its lists apart; the paging arguments do not", () => {
  const { policies } = createGatewayClient(uri).cache as InMemoryCache;
  const storeName = (args: Record<string, unknown>) =>
    policies.getStoreFieldName({ typename: 'ResearchQuery', fieldName: 'nodes', args });
  expect(storeName({ first: 2, title: 'a' })).toBe('nodes:{"title":"a"}');
  expect(storeName({ first: 2, after: 'x' })).toBe(storeName({ first: 5 }));
});

test('without them (a bare InMemoryCache) the second query drops the paged list: the policies are what keep it', async () => {
  const warnings = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    const client = new ApolloClient({ link: new HttpLink({ uri }), cache: new InMemoryCache() });
    expect(await pageThenReadNamespace(client)).toBeNull();
  } finally {
    warnings.mockRestore();
  }
});

test('createGatewayClient reads a deferred answer (its incremental handler), whole once every part is in', async () => {
  const client = createGatewayClient(uri);
  const query = gql`
    query DeferredLicenses {
      research {
        licenses(first: 1) {
          edges {
            node {
              id
            }
          }
        }
        ... @defer {
          later: licenses(first: 2) {
            edges {
              node {
                id
              }
            }
          }
        }
      }
    }
  `;
  // Not cached: the type policies merge the two pages of `licenses`; what is read here is the answer itself.
  const result = await client.query({ query, fetchPolicy: 'no-cache' });
  const data = result.data as { research: { licenses: { edges: unknown[] }; later?: { edges: unknown[] } } };
  expect(result.error).toBeUndefined();
  expect(data.research.licenses.edges).toHaveLength(1);
  expect(data.research.later?.edges).toHaveLength(2);
});
