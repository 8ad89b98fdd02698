// Files travel as real multipart HTTP: caller -> gateway (GraphQL multipart request spec) -> upstream
// (multipart/form-data), byte for byte; oversized uploads and cross-site multipart requests stop at the gateway.
import { packToy } from '../../sandbox/unpacker/index.js';
import { startHarness, type Harness } from '../support/harness.js';
import { multipartBody, sampleExecutable, sha256, upload } from './multipart.js';

const MAX_UPLOAD = 64 * 1024;

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['unpacker'], env: { UNPACKER_MAX_UPLOAD_BYTES: String(MAX_UPLOAD) } });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('unpacker').recorder.reset();
  harness.sandbox.service('unpacker').faults.clear();
});

const recorder = () => harness.sandbox.service('unpacker').recorder;
const fileVariable = (bytes: Buffer, fileName = 'sample.exe') => [{ path: 'variables.file', fileName, bytes }];

const UNPACK = 'mutation ($file: File!) { unpackFile(file: $file) { fileName contentType size sha256 base64 } }';
const PARTIAL = 'mutation ($file: File!) { generatePartialYaraRules(file: $file) { meta { md5 sha256 sha512 } } }';

test('unpackFile returns the unpacked executable as a binary result', async () => {
  const payload = sampleExecutable();
  const result = await upload<{ unpackFile: Record<string, unknown> }>(harness, UNPACK, { file: null }, [
    { path: 'variables.file', fileName: 'sample.exe', bytes: packToy(payload) },
  ]);
  expect(result.errors).toBeUndefined();
  expect(result.data?.unpackFile).toEqual({
    fileName: 'sample.exe.unpacked',
    contentType: 'application/octet-stream',
    size: payload.length,
    sha256: sha256(payload),
    base64: payload.toString('base64'),
  });
  expect(recorder().counts()).toEqual({ 'POST /unpack': 1 });
  expect(recorder().requests[0]?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
});

test('the upstream receives exactly the uploaded bytes (its SHA-256, MD5 and SHA-512 of the file match)', async () => {
  // Every byte value, several times over, and large enough to span many chunks.
  const bytes = Buffer.concat([sampleExecutable(40_000), Buffer.from([0x00, 0x0d, 0x0a, 0x2d, 0x2d, 0xff])]);
  const result = await upload<{ generatePartialYaraRules: { meta: Record<string, string> } }>(
    harness,
    PARTIAL,
    { file: null },
    fileVariable(bytes),
  );
  expect(result.errors).toBeUndefined();
  const { createHash } = await import('node:crypto');
  expect(result.data?.generatePartialYaraRules.meta).toEqual({
    md5: createHash('md5').update(bytes).digest('hex'),
    sha256: sha256(bytes),
    sha512: createHash('sha512').update(bytes).digest('hex'),
  });
});

test('an upload of exactly the maximum size is accepted', async () => {
  const bytes = sampleExecutable(MAX_UPLOAD);
  const result = await upload<{ generatePartialYaraRules: { meta: { sha256: string } } }>(
    harness,
    PARTIAL,
    { file: null },
    fileVariable(bytes),
  );
  expect(result.errors).toBeUndefined();
  expect(result.data?.generatePartialYaraRules.meta.sha256).toBe(sha256(bytes));
});

test('an oversized upload -> BAD_USER_INPUT naming the limit, and nothing is sent upstream', async () => {
  const result = await upload(harness, UNPACK, { file: null }, fileVariable(sampleExecutable(MAX_UPLOAD + 1)));
  expect(result.status).toBe(413);
  expect(result.data ?? null).toBeNull();
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', maxUploadBytes: MAX_UPLOAD });
  expect(result.errors?.[0]?.message).toContain(String(MAX_UPLOAD));
  expect(recorder().count()).toBe(0);
});

test('a body declared larger than the request cap is refused before it is read', async () => {
  const { body, contentType } = multipartBody(UNPACK, { file: null }, fileVariable(sampleExecutable(1024)));
  const response = await harness.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': '900000000', 'x-graphql-yoga-csrf': '1' },
    body,
  });
  expect(response.status).toBe(413);
  const result = (await response.json()) as { errors?: Array<{ extensions?: Record<string, unknown> }> };
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', maxUploadBytes: MAX_UPLOAD });
  expect(recorder().count()).toBe(0);
});

test('multipart without the CSRF header is refused before anything runs', async () => {
  const result = await upload(harness, UNPACK, { file: null }, fileVariable(packToy(sampleExecutable())), {});
  expect(result.status).toBe(403);
  expect(result.data ?? null).toBeNull();
  expect(recorder().count()).toBe(0);
});

test('a file argument that is not an upload -> BAD_USER_INPUT, no upstream call', async () => {
  const result = await harness.query(UNPACK, { file: 'TVqQAAMAAAAEAAAA' });
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'file' });
  const empty = await upload(harness, UNPACK, { file: null }, fileVariable(Buffer.alloc(0)));
  expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument: 'file' });
  expect(recorder().count()).toBe(0);
});

test('one file can feed several mutations of one request', async () => {
  const payload = sampleExecutable();
  const packed = packToy(payload);
  const result = await upload<{
    unpackFile: { sha256: string };
    emulateFile: { lines: string[] };
  }>(
    harness,
    'mutation ($file: File!) { unpackFile(file: $file) { sha256 } emulateFile(file: $file) { lines } }',
    { file: null },
    fileVariable(packed),
  );
  expect(result.errors).toBeUndefined();
  expect(result.data?.unpackFile.sha256).toBe(sha256(payload));
  expect(result.data?.emulateFile.lines).toEqual([
    `[*] Loaded ${packed.length} bytes, sha256 ${sha256(packed)}`,
    '[*] Packer detected: TPK1 (XOR key 0x5a)',
    '[*] Emulation started at offset 0x5',
    `[*] Decoded ${payload.length} bytes`,
    `[*] Emulation finished, unpacked image sha256 ${sha256(payload)}`,
  ]);
  expect(recorder().counts()).toEqual({ 'POST /unpack': 1, 'POST /emulation-output': 1 });
});
