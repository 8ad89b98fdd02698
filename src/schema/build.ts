// Builds the schema from what the builder holds: the shapes of schema/ and whatever resolvers/ has added to them by
// then. src/executable-schema.ts calls it once, after importing both.
import { GraphQLSchema } from 'graphql';
import { builder } from './builder.js';
import { applyDescriptions } from './describe.js';
import { descriptions } from './descriptions/index.js';

/** GraphQL forbids an empty Mutation type; leave it out while no service defines a mutation. */
function withoutEmptyMutation(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  if (!mutation || Object.keys(mutation.getFields()).length > 0) return schema;
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, mutation: null, types: config.types.filter((type) => type !== mutation) });
}

// Descriptions kept in `descriptions/` fill whatever the shapes leave undescribed (inline text wins). Pothos sorts
// the schema's types and fields (toSchema's `sortSchema`, on by default); descriptions are set in place, keeping it so.
export const buildSchema = (): GraphQLSchema =>
  applyDescriptions(withoutEmptyMutation(builder.toSchema()), descriptions);
