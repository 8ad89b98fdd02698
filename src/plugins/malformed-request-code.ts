// Yoga's refusal of a malformed request carries no code: here it gets BAD_REQUEST and 400, like every refusal
// before anything runs (each names an `extensions.code`, and its status is the one that code means).
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

const isMultipart = (request: Request) =>
  request.headers.get('content-type')?.trim().toLowerCase().startsWith('multipart/form-data') ?? false;

function badRequest(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_REQUEST', http: { status: 400 } } });
}

/**
 * A request body Yoga could not read as GraphQL parameters (a multipart `operations` or `map` that is not JSON, or
 * a `map` whose entries are not lists of paths) is BAD_REQUEST with 400. Errors that already carry a code (an
 * oversized body, invalid JSON) and aborts pass unchanged.
 */
export function useMalformedRequestCode(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          if (error instanceof GraphQLError) {
            if (error.extensions.code !== undefined) throw error;
            throw badRequest(error.message);
          }
          // Yoga walks a multipart `map` as given: an entry that is not a list of paths fails as a TypeError.
          if (error instanceof TypeError && isMultipart(request))
            throw badRequest('Multipart form field "map" must map each file to paths');
          throw error;
        }
      });
    },
  };
}
