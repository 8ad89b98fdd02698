// The request body cap: a declared length is checked before anything is read; a body without one (chunked) is
// counted as it streams. JSON with a valid length skips the streaming count (node:http frames it by that length).
import { startHarness, type Harness } from '../support/harness.js';

const CAP = 1_048_576; // MAX_REQUEST_BODY_BYTES's default: any body that is not a multipart upload

let harness: Harness;
beforeAll(async () => {
  // Uploads may be larger than a JSON operation: the JSON cap must not follow the upload cap.
  harness = await startHarness({ services: ['numbers'], env: { UNPACKER_MAX_UPLOAD_BYTES: String(8 * CAP) } });
});
afterAll(() => harness.close());

const QUERY = JSON.stringify({ query: '{ numbers { isPrime(number: 7) } }' });

async function post(body: BodyInit, headers: Record<string, string>) {
  const response = await harness.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
  return { status: response.status, body: (await response.json()) as { data?: unknown; errors?: unknown[] } };
}

test('a JSON body with its length is answered', async () => {
  const result = await post(QUERY, { 'content-length': String(Buffer.byteLength(QUERY)) });
  expect(result.status).toBe(200);
  expect(result.body).toEqual({ data: { numbers: { isPrime: true } } });
});

test('a JSON body declared larger than the cap is refused with 413 before it is read', async () => {
  const result = await post(QUERY, { 'content-length': String(CAP + 1) });
  expect(result.status).toBe(413);
  expect(result.body.errors).toEqual([
    expect.objectContaining({ extensions: expect.objectContaining({ code: 'BAD_USER_INPUT', maxBodyBytes: CAP }) }),
  ]);
  expect(harness.sandbox.service('numbers').recorder.count()).toBe(1); // only the first test's call
});

test.each(['1, 1', '-5', 'ten'])('an invalid Content-Length (%s) is refused with 400', async (length) => {
  const result = await post(QUERY, { 'content-length': length });
  expect(result.status).toBe(400);
});

test('a JSON body without a length is counted as it streams and cut off past the cap', async () => {
  const chunk = new Uint8Array(1024 * 1024).fill(0x20);
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent > CAP + chunk.length) controller.close();
      else {
        sent += chunk.length;
        controller.enqueue(chunk);
      }
    },
  });
  const result = await post(stream, {});
  expect(result.status).toBe(413);
});
