// What every OSF write shares: who may write, how inputs become JSON:API request documents, and the payload of a
// deletion.
import type { GatewayContext } from '../../context.js';
import type { RelationshipData, WriteDocument, WriteResource } from '../../datasources/research/index.js';
import { builder } from '../../schema/builder.js';
import { encodeGlobalID } from '../../schema/global-id.js';

/**
 * The research data source, once this caller may write: with their own token (`x-research-token`), or with the
 * gateway's `RESEARCH_TOKEN` when they hold `research:write`. A write with no token at all is refused by the data
 * source (UNAUTHENTICATED), before any call.
 */
export function writer(context: GatewayContext) {
  context.requireWrite('research');
  const research = context.dataSources.research;
  research.requireIdentity();
  return research;
}

/** The attributes the caller set, under the upstream's names; fields left out (or null) are not sent. */
export function attributesOf(values: Record<string, unknown>, names: Record<string, string>): Record<string, unknown> {
  const attributes: Record<string, unknown> = {};
  for (const [field, name] of Object.entries(names)) {
    const value = values[field];
    if (value !== undefined && value !== null) attributes[name] = value;
  }
  return attributes;
}

/** A to-one relationship of a request document; undefined when no id was given. */
export const toOne = (type: string, id: string | null | undefined) => (id ? { data: { type, id } } : undefined);
/** A to-many relationship of a request document. */
export const toMany = (type: string, ids: readonly string[]) => ({ data: ids.map((id) => ({ type, id })) });

/** A request document of one resource; relationships without a value are left out. */
export function resourceDocument(
  type: string,
  attributes: Record<string, unknown>,
  relationships: Record<string, { data: RelationshipData } | undefined> = {},
  id?: string,
): WriteDocument {
  const given = Object.fromEntries(Object.entries(relationships).filter(([, value]) => value !== undefined));
  return {
    data: {
      type,
      ...(id ? { id } : {}),
      attributes,
      ...(Object.keys(given).length ? { relationships: given as WriteResource['relationships'] } : {}),
    },
  };
}

/** A request document of resource identifiers (a `/relationships/` endpoint). */
export const identifiersDocument = (type: string, ids: readonly string[]): WriteDocument => ({
  data: ids.map((id) => ({ type, id })),
});

export interface Deletion {
  typename: string;
  key: string;
  upstreamId: string;
}

export const ResearchDeletion = builder.objectRef<Deletion>('ResearchDeletion').implement({
  description: 'A record the OSF deleted.',
  fields: (t) => ({
    deletedId: t.id({
      nullable: false,
      description: 'The global id the record had (`Query.node` now answers null for it).',
      resolve: (deletion) => encodeGlobalID(deletion.typename, deletion.key),
    }),
    upstreamId: t.id({
      nullable: false,
      description: "The OSF's own id of the deleted record.",
      resolve: (deletion) => deletion.upstreamId,
    }),
  }),
});
