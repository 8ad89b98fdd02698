// Assembles the schema: scalars and service shapes, then the resolvers that add behaviour to them.
import { GraphQLSchema, lexicographicSortSchema } from 'graphql';
import { builder } from './builder.js';
import './scalars.js';
import './messaging.js';
import './binary.js';
import './certificates.js';
import './numbers.js';
import './research/types.js';
import './marketplace.js';
import './content.js';
import './automotive.js';
import './azure.js';
import './fileStorage.js';
import './scheduler.js';
import './unpacker.js';
import '../resolvers/index.js';

/** GraphQL forbids an empty Mutation type; leave it out while no service defines a mutation. */
function withoutEmptyMutation(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  if (!mutation || Object.keys(mutation.getFields()).length > 0) return schema;
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, mutation: null, types: config.types.filter((type) => type !== mutation) });
}

export const schema = lexicographicSortSchema(withoutEmptyMutation(builder.toSchema()));
