// What a typed client relies on: mutations named verb-first, input enums that offer only values an upstream accepts,
// and `JSON` only where a spec leaves a value free-form (each such field says so).
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLNamedType,
} from 'graphql';
import { schema } from '../src/executable-schema.js';

// The verbs the mutations use; a new mutation either starts with one of these or adds its verb here, in review.
const VERBS = [
  'add',
  'apply',
  'archive',
  'assign',
  'cancel',
  'create',
  'delete',
  'deny',
  'disable',
  'edit',
  'emulate',
  'enable',
  'exchange',
  'favorite',
  'flag',
  'fork',
  'generate',
  'grant',
  'join',
  'leave',
  'like',
  'link',
  'mark',
  'moderate',
  'patch',
  'pin',
  'post',
  'pull',
  'remove',
  'reply',
  'request',
  'return',
  'revoke',
  'run',
  'set',
  'unarchive',
  'unassign',
  'unfavorite',
  'unflag',
  'unlike',
  'unlink',
  'unmoderate',
  'unpack',
  'unpin',
  'update',
  'upsert',
];

test('every mutation is named verb-first', () => {
  const names = Object.keys(schema.getMutationType()!.getFields());
  expect(names.length).toBeGreaterThan(10);
  const notVerbFirst = names.filter((name) => !VERBS.includes(name.split(/(?=[A-Z])/)[0]!));
  expect(notVerbFirst).toEqual([]);
});

const types = Object.values(schema.getTypeMap()).filter((type) => !type.name.startsWith('__'));

/** `Type.field(arg)` or `Input.field` for every place a caller sends an enum value. */
function enumInputs(): Array<[string, GraphQLNamedType]> {
  const found: Array<[string, GraphQLNamedType]> = [];
  for (const type of types) {
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields()))
        found.push([`${type.name}.${field.name}`, getNamedType(field.type)]);
    }
    if (isObjectType(type) || isInterfaceType(type)) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of field.args) found.push([`${type.name}.${field.name}(${arg.name})`, getNamedType(arg.type)]);
      }
    }
  }
  return found.filter(([, type]) => isEnumType(type));
}

test('no argument or input field takes an enum with the output-only UNKNOWN member', () => {
  const inputs = enumInputs();
  expect(inputs.length).toBeGreaterThan(20);
  const withUnknown = inputs.filter(([, type]) => isEnumType(type) && type.getValue('UNKNOWN'));
  expect(withUnknown.map(([where, type]) => `${where}: ${type.name}`)).toEqual([]);
});

test('every JSON field says in its description why it is not typed', () => {
  const json: string[] = [];
  for (const type of types) {
    if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (String(getNamedType(field.type)) !== 'JSON') continue;
      json.push(`${type.name}.${field.name}`);
      expect([`${type.name}.${field.name}`, field.description ?? '']).toEqual([
        `${type.name}.${field.name}`,
        expect.stringMatching(/spec|untyped|free-form/i),
      ]);
    }
  }
  // The fields the specs leave free-form; typing one of them removes it from here.
  expect(json.sort()).toEqual([
    'AutomotiveReport.data',
    'DraftRegistration.registrationMetadata',
    'DraftRegistration.registrationResponses',
    'DraftRegistrationCreateInput.registrationMetadata',
    'DraftRegistrationCreateInput.registrationResponses',
    'DraftRegistrationUpdateInput.registrationMetadata',
    'DraftRegistrationUpdateInput.registrationResponses',
    'Listing.vinDecode',
    'Registration.registeredMeta',
    'ResearchLog.params',
    'SchemaResponse.revisionResponses',
    'SchemaResponseUpdateInput.revisionResponses',
    'VinDecode.fields',
  ]);
});
