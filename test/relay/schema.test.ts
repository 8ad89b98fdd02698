// Schema-level promises of object identification and connections, checked on the built schema.
import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { schema } from '../../src/schema/index.js';
import { nodeTypes } from '../../src/schema/global-id.js';
import { NOT_IDENTIFIABLE } from '../../src/schema/not-identifiable.js';

const objectTypes = Object.values(schema.getTypeMap()).filter(
  (type): type is GraphQLObjectType => isObjectType(type) && !type.name.startsWith('__'),
);
const implementsNode = (type: GraphQLObjectType) => type.getInterfaces().some((i) => i.name === 'Node');
const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
/** `id`, `upstreamId`, or the type's own key by name (`Ticket.ticketId`). */
const idLike = (type: GraphQLObjectType) =>
  Object.keys(type.getFields()).filter((field) => ['id', 'upstreamId', `${lowerFirst(type.name)}Id`].includes(field));

test('every object type with an id implements Node or is listed as not identifiable, with a reason', () => {
  const unaccounted = objectTypes
    .filter((type) => idLike(type).length > 0 && !implementsNode(type) && !NOT_IDENTIFIABLE[type.name])
    .map((type) => type.name);
  expect(unaccounted).toEqual([]);
  for (const reason of Object.values(NOT_IDENTIFIABLE)) expect(reason.length).toBeGreaterThan(20);
});

test('the allowlist names only types that exist, have an id and are not Nodes', () => {
  for (const name of Object.keys(NOT_IDENTIFIABLE)) {
    const type = schema.getType(name);
    expect(isObjectType(type) && idLike(type).length > 0 && !implementsNode(type) ? name : `${name}?`).toBe(name);
  }
});

test('`id` is a non-null global ID on Nodes only; every Node keeps its upstream key as upstreamId: ID!', () => {
  for (const type of objectTypes) {
    const { id, upstreamId } = type.getFields();
    if (implementsNode(type)) {
      expect(`${type.name}.id: ${String(id?.type)}`).toBe(`${type.name}.id: ID!`);
      expect(`${type.name}.upstreamId: ${String(upstreamId?.type)}`).toBe(`${type.name}.upstreamId: ID!`);
      expect(nodeTypes().has(type.name)).toBe(true);
    } else {
      expect(id ? `${type.name}.id` : undefined).toBeUndefined();
      if (upstreamId) expect(getNamedType(upstreamId.type).name).toBe('ID');
    }
  }
});

test('every registered node type is a Node of the schema', () => {
  for (const name of nodeTypes().keys()) {
    const type = schema.getType(name);
    expect(isObjectType(type) && implementsNode(type) ? name : `${name} is not a Node`).toBe(name);
  }
});

test('Query.node and Query.nodes exist with descriptions', () => {
  const query = schema.getQueryType()!.getFields();
  expect(String(query.node?.type)).toBe('Node');
  expect(String(query.nodes?.type)).toBe('[Node]!');
  expect(query.node?.description).toBeTruthy();
  expect(query.nodes?.args[0]?.description).toBeTruthy();
});

test('only connections that implement backward paging offer last/before', () => {
  const backward: string[] = [];
  for (const type of objectTypes) {
    for (const field of Object.values(type.getFields())) {
      const names = field.args.map((arg) => arg.name);
      if (!names.includes('last') && !names.includes('before')) continue;
      expect(`${type.name}.${field.name}: ${String(field.extensions.pagesBackward)}`).toBe(
        `${type.name}.${field.name}: true`,
      );
      backward.push(`${type.name}.${field.name}`);
    }
  }
  expect(backward.every((name) => name.startsWith('MarketplaceQuery.'))).toBe(true);
  expect(backward.length).toBeGreaterThan(0);
});

test('connection and edge types follow one naming style: <Name>Connection with <Name>Edge', () => {
  const connections = objectTypes.filter((type) => type.name.endsWith('Connection'));
  expect(connections.length).toBeGreaterThan(40);
  for (const connection of connections) {
    const edge = getNamedType(connection.getFields().edges!.type);
    expect(edge.name).toBe(connection.name.replace(/Connection$/, 'Edge'));
    expect(connection.name).not.toMatch(/^[A-Za-z]+Query[A-Z]/);
  }
});
