// The numbers key goes only to the numbers upstream, in its header, and nowhere else.
import { startHarness } from '../support/harness.js';

const KEY = 'numbers-key-7f3a9c';

test('no key configured -> UNAUTHENTICATED on numbers fields, no upstream call', async () => {
  const harness = await startHarness({
    services: ['numbers'],
    adjust: (config) => ({
      ...config,
      services: {
        ...config.services,
        numbers: {
          ...config.services.numbers,
          credential: { ...config.services.numbers.credential, secret: undefined },
        },
      },
    }),
  });
  try {
    const result = await harness.query('{ numbers { isPrime(number: 7) fact(number: 3) { fact } } }');
    expect(result.data).toEqual({ numbers: { isPrime: null, fact: null } });
    expect(result.errors?.map((error) => error.extensions?.code)).toEqual(['UNAUTHENTICATED', 'UNAUTHENTICATED']);
    expect(harness.sandbox.service('numbers').recorder.count()).toBe(0);
  } finally {
    await harness.close();
  }
});

test('a wrong key is rejected upstream -> UNAUTHENTICATED', async () => {
  const harness = await startHarness({
    services: ['numbers'],
    adjust: (config) => ({
      ...config,
      services: {
        ...config.services,
        numbers: { ...config.services.numbers, credential: { ...config.services.numbers.credential, secret: 'wrong' } },
      },
    }),
  });
  try {
    const result = await harness.query('{ numbers { isPrime(number: 7) } }');
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', service: 'numbers', status: 401 });
  } finally {
    await harness.close();
  }
});

test('the configured key reaches the numbers upstream in its header only, and no response or log', async () => {
  const harness = await startHarness({ services: ['numbers'], env: { NUMBERS_API_KEY: KEY } });
  try {
    const result = await harness.query('{ numbers { isPrime(number: 7) fact(number: 9) { fact } } }');
    expect(result.errors).toBeUndefined();
    const requests = harness.sandbox.service('numbers').recorder.requests;
    expect(requests).toHaveLength(2);
    for (const request of requests) {
      expect(request.headers['x-mathtools-api-secret']).toBe(KEY);
      expect(JSON.stringify(request.query)).not.toContain(KEY);
    }
    // Make a failure too, so error paths are covered by the leak check.
    harness.sandbox.service('numbers').faults.inject({ kind: 'status', status: 401 });
    await harness.query('{ numbers { isPrime(number: 11) } }');
    expect(harness.logs.length).toBeGreaterThan(0);
    expect(harness.logs.join('\n')).not.toContain(KEY);
    expect(harness.responses.join('\n')).not.toContain(KEY);
  } finally {
    await harness.close();
  }
});

test('the header name is configurable (the brief named it X-Numbers-Api-Secret)', async () => {
  const harness = await startHarness({
    services: ['numbers'],
    env: { NUMBERS_API_KEY: KEY, NUMBERS_API_KEY_HEADER: 'X-Numbers-Api-Secret' },
  });
  try {
    const result = await harness.query('{ numbers { isPrime(number: 7) } }');
    expect(result.data).toEqual({ numbers: { isPrime: true } });
    const [request] = harness.sandbox.service('numbers').recorder.requests;
    expect(request?.headers['x-numbers-api-secret']).toBe(KEY);
    expect(request?.headers['x-mathtools-api-secret']).toBeUndefined();
  } finally {
    await harness.close();
  }
});
