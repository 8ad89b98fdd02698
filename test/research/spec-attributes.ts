// Checked by `npm run typecheck`, not run: a research record type's attributes are held to the spec's attributes
// type (`AttributesOf`, src/schema/research/jsonapi.ts). Each `@ts-expect-error` fails the typecheck should the line
// below it ever compile.
import type { NodeAttributes, WikiAttributes } from '@gateway/upstream-types/overlays/research';
import type { AttributesOf } from '../../src/schema/research/jsonapi.js';

export const declared = {
  title: 'string',
  date_created: 'date',
  fork: 'boolean',
  tags: 'strings',
} satisfies AttributesOf<NodeAttributes>;

export const misspelt = {
  // @ts-expect-error `nodes_read` has no attribute `titel`
  titel: 'string',
} satisfies AttributesOf<NodeAttributes>;

export const wrongKind = {
  // @ts-expect-error `fork` is a boolean in `nodes_read`
  fork: 'string',
} satisfies AttributesOf<NodeAttributes>;

/** The overlay's `size` (a number where the spec's `wiki_read` says string) is what is checked. */
export const overlaid = { size: 'int' } satisfies AttributesOf<WikiAttributes>;
export const notTheSpecs = {
  // @ts-expect-error the overlay makes `size` a number
  size: 'string',
} satisfies AttributesOf<WikiAttributes>;

export const noSpec = {
  // @ts-expect-error a record type that names no spec type accepts no attributes
  title: 'string',
} satisfies AttributesOf<unknown>;
