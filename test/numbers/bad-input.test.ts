// Bad input is refused with BAD_USER_INPUT naming the argument, before any upstream call.
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['numbers'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('numbers').recorder.reset());

const upstreamCalls = () => harness.sandbox.service('numbers').recorder.count();

test.each([
  ['an invalid target base (1)', '{ numbers { base(number: "12", to: 1) { answer } } }', 'to'],
  ['an invalid target base (99)', '{ numbers { base(number: "12", to: 99) { answer } } }', 'to'],
  ['an invalid source base', '{ numbers { hex(number: "12", from: 40) { answer } } }', 'from'],
  ['digits outside the source base', '{ numbers { base(number: "19", from: 8, to: 2) { answer } } }', 'number'],
  ['too many random numbers', '{ numbers { random(total: 100000) { numbers } } }', 'total'],
  ['min above max', '{ numbers { random(min: 9, max: 2) { numbers } } }', 'min'],
  ['a reversed pi range', '{ numbers { pi(from: 50, to: 10) { digits } } }', 'to'],
  ['an unknown locale shape', '{ numbers { cardinal(number: 3, language: "english!") { text } } }', 'language'],
  ['a factorisation of 1', '{ numbers { primeFactors(number: 1) { factor } } }', 'number'],
])('%s', async (_label, query, argument) => {
  const result = await harness.query(query);
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(upstreamCalls()).toBe(0);
});

test('a non-integer literal where an integer is needed', async () => {
  const result = await harness.query('{ numbers { isSquare(number: 2.5) } }');
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'number' });
  expect(upstreamCalls()).toBe(0);
});

test('a non-integer variable where an integer is needed', async () => {
  const result = await harness.query('query ($n: Int!) { numbers { isSquare(number: $n) } }', { n: 2.5 });
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: '$n' });
  expect(upstreamCalls()).toBe(0);
});

test('one bad field does not stop the good ones', async () => {
  const result = await harness.query('{ numbers { random(total: 0) { numbers } isSquare(number: 4) } }');
  expect(result.data).toEqual({ numbers: { random: null, isSquare: true } });
  expect(result.errors?.[0]).toMatchObject({ path: ['numbers', 'random'], extensions: { code: 'BAD_USER_INPUT' } });
  expect(upstreamCalls()).toBe(1);
});
