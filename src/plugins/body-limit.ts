// The request body cap: a small one for an operation and its variables, a larger one for a multipart upload.
import { createGraphQLError, type Plugin } from 'graphql-yoga';
import { isMultipart, maxMultipartBodyBytes } from './uploads.js';

/** The two body caps: a GraphQL request as JSON (or a GET's nothing) and a multipart upload. */
export interface BodyLimits {
  /** Any body that is not multipart: an operation and its variables (`MAX_REQUEST_BODY_BYTES`). */
  request: number;
  /** A multipart upload: the largest allowed file with its envelope. */
  multipart: number;
}

export function bodyLimits(maxRequestBytes: number, maxUploadBytes: number): BodyLimits {
  return { request: maxRequestBytes, multipart: maxMultipartBodyBytes(maxUploadBytes) };
}

const CONTENT_LENGTH = /^\d+$/;

function bodyTooLarge() {
  return createGraphQLError('Request body too large', {
    extensions: { code: 'REQUEST_ENTITY_TOO_LARGE', http: { status: 413 } },
  });
}

function isJsonBody(request: Request): boolean {
  const type = request.headers.get('content-type')?.split(',')[0].split(';')[0].trim().toLowerCase();
  return type === 'application/json' || type === 'application/graphql+json';
}

/** Counts the bytes of a streamed body and fails the parse once they pass `limit`. */
type FetchAPI = Parameters<NonNullable<Plugin['onRequestParse']>>[0]['fetchAPI'];

function limitedBody(request: Request, limit: number, fetchAPI: FetchAPI) {
  const body = request.body as ReadableStream<Uint8Array>;
  // A native stream needs the native TransformStream; the ponyfill's does not interoperate with it.
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let bytesRead = 0;
  const counted = body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytesRead += chunk.byteLength;
        if (bytesRead > limit) controller.error(bodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: counted,
    duplex: 'half',
  } as RequestInit);
}

/**
 * The request body cap, in place of Yoga's `maxRequestBodySize` (which runs every body, JSON included, through a
 * counting stream and costs an AbortController and a DOMException per request). A declared Content-Length is
 * checked up front; node:http reads exactly that many bytes as the body, so a JSON body with a valid length needs
 * no counting. Multipart uploads and bodies without a length (chunked) keep the streaming count.
 */
export function useRequestBodyLimit(limits: BodyLimits): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      // A JSON operation is small; only an upload may be large, so a body that is not multipart gets the small cap
      // and a big JSON document is never parsed into memory.
      const limit = isMultipart(request) ? limits.multipart : limits.request;
      const declared = request.headers.get('content-length');
      if (declared !== null) {
        // Only one non-negative integer is a valid length (a list of them is a request-smuggling attempt).
        if (!CONTENT_LENGTH.test(declared)) {
          throw createGraphQLError('Content-Length header is invalid.', {
            extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
          });
        }
        if (Number(declared) > limit) throw bodyTooLarge();
        if (isJsonBody(request)) return;
      }
      if (!requestParser || !request.body) return;
      setRequestParser((parsed) => requestParser(limitedBody(parsed, limit, fetchAPI)));
    },
  };
}
