// An OTLP/HTTP receiver on loopback, as a collector receives spans: it records every request and answers 200. The
// exporter of this version sends JSON (ExportTraceServiceRequest, OTLP's JSON mapping), gzipped or not.
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { gunzipSync } from 'node:zlib';

export interface Received {
  path: string;
  contentType: string | undefined;
  body: string;
}

export interface AnyValue {
  stringValue?: string;
  intValue?: number | string;
  arrayValue?: { values: AnyValue[] };
}
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: AnyValue }>;
  status?: { code?: number };
}
export interface OtlpRequest {
  resourceSpans: Array<{
    resource: { attributes: Array<{ key: string; value: AnyValue }> };
    scopeSpans: Array<{ spans: OtlpSpan[] }>;
  }>;
}

export const SPAN_KIND_SERVER = 2;
export const SPAN_KIND_CLIENT = 3;

/** An OTLP/HTTP receiver: records every request it gets, answers as a collector does (200, empty response). */
export async function startReceiver(): Promise<{ url: string; received: Received[]; close(): void }> {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = request.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      received.push({ path: request.url ?? '', contentType: request.headers['content-type'], body: String(body) });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, received, close: () => server.close() };
}

export const attributesOf = (list: Array<{ key: string; value: AnyValue }>) =>
  Object.fromEntries(
    list.map(({ key, value }) => [
      key,
      value.stringValue ??
        (value.intValue !== undefined ? Number(value.intValue) : value.arrayValue?.values.map((v) => v.stringValue)),
    ]),
  );

/** Every span of the received requests, each with its resource's attributes. */
export function spansOf(received: Received[]) {
  return received.flatMap(({ body }) =>
    (JSON.parse(body) as OtlpRequest).resourceSpans.flatMap(({ resource, scopeSpans }) =>
      scopeSpans.flatMap(({ spans }) =>
        spans.map((span) => ({
          ...span,
          attributes: attributesOf(span.attributes),
          resource: attributesOf(resource.attributes),
        })),
      ),
    ),
  );
}
