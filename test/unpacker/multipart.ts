// Sends a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec) to the gateway:
// `operations` with null placeholders, `map` from part name to variable path, then one part per file.
import { createHash } from 'node:crypto';
import type { GraphQLResponse, Harness } from '../support/harness.js';

export interface UploadPart {
  /** Variable path the file fills, e.g. `variables.file`. */
  path: string;
  fileName: string;
  bytes: Buffer;
  contentType?: string;
}

export function multipartBody(
  query: string,
  variables: Record<string, unknown>,
  files: UploadPart[],
): { body: Buffer; contentType: string } {
  const boundary = `----gateway-test-${createHash('sha1').update(query).digest('hex').slice(0, 16)}`;
  const chunks: Buffer[] = [];
  const field = (name: string, value: string) =>
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`, 'utf8'),
    );
  field('operations', JSON.stringify({ query, variables }));
  field('map', JSON.stringify(Object.fromEntries(files.map((file, index) => [String(index), [file.path]]))));
  files.forEach((file, index) => {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${index}"; filename="${file.fileName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        'utf8',
      ),
      file.bytes,
      Buffer.from('\r\n', 'utf8'),
    );
  });
  chunks.push(Buffer.from(`--${boundary}--\r\n`, 'utf8'));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadResponse<TData> extends GraphQLResponse<TData> {
  status: number;
}

/** One multipart request through `gateway.fetch`, with the CSRF header unless `headers` says otherwise. */
export async function upload<TData = Record<string, unknown>>(
  harness: Harness,
  query: string,
  variables: Record<string, unknown>,
  files: UploadPart[],
  headers: Record<string, string> = { 'x-graphql-yoga-csrf': '1' },
): Promise<UploadResponse<TData>> {
  const { body, contentType } = multipartBody(query, variables, files);
  const response = await harness.gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': String(body.length), ...headers },
    body,
  });
  const text = await response.text();
  harness.responses.push(text);
  let parsed: GraphQLResponse<TData> = {};
  try {
    parsed = JSON.parse(text) as GraphQLResponse<TData>;
  } catch {
    // A refusal before GraphQL (e.g. CSRF) may not be JSON; the status tells.
  }
  return { status: response.status, ...parsed };
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Deterministic bytes covering every byte value, with some readable strings inside. */
export function sampleExecutable(size = 4096): Buffer {
  const bytes = Buffer.alloc(size);
  for (let index = 0; index < size; index++) bytes[index] = (index * 131 + 7) % 256;
  bytes.write('MZ', 0, 'ascii');
  bytes[0x4d] = 0;
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'ascii');
  bytes[0x4e + 39] = 0;
  bytes[0x1ff] = 0;
  bytes.write('KERNEL32.dll', 0x200, 'ascii');
  bytes[0x200 + 12] = 0;
  return bytes;
}
