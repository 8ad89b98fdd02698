// Every mutation says which service it belongs to (serviceMutationFields tags it), so the response cache and the
// per-upstream rate limit derive their per-service lists from the schema instead of a list kept by hand.
import { SERVICE_KEYS } from '../../src/config/index.js';
import { CACHE_POLICY } from '../../src/plugins/response-cache/policy.js';
import { schema } from '../../src/executable-schema.js';
import { mutationsOf } from '../../src/schema/service-mutations.js';

const mutationFields = Object.values(schema.getMutationType()!.getFields());

test('every mutation is tagged with one service', () => {
  const untagged = mutationFields
    .filter((field) => !(SERVICE_KEYS as readonly unknown[]).includes(field.extensions.service))
    .map((field) => field.name);
  expect(untagged).toEqual([]);
});

test('the per-service lists cover every mutation once, and the cache policy holds them', () => {
  const listed = SERVICE_KEYS.flatMap((key) => mutationsOf(schema, key));
  expect(listed.sort()).toEqual(mutationFields.map((field) => field.name).sort());
  for (const key of SERVICE_KEYS) expect(CACHE_POLICY[key].mutations).toEqual(mutationsOf(schema, key));
  expect(CACHE_POLICY.messaging.mutations).toContain('postMessagingMessage');
  expect(CACHE_POLICY.scheduler.mutations).toContain('runJob');
  expect(CACHE_POLICY.numbers.mutations).toEqual([]);
});
