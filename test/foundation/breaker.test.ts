// A failing upstream trips its circuit breaker: further calls fail fast without reaching it, then it recovers.
import { errorAt, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeEach(async () => {
  harness = await startHarness({
    services: ['numbers'],
    env: { BREAKER_VOLUME_THRESHOLD: '4', BREAKER_ERROR_PERCENT: '50', BREAKER_RESET_MS: '300' },
  });
});
afterEach(() => harness.close());

const numbers = () => harness.sandbox.service('numbers');

test('after repeated 5xx the breaker opens: fast UPSTREAM_UNAVAILABLE, no upstream call; then it recovers', async () => {
  numbers().faults.inject({ kind: 'status', status: 500 });
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const result = await harness.query('{ numbers { isPrime(number: 7) } }');
    expect(errorAt(result, ['numbers', 'isPrime'])?.extensions).toMatchObject({ status: 500 });
  }
  const callsBefore = numbers().recorder.count();
  const open = await harness.query('{ numbers { isPrime(number: 7) fact(number: 3) { fact } } }');
  expect(open.data).toEqual({ numbers: { isPrime: null, fact: null } });
  expect(errorAt(open, ['numbers', 'isPrime'])?.extensions).toEqual({
    code: 'UPSTREAM_UNAVAILABLE',
    service: 'numbers',
    upstreamCode: 'circuit-open',
  });
  expect(numbers().recorder.count()).toBe(callsBefore);
  expect(harness.logs.join('\n')).toContain('circuit opened');

  numbers().faults.clear();
  await new Promise((resolve) => setTimeout(resolve, 400));
  const recovered = await harness.query('{ numbers { isPrime(number: 7) } }');
  expect(recovered).toEqual({ data: { numbers: { isPrime: true } } });
});

test("a caller's bad input upstream (4xx) never opens the breaker", async () => {
  numbers().faults.inject({ kind: 'status', status: 404 });
  for (let attempt = 0; attempt < 8; attempt += 1) await harness.query('{ numbers { isPrime(number: 7) } }');
  numbers().faults.clear();
  const result = await harness.query('{ numbers { isPrime(number: 7) } }');
  expect(result).toEqual({ data: { numbers: { isPrime: true } } });
});
