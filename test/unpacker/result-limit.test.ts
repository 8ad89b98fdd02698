// A result is cut off at UNPACKER_MAX_RESULT_BYTES while it streams in: an upstream that keeps sending (and never
// says how much) is stopped at the cap, long before its timeout, and does not count as an outage.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { errorAt, startHarness, type Harness } from '../support/harness.js';
import { sampleExecutable, upload } from './multipart.js';

const MAX_RESULT = 64 * 1024;
let endless: Server;
let harness: Harness;
let bytesSent = 0;

beforeAll(async () => {
  // Streams chunks without a content-length and never ends the response.
  endless = createServer((request, response) => {
    request.resume();
    response.writeHead(200, { 'content-type': 'application/octet-stream' });
    const chunk = Buffer.alloc(16 * 1024, 0x41);
    const timer = setInterval(() => {
      bytesSent += chunk.length;
      response.write(chunk);
    }, 5);
    response.on('close', () => clearInterval(timer));
  });
  endless.listen(0, '127.0.0.1');
  await once(endless, 'listening');
  const { port } = endless.address() as { port: number };
  harness = await startHarness({
    services: ['numbers'],
    env: { UNPACKER_MAX_RESULT_BYTES: String(MAX_RESULT), UNPACKER_TIMEOUT_MS: '20000' },
    adjust: (config) => ({
      ...config,
      services: { ...config.services, unpacker: { ...config.services.unpacker, baseUrl: `http://127.0.0.1:${port}` } },
    }),
  });
});
afterAll(async () => {
  await harness.close();
  endless.closeAllConnections();
  endless.close();
});

test('an endless answer stops at the cap with result-too-large, not a timeout', async () => {
  const result = await upload<{ unpackFile: { sha256: string } | null }>(
    harness,
    'mutation ($file: File!) { unpackFile(file: $file) { sha256 } }',
    { file: null },
    [{ path: 'variables.file', fileName: 'sample.exe', bytes: sampleExecutable(1024) }],
  );
  expect(result.data?.unpackFile).toBeNull();
  const error = errorAt(result, ['unpackFile']);
  expect(error?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR', upstreamCode: 'result-too-large' });
  expect(error?.message).toBe(`The unpacker service sent more than the maximum result size of ${MAX_RESULT} bytes`);
  // The gateway stopped reading within a few chunks of the cap instead of buffering until the timeout.
  expect(bytesSent).toBeLessThan(MAX_RESULT * 4);
});
