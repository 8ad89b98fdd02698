// File uploads (GraphQL multipart request spec). Yoga parses multipart bodies with the fetch API it is given; ours
// stops reading a file part at the configured maximum, so an oversized upload is never buffered beyond it and
// never reaches a resolver, let alone an upstream.
import { createFetch } from '@whatwg-node/fetch';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Room for the `operations` and `map` parts and the multipart boundaries around the largest allowed file. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;
/** Files in one request: every upload field of the schema takes one file. */
const MAX_FILES_PER_REQUEST = 10;

/** The fetch API Yoga parses requests with: multipart file parts are cut off at `maxUploadBytes`. */
export function uploadFetchAPI(maxUploadBytes: number) {
  return createFetch({
    formDataLimits: { fileSize: maxUploadBytes, files: MAX_FILES_PER_REQUEST, fieldSize: MULTIPART_OVERHEAD_BYTES },
  });
}

/** Yoga's request body cap, large enough for the biggest allowed upload with its multipart envelope. */
export function maxMultipartBodyBytes(maxUploadBytes: number): number {
  return maxUploadBytes + MULTIPART_OVERHEAD_BYTES;
}

/** Whether the request is multipart: only such a request carries an upload. */
export function isMultipart(request: Request): boolean {
  return request.headers.get('content-type')?.trim().toLowerCase().startsWith('multipart/') ?? false;
}

function tooLarge(maxUploadBytes: number, maxBodyBytes: number, multipart: boolean): GraphQLError {
  // Only a multipart request carries an upload; any other body is just a request that is too big.
  if (!multipart) {
    return new GraphQLError(`The request body is larger than the maximum of ${maxBodyBytes} bytes`, {
      extensions: { code: 'BAD_USER_INPUT', maxBodyBytes, http: { status: 413 } },
    });
  }
  return new GraphQLError(`The upload is larger than the maximum of ${maxUploadBytes} bytes`, {
    extensions: { code: 'BAD_USER_INPUT', maxUploadBytes, http: { status: 413 } },
  });
}

function relabel(
  result: ExecutionResult,
  maxUploadBytes: number,
  maxBodyBytes: number,
  multipart: boolean,
): ExecutionResult {
  if (!result.errors?.some((error) => error.extensions?.code === 'REQUEST_ENTITY_TOO_LARGE')) return result;
  return {
    ...result,
    errors: result.errors.map((error) =>
      error.extensions?.code === 'REQUEST_ENTITY_TOO_LARGE' ? tooLarge(maxUploadBytes, maxBodyBytes, multipart) : error,
    ),
  };
}

/**
 * Yoga reports an oversized body or file part as REQUEST_ENTITY_TOO_LARGE before anything executes. To a caller
 * that is bad input: say so with the gateway's code and the limit.
 */
export function useUploadLimitErrors(maxUploadBytes: number, maxRequestBytes: number): Plugin {
  return {
    onResultProcess({ request, result, setResult }) {
      const multipart = isMultipart(request);
      const relabelled = (single: ExecutionResult) => relabel(single, maxUploadBytes, maxRequestBytes, multipart);
      if (Array.isArray(result)) setResult(result.map(relabelled));
      else if (!(Symbol.asyncIterator in result)) setResult(relabelled(result));
    },
  };
}
