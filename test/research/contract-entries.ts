// What the OSF contract tests query: every field of the research namespace, each connection two items deep.
import { getNamedType, isObjectType, type GraphQLField } from 'graphql';
import { schema } from '../../src/executable-schema.js';
import type { ContractEntry } from '../contract/support/contract.js';

const byId = (field: string): ContractEntry => ({ field: `research.${field}`, args: '(id: "ab1cd")' });
const list = (field: string): ContractEntry => ({ field: `research.${field}`, args: '(first: 2)' });

/** Arguments of nested fields: the required keys, and `first: 2` on every connection to keep the fan-out small. */
export function researchFieldArgs(): Record<string, string> {
  const args: Record<string, string> = {
    'ResearchNode.styledCitation': '(style: "apa")',
    'Preprint.styledCitation': '(style: "apa")',
    'Registration.citation': '(style: "apa")',
    'ResearchNode.contributor': '(userId: "us3r1")',
    'Registration.contributor': '(userId: "us3r1")',
    'Preprint.contributor': '(userId: "us3r1")',
    'DraftRegistration.contributor': '(userId: "us3r1")',
    'ResearchNode.draftRegistration': '(draftId: "dr4ft")',
    'ResearchNode.viewOnlyLink': '(linkId: "l1nk0")',
    'Registration.viewOnlyLink': '(linkId: "l1nk0")',
    'ResearchNode.addon': '(provider: "github")',
    'ResearchUser.addon': '(provider: "github")',
    'ResearchNode.fileProvider': '(provider: "osfstorage")',
    'ResearchNode.storedFile': '(provider: "osfstorage", path: "f1le0")',
    'Registration.storedFile': '(provider: "osfstorage", path: "f1le0")',
    'ResearchFile.version': '(versionId: "1")',
    'SchemaResponse.action': '(actionId: "act10n")',
    'SchemaResponse.schemaBlock': '(blockId: "bl0ck")',
    'UserAddon.account': '(accountId: "acc0unt")',
    'ResearchCollection.collectedMetadataFor': '(guid: "gu1d0")',
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields()) as Array<GraphQLField<unknown, unknown>>) {
      const key = `${type.name}.${field.name}`;
      if (args[key] || !getNamedType(field.type).name.endsWith('Connection')) continue;
      if (field.args.some((arg) => arg.name === 'first')) args[key] = '(first: 2)';
    }
  }
  return args;
}

/** Lookups answered from a list filtered by id: the generated list may not hold the id asked for. */
const FROM_LIST = new Set(['addon', 'action']);

/** Root fields of `research` (all, or those named), lists with `first: 2` and lookups by an id. */
export function researchEntries(names?: string[]): ContractEntry[] {
  const namespace = schema.getType('ResearchQuery');
  if (!namespace || !isObjectType(namespace)) throw new Error('no ResearchQuery');
  const fields = Object.values(namespace.getFields()).filter((field) => !names || names.includes(field.name));
  if (names && fields.length !== names.length) throw new Error(`unknown research fields in ${names.join(', ')}`);
  return fields.map((field) => {
    if (field.args.some((arg) => arg.name === 'id'))
      return { ...byId(field.name), mayBeNull: FROM_LIST.has(field.name) };
    if (field.args.some((arg) => arg.name === 'first')) return list(field.name);
    return { field: `research.${field.name}` };
  });
}

/** Root fields of `research` not named in any of `groups`: what the last contract file covers. */
export function researchFieldsBesides(...groups: string[][]): string[] {
  const namespace = schema.getType('ResearchQuery');
  if (!namespace || !isObjectType(namespace)) throw new Error('no ResearchQuery');
  const taken = new Set(groups.flat());
  return Object.keys(namespace.getFields()).filter((name) => !taken.has(name));
}

/** Every field of `type` but `keep`, for a contract that goes deep along one path only. */
export function fieldsBesides(type: string, keep: string[]): string[] {
  const found = schema.getType(type);
  if (!found || !isObjectType(found)) throw new Error(`no ${type}`);
  return Object.keys(found.getFields())
    .filter((name) => !keep.includes(name))
    .map((name) => `${type}.${name}`);
}

export const PROJECT_FIELDS = ['nodes', 'node', 'viewOnlyLink', 'collections', 'collection'];
export const REGISTRATION_FIELDS = [
  'registrations',
  'registration',
  'draftRegistrations',
  'draftRegistration',
  'schemaResponses',
  'schemaResponse',
  'registrationSchemas',
  'registrationSchema',
];
