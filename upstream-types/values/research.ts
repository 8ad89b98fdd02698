// OSF APIv2 (spec G): the categories of a node (project or component). The spec enumerates them on the `category`
// of its node bodies, which generates a type but no value to list; this is the value, one copy for the gateway (its
// GraphQL enums and filters) and the sandbox (what its writes accept); typecheck holds it to the spec's enum.
import type { components } from '../research.js';

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
] as const);
export type NodeCategory = (typeof NODE_CATEGORIES)[number];

/** `#/components/requestBodies/nodes_createBody` `attributes.category` (the node schemas enumerate the same). */
type SpecCategory =
  components['requestBodies']['nodes_createBody']['content']['application/json']['attributes']['category'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<Check extends true> = Check;
/** The list names every category of the spec's enum and no other (else `npm run typecheck` fails here). */
export type NodeCategoriesAreTheSpecs = Holds<Same<NodeCategory, SpecCategory>>;
