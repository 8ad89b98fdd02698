// The contract suites' allow-list of refusals of spec-valid answers (support/refusals.ts) fails a suite on a
// refusal whose cause is not listed, on more than two causes in one variant, and on a listed cause that no variant
// meets any longer or that the service's doc does not name: a new refusal shows up as a failure, not a number.
import { RefusalLedger, refusalsIn } from './support/refusals.js';
import type { AllowedRefusal, ServiceContract } from './support/types.js';

/** One `upstream answer unusable` line as the gateway logs it. */
const line = (reason: string, detail: string, field: string) =>
  JSON.stringify({ level: 50, msg: 'upstream answer unusable', service: 'fileStorage', reason, detail, field });

const AVAILABILITY: AllowedRefusal = {
  name: 'availability-unknown',
  reason: 'invalid-response',
  detail: 'an availability answer says neither isAvailable nor a reason',
  why: 'says nothing about availability',
};
const NO_ID: AllowedRefusal = {
  name: 'record-without-id',
  reason: 'invalid-response',
  detail: /^a record has no \w+$/,
  why: 'nothing names it',
};
const UNREAD: AllowedRefusal = {
  name: 'write-not-read-back',
  reason: 'write-result-unreadable',
  detail: 'the volume written could not be read back',
  why: 'the read-back holds nothing',
};

function ledger(allowedRefusals: AllowedRefusal[]) {
  const contract: ServiceContract = { service: 'fileStorage', spec: 'D', operations: [], entries: [], allowedRefusals };
  return new RefusalLedger(contract);
}

test('only the refusals in log lines are read, with their reason, detail and field', () => {
  const logs = [
    `${line('invalid-response', 'a record has no id', 'fileStorage.volumes.edges.node.id')}\n` +
      JSON.stringify({ level: 30, msg: 'request' }),
    'not json upstream answer unusable',
  ];
  expect(refusalsIn(logs)).toEqual([
    { reason: 'invalid-response', detail: 'a record has no id', where: 'fileStorage.volumes.edges.node.id' },
  ]);
});

test('a refusal whose cause is not on the allow-list fails the variant, naming it', () => {
  const refusals = ledger([AVAILABILITY]);
  const problems = refusals.record('nulls', refusalsIn([line('invalid-response', 'a record has no id', 'a.b.id')]));
  expect(problems).toEqual([
    '[nulls] a spec-valid answer refused for a cause not on the allow-list: invalid-response: a record has no id (a.b.id)',
  ]);
});

test('listed causes pass, one cause met at many fields counts once, and a third cause in one variant fails', () => {
  const refusals = ledger([AVAILABILITY, NO_ID, UNREAD]);
  const two = refusalsIn([
    line('invalid-response', 'a record has no id', 'a.id'),
    line('invalid-response', 'a record has no volumeId', 'b.upstreamId'),
    line('invalid-response', 'an availability answer says neither isAvailable nor a reason', 'c'),
  ]);
  expect(refusals.record('required-only', two)).toEqual([]);
  const three = [
    ...two,
    ...refusalsIn([line('write-result-unreadable', 'the volume written could not be read back', 'd')]),
  ];
  expect(refusals.record('nulls', three)).toEqual([
    '[nulls] 3 causes of refusing spec-valid answers (record-without-id, availability-unknown, write-not-read-back), ' +
      'at most 2 are allowed',
  ]);
  expect(refusals.report()).toContain('fileStorage: 3 allowed causes of refusal, at most 3 in one variant');
});

test('a listed cause no variant met, or one the service doc does not name, is a problem', () => {
  const refusals = ledger([AVAILABILITY, NO_ID]);
  refusals.record('full', refusalsIn([line('invalid-response', 'a record has no id', 'a.id')]));
  expect(refusals.staleOrUndocumented()).toEqual([
    'allowed refusal "availability-unknown" is met by no variant',
    'allowed refusal "record-without-id" is not named in docs/services/fileStorage.md',
  ]);
});
