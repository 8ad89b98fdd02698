// The write rule of every mutation (src/schema/service-mutations.ts): a write answers its record or a coded error,
// and null only where the field declares it an answer and its description says what it means.
import { schema } from '../../src/executable-schema.js';

const mutations = Object.values(schema.getMutationType()!.getFields());

test('every mutation whose null is an answer says in its description what null means', () => {
  const declared = mutations.filter((field) => field.extensions.nullIsAnswer);
  expect(declared.map((field) => field.name).sort()).toEqual([
    'applyYaraRules',
    'createMarketplaceProduct',
    'deleteMessagingSpaceItem',
    'generatePartialYaraRules',
    'leaveMessagingSpace',
  ]);
  for (const field of declared)
    expect({ [field.name]: /\bnull\b/i.test(field.description ?? '') }).toEqual({
      [field.name]: true,
    });
});

// The payload of a bulk load is never null; an item of its `products` is, while the marketplace processes it.
const NULL_INSIDE = ['createMarketplaceProducts'];

test('no other mutation description promises a null', () => {
  const promising = mutations.filter(
    (field) =>
      !field.extensions.nullIsAnswer &&
      !NULL_INSIDE.includes(field.name) &&
      /\bnull (if|when|once|while)\b/i.test(field.description ?? ''),
  );
  expect(promising.map((field) => field.name)).toEqual([]);
});
