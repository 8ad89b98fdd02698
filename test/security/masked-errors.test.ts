// An unexpected failure is masked (no message, no stack, nothing internal) but still says where it happened:
// `path` and `locations` stay, so a client knows which field failed.
import { jest } from '@jest/globals';
import { NumbersDataSource } from '../../src/datasources/numbers.js';
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['numbers'] });
});
afterAll(() => harness.close());

test('a masked internal error keeps path and locations, and the rest of the response answers', async () => {
  const spy = jest
    .spyOn(NumbersDataSource.prototype, 'check')
    .mockRejectedValueOnce(new Error('internal detail: /srv/secret/path'));
  try {
    const result = await harness.query(
      '{\n  numbers {\n    isPrime(number: 7)\n    other: isPrime(number: 11)\n  }\n}',
    );
    const error = result.errors?.[0] as { message: string; path?: unknown; locations?: unknown; extensions?: unknown };
    expect(error).toEqual({
      message: 'Unexpected error.',
      path: ['numbers', 'isPrime'],
      locations: [{ line: 3, column: 5 }],
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    });
    expect(result.data).toEqual({ numbers: { isPrime: null, other: true } });
    expect(harness.responses.at(-1)).not.toContain('/srv/secret');
  } finally {
    spy.mockRestore();
  }
});
