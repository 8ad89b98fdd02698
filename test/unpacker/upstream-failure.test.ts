// A failing unpacker call nulls its own field with the gateway's code; the other mutations still answer.
import { packToy } from '../../sandbox/unpacker/index.js';
import { errorAt, startHarness, type Harness } from '../support/harness.js';
import { sampleExecutable, upload } from './multipart.js';

const MAX_RESULT = 2048;
let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({
    services: ['unpacker', 'numbers'],
    env: { UNPACKER_MAX_RESULT_BYTES: String(MAX_RESULT), NUMBERS_API_KEY: 'numbers-secret-9d1e' },
  });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('unpacker').faults.clear();
  harness.sandbox.service('unpacker').recorder.reset();
});

const BOTH = 'mutation ($file: File!) { unpackFile(file: $file) { sha256 } emulateFile(file: $file) { lines } }';
const send = (bytes: Buffer, query = BOTH) =>
  upload<{ unpackFile: { sha256: string } | null; emulateFile: { lines: string[] } | null }>(
    harness,
    query,
    { file: null },
    [{ path: 'variables.file', fileName: 'sample.exe', bytes }],
  );

test('an upstream 500 -> that field null with UPSTREAM_UNAVAILABLE, the other answers', async () => {
  harness.sandbox.service('unpacker').faults.inject({ kind: 'status', status: 500 }, { path: '/unpack' });
  const result = await send(packToy(sampleExecutable(1024)));
  expect(result.data?.unpackFile).toBeNull();
  expect(result.data?.emulateFile?.lines.length).toBeGreaterThan(1);
  expect(errorAt(result, ['unpackFile'])?.extensions).toMatchObject({
    code: 'UPSTREAM_UNAVAILABLE',
    service: 'unpacker',
    status: 500,
  });
  // POSTs are never retried.
  expect(harness.sandbox.service('unpacker').recorder.count('POST', '/unpack')).toBe(1);
});

test('a file the upstream cannot unpack -> UPSTREAM_ERROR with its status', async () => {
  const result = await send(sampleExecutable(1024));
  expect(result.data?.unpackFile).toBeNull();
  expect(errorAt(result, ['unpackFile'])?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', status: 400 });
  expect(result.data?.emulateFile?.lines).toContain('[!] No supported packer detected, nothing to emulate');
});

test('a result above UNPACKER_MAX_RESULT_BYTES -> a clear UPSTREAM_ERROR', async () => {
  const result = await send(packToy(sampleExecutable(MAX_RESULT + 1)));
  expect(result.data?.unpackFile).toBeNull();
  const error = errorAt(result, ['unpackFile']);
  expect(error?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamCode: 'result-too-large' });
  expect(error?.message).toBe(
    `The unpacker service returned ${MAX_RESULT + 1} bytes, more than the maximum result size of ${MAX_RESULT} bytes`,
  );
  const fits = await send(packToy(sampleExecutable(MAX_RESULT)));
  expect(fits.data?.unpackFile?.sha256).toMatch(/^[0-9a-f]{64}$/);
});

test('a malformed answer -> UPSTREAM_ERROR', async () => {
  harness.sandbox.service('unpacker').faults.inject({ kind: 'malformed' }, { path: '/emulation-output' });
  const result = await send(packToy(sampleExecutable(512)));
  expect(result.data?.unpackFile?.sha256).toMatch(/^[0-9a-f]{64}$/);
  expect(errorAt(result, ['emulateFile'])?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
});

test('the unpacker needs no credential and receives no other service credential', async () => {
  const result = await send(packToy(sampleExecutable(512)));
  expect(result.errors).toBeUndefined();
  await harness.query('{ numbers { isPrime(number: 7) } }');
  const unpacker = harness.sandbox.service('unpacker').recorder;
  expect(unpacker.count()).toBe(2);
  expect(unpacker.sawValue('numbers-secret-9d1e')).toBe(false);
  for (const request of unpacker.requests) {
    expect(request.headers['x-numbers-api-secret']).toBeUndefined();
    expect(request.headers.authorization).toBeUndefined();
  }
  expect(harness.logs.join('\n')).not.toContain('numbers-secret-9d1e');
});
