// The subgraph SDL composes, in a maintained composition library, with subgraphs that do what the federation
// docs say another subgraph may do: extend an entity by its global id, or add a field to a shared namespace.
import { composeServices } from '@theguild/federation-composition';
import { buildSchema, parse, type GraphQLObjectType } from 'graphql';
import { subgraphSchema } from '../../src/schema/federation.js';
import { DESKS_SDL } from './subgraphs.js';

const field = subgraphSchema().getQueryType()!.getFields()._service!;
const sdl = (field.resolve as () => { sdl: string })().sdl;

/** A subgraph that adds a field to the messaging namespace. */
const UNREAD_SDL = /* GraphQL */ `
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.6", import: ["@shareable"])
  type Query {
    messaging: MessagingQuery! @shareable
  }
  type MessagingQuery @shareable {
    unreadCount: Int
  }
`;

const compose = (...others: Array<{ name: string; sdl: string }>) => composeWith(sdl, ...others);
const composeWith = (gatewaySdl: string, ...others: Array<{ name: string; sdl: string }>) =>
  composeServices([
    { name: 'gateway', typeDefs: parse(gatewaySdl), url: 'http://gateway.test/graphql' },
    ...others.map(({ name, sdl: typeDefs }) => ({
      name,
      typeDefs: parse(typeDefs),
      url: `http://${name}.test/graphql`,
    })),
  ]);

/** The field names of a type of the composed public schema. */
const fieldsOf = (result: ReturnType<typeof compose>, typeName: string) =>
  Object.keys((buildSchema(result.publicSdl!).getType(typeName) as GraphQLObjectType).getFields());

const messages = (result: ReturnType<typeof compose>) => (result.errors ?? []).map((error) => error.message);

test('the subgraph alone composes, subscriptions and the upload scalar included', () => {
  const result = compose();
  expect(messages(result)).toEqual([]);
  expect(result.publicSdl).toMatch(/^type Subscription \{/m);
  expect(result.publicSdl).toMatch(/^scalar File/m);
});

test('another subgraph extends MessagingUser by its global id', () => {
  const result = compose({ name: 'desks', sdl: DESKS_SDL });
  expect(messages(result)).toEqual([]);
  expect(fieldsOf(result, 'MessagingUser')).toEqual(
    expect.arrayContaining(['id', 'upstreamId', 'displayName', 'desk']),
  );
});

test('another subgraph adds a field to the shared messaging namespace', () => {
  const result = compose({ name: 'unread', sdl: UNREAD_SDL });
  expect(messages(result)).toEqual([]);
  expect(fieldsOf(result, 'MessagingQuery')).toEqual(expect.arrayContaining(['usersByIds', 'unreadCount']));
});

test('a namespace is not shareable when its subgraph does not say so: composition refuses it', () => {
  // The counter-check of the test above: the marks in the gateway's SDL are what makes it compose.
  const unshared = sdl
    .replace(/^(type MessagingQuery)\s+@shareable/m, '$1')
    .replace(/^( {2}messaging: MessagingQuery!) @shareable$/m, '$1');
  expect(unshared).not.toBe(sdl);
  const result = composeWith(unshared, { name: 'unread', sdl: UNREAD_SDL });
  expect(messages(result).join('\n')).toMatch(/shareable/i);
});
