// OSF APIv2 (spec G): the categories of a node (project or component). The spec enumerates them on the `category`
// of its node bodies, which generates a type but no value to list; this is the value, one copy for the gateway (its
// GraphQL enums and filters) and the sandbox (what its writes accept). Types: research.d.ts beside it.

/** A node's `category`, as the API spells it, in the spec's order. */
export const NODE_CATEGORIES = Object.freeze([
  'analysis',
  'communication',
  'data',
  'hypothesis',
  'instrumentation',
  'methods and measures',
  'procedure',
  'project',
  'software',
  'other',
]);
