// Assembles the schema: scalars and service shapes, then the resolvers that add behaviour to them.
import { GraphQLSchema } from 'graphql';
import { builder } from './builder.js';
import { applyDescriptions } from './describe.js';
import { descriptions } from './descriptions/index.js';
import './scalars.js';
// Shapes shared by several services.
import './binary.js';
import './azure.js';
// Each service's types, in the order of the services table.
import './messaging/index.js';
import './unpacker.js';
import './numbers.js';
import './fileStorage/index.js';
import './scheduler.js';
import './marketplace/index.js';
import './research/index.js';
import './automotive.js';
import './certificates.js';
import './content.js';
import '../resolvers/index.js';

/** GraphQL forbids an empty Mutation type; leave it out while no service defines a mutation. */
function withoutEmptyMutation(schema: GraphQLSchema): GraphQLSchema {
  const mutation = schema.getMutationType();
  if (!mutation || Object.keys(mutation.getFields()).length > 0) return schema;
  const config = schema.toConfig();
  return new GraphQLSchema({ ...config, mutation: null, types: config.types.filter((type) => type !== mutation) });
}

// Descriptions kept in `descriptions/` fill whatever the shapes leave undescribed (inline text wins). Pothos sorts
// the schema's types and fields (toSchema's `sortSchema`, on by default); descriptions are set in place, keeping it so.
export const schema = applyDescriptions(withoutEmptyMutation(builder.toSchema()), descriptions);
