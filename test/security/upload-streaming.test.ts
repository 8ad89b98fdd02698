// Uploads are streamed to the multipart upstream: the gateway reads the upload part by part as it sends it (never
// `arrayBuffer()`, never a second whole copy), with an exact content-length and a well-formed multipart body.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { loadConfig } from '../../src/config/index.js';
import { createUpstreamClient, type UpstreamClient } from '../../src/http/client.js';
import { UnpackerDataSource, type UploadSource } from '../../src/datasources/unpacker.js';
import { createLogger } from '../../src/logger.js';
import { createMetrics } from '../../src/observability/upstream-metrics.js';

let upstream: Server;
let client: UpstreamClient;
const received: Array<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> = [];

beforeAll(async () => {
  upstream = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    received.push({ headers: request.headers, body: Buffer.concat(chunks) });
    response.setHeader('content-type', 'application/json');
    response.end(
      JSON.stringify({
        rule: { name: 'r', meta: { date: 'd', md5sum: 'm', sha256sum: 's', sha512sum: 'x' }, strings: [] },
      }),
    );
  });
  upstream.listen(0, '127.0.0.1');
  await once(upstream, 'listening');
  const config = loadConfig({ UNPACKER_BASE_URL: `http://127.0.0.1:${(upstream.address() as { port: number }).port}` });
  client = createUpstreamClient(config.services.unpacker, config.breaker, createLogger('silent'), createMetrics());
});
afterAll(() => {
  client.close();
  upstream.close();
});

/** An upload that can only be streamed, in 64 KiB chunks; reading it whole fails the test. */
function streamOnly(bytes: Buffer, name: string): UploadSource & { chunksRead: number } {
  const source = {
    name,
    type: 'application/x-msdownload',
    size: bytes.length,
    chunksRead: 0,
    arrayBuffer(): Promise<ArrayBuffer> {
      throw new Error('the upload was read whole');
    },
    stream(): ReadableStream<Uint8Array> {
      let offset = 0;
      return new ReadableStream({
        pull(controller) {
          if (offset >= bytes.length) return controller.close();
          source.chunksRead += 1;
          controller.enqueue(new Uint8Array(bytes.subarray(offset, offset + 64 * 1024)));
          offset += 64 * 1024;
        },
      });
    },
  };
  return source;
}

test('a 5 MB upload goes upstream streamed, with exact length, file and fields intact', async () => {
  const bytes = Buffer.alloc(5 * 1024 * 1024);
  for (let index = 0; index < bytes.length; index += 1) bytes[index] = (index * 31) % 251;
  const file = streamOnly(bytes, 'sample "x".exe');
  const dataSource = new UnpackerDataSource(
    client,
    { headers: {}, searchParams: {}, source: 'gateway' },
    {
      maxUploadBytes: 32 * 1024 * 1024,
      maxResultBytes: 1024 * 1024,
    },
  );
  await dataSource.generatePartialYaraRule(file, {
    unpackFirst: true,
    minimumStringLength: 6,
    stringsToIgnore: ['a', 'b'],
  });
  expect(file.chunksRead).toBe(80);
  const [request] = received;
  expect(Number(request!.headers['content-length'])).toBe(request!.body.length);
  const form = await new Request('http://upstream.test/', {
    method: 'POST',
    headers: { 'content-type': String(request!.headers['content-type']) },
    body: new Uint8Array(request!.body),
  }).formData();
  const part = form.get('file') as File;
  // Quotes travel escaped (%22), as browsers send them, and read back as quotes.
  expect(part.name).toBe('sample "x".exe');
  expect(request!.body.includes('filename="sample %22x%22.exe"')).toBe(true);
  expect(Buffer.from(await part.arrayBuffer()).equals(bytes)).toBe(true);
  expect(form.get('is_unpacking_required')).toBe('true');
  expect(form.get('minimum_string_length')).toBe('6');
  expect(form.getAll('strings_to_ignore')).toEqual(['a', 'b']);
});
