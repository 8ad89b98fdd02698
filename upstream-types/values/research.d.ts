// The types of research.js: the list itself, so that each category stays a literal, checked against the spec's enum.
import type { components } from '../research.js';

/** A node's `category`, as the API spells it, in the spec's order. */
export declare const NODE_CATEGORIES: readonly [
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
];
export type NodeCategory = (typeof NODE_CATEGORIES)[number];

/** `#/components/requestBodies/nodes_createBody` `attributes.category` (the node schemas enumerate the same). */
type SpecCategory =
  components['requestBodies']['nodes_createBody']['content']['application/json']['attributes']['category'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<Check extends true> = Check;
/** The list names every category of the spec's enum and no other (else `npm run typecheck` fails here). */
export type NodeCategoriesAreTheSpecs = Holds<Same<NodeCategory, SpecCategory>>;
