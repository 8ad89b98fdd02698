// The OSF writes on collections (upstream split spec G): create and delete a collection, link and unlink projects
// and registrations, and the metadata a collection keeps about each item (with its subjects). Relationship changes
// answer nothing the gateway needs, so their payload is the collection (or the metadata) read back afterwards.
import { written } from '../../http/boundary.js';
import { z } from 'zod';
import type { CollectionLinks } from '../../datasources/research/index.js';
import { path } from '../../datasources/paths.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import { CollectedMetadata, ResearchCollection } from '../../schema/research/types.js';
import {
  CollectedMetadataInput,
  collectableKey,
  collectionKey,
  idList,
  MAX_LINKED_IDS,
  nodeKey,
  registrationKey,
  subjectKey,
} from './writes-inputs.js';
import { attributesOf, identifiersDocument, resourceDocument, ResearchDeletion, toOne, writer } from './writes-kit.js';
import { NEVER_RETRIED, RETRIED } from './writes.js';

const METADATA_ATTRIBUTES = {
  collectedType: 'collected_type',
  status: 'status',
  volume: 'volume',
  issue: 'issue',
  programArea: 'program_area',
};

const collectionArg = {
  required: true,
  validate: collectionKey,
  description: 'The collection (`ResearchCollection.id` or its OSF id).',
} as const;
const guidArg = {
  required: true,
  validate: collectableKey,
  description: 'The item (`ResearchNode.id`, `Registration.id`, `Preprint.id` or its OSF guid).',
} as const;

/** Link and unlink mutations, by the collection's relationship list. */
const LINKS: Array<[links: CollectionLinks, type: string, key: z.ZodType<string, string>, noun: string, what: string]> =
  [
    ['linked_nodes', 'nodes', nodeKey, 'Nodes', 'projects'],
    ['linked_registrations', 'registrations', registrationKey, 'Registrations', 'registrations'],
  ];

serviceMutationFields('research', (t) => {
  const fields: Record<string, ReturnType<typeof t.field>> = {
    createResearchCollection: t.field({
      type: ResearchCollection,
      description: `Creates a collection of the caller (POST /collections/). ${NEVER_RETRIED}`,
      args: {
        title: t.arg.string({
          required: true,
          validate: z.string().trim().min(1, 'must not be empty').max(200, 'must be at most 200 characters'),
          description: 'Title (at most 200 characters).',
        }),
        isPublic: t.arg.boolean({ description: 'Whether everyone may see it (upstream default: false).' }),
      },
      resolve: (_root, { title, isPublic }, context) =>
        writer(context).createCollection(
          resourceDocument('collections', attributesOf({ title, isPublic }, { title: 'title', isPublic: 'is_public' })),
        ),
    }),
    deleteResearchCollection: t.field({
      type: ResearchDeletion,
      description: `Deletes a collection (DELETE /collections/{collection_id}/). ${RETRIED}`,
      args: { id: t.arg.string(collectionArg) },
      resolve: async (_root, { id }, context) => {
        await writer(context).deleteCollection(id);
        return { typename: 'ResearchCollection', key: id, upstreamId: id };
      },
    }),
    addCollectedMetadata: t.field({
      type: CollectedMetadata,
      description:
        'Adds an item to a collection with how the collection describes it ' +
        `(POST /collections/{collection_id}/collected_metadata/). ${NEVER_RETRIED}`,
      args: {
        collectionId: t.arg.string(collectionArg),
        guid: t.arg.string(guidArg),
        input: t.arg({ type: CollectedMetadataInput, description: 'What to write (optional).' }),
      },
      resolve: (_root, { collectionId, guid, input }, context) =>
        writer(context).addCollectedMetadata(
          collectionId,
          guid,
          resourceDocument('collected-metadata', attributesOf(input ?? {}, METADATA_ATTRIBUTES), {
            guid: toOne('guids', guid),
          }),
        ),
    }),
    updateCollectedMetadata: t.field({
      type: CollectedMetadata,
      description:
        'Changes how a collection describes one of its items (POST /collections/{collection_id}/collected_metadata/' +
        "{cgm_id}, the spec's method). Never retried automatically (a POST).",
      args: {
        collectionId: t.arg.string(collectionArg),
        guid: t.arg.string(guidArg),
        input: t.arg({ type: CollectedMetadataInput, required: true, description: 'What to write.' }),
      },
      resolve: (_root, { collectionId, guid, input }, context) =>
        writer(context).updateCollectedMetadata(
          collectionId,
          guid,
          resourceDocument('collected-metadata', attributesOf(input, METADATA_ATTRIBUTES), {}, guid),
        ),
    }),
    removeCollectedMetadata: t.field({
      type: ResearchDeletion,
      description:
        'Removes an item and its metadata from a collection (DELETE /collections/{collection_id}/collected_metadata/' +
        `{cgm_id}). ${RETRIED}`,
      args: { collectionId: t.arg.string(collectionArg), guid: t.arg.string(guidArg) },
      resolve: async (_root, { collectionId, guid }, context) => {
        await writer(context).deleteCollectedMetadata(collectionId, guid);
        return {
          typename: 'CollectedMetadata',
          key: `collections/${collectionId}/collected_metadata/${guid}`,
          upstreamId: guid,
        };
      },
    }),
    setCollectedMetadataSubjects: t.field({
      type: CollectedMetadata,
      description:
        "Sets the subjects of a collection's item (POST /collections/{collection_id}/collected_metadata/{cgm_id}/" +
        `relationships/subjects/); returns the item's metadata read back (a \`write-result-unreadable\` error if it ` +
        `cannot be read). ${NEVER_RETRIED}`,
      args: {
        collectionId: t.arg.string(collectionArg),
        guid: t.arg.string(guidArg),
        subjectIds: t.arg.stringList({
          required: true,
          validate: idList(subjectKey),
          description: `Subjects of the bepress taxonomy (\`Taxonomy.id\` or OSF ids; 1 to ${MAX_LINKED_IDS}).`,
        }),
      },
      resolve: async (_root, { collectionId, guid, subjectIds }, context) => {
        const research = writer(context);
        await research.setCollectedMetadataSubjects(collectionId, guid, identifiersDocument('subjects', subjectIds));
        const item = await research.resource(path`collections/${collectionId}/collected_metadata/${guid}`, {
          id: guid,
          parentId: collectionId,
        });
        return written('research', item, 'collection item');
      },
    }),
  };
  for (const [links, type, key, noun, what] of LINKS) {
    const ids = t.arg.stringList({
      required: true,
      validate: idList(key),
      description: `The ${what} (their \`id\` or OSF ids; 1 to ${MAX_LINKED_IDS}).`,
    });
    for (const add of [true, false]) {
      fields[`${add ? 'link' : 'unlink'}ResearchCollection${noun}`] = t.field({
        type: ResearchCollection,
        description:
          `${add ? 'Adds' : 'Removes'} ${what} ${add ? 'to' : 'from'} a collection ` +
          `(${add ? 'POST' : 'DELETE'} /collections/{collection_id}/${links}/relationships/); returns the collection ` +
          `read back (a \`write-result-unreadable\` error if it cannot be read). ${add ? NEVER_RETRIED : RETRIED}`,
        args: { collectionId: t.arg.string(collectionArg), ids },
        resolve: async (_root, args, context) => {
          const research = writer(context);
          await research.changeCollectionLinks(args.collectionId, links, add, identifiersDocument(type, args.ids));
          const collection = await research.resource(path`collections/${args.collectionId}/`, {
            id: args.collectionId,
          });
          return written('research', collection, 'collection');
        },
      });
    }
  }
  return fields;
});
