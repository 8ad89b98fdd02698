// One status rule for requests refused before anything runs: every refusal names an `extensions.code`, and its HTTP
// status is the one that code means (400 BAD_REQUEST / BAD_USER_INPUT, 403 FORBIDDEN) whatever the Accept header.
// Yoga's own refusals of a malformed request and the CSRF plugin's carry no code; these wrappers add it.
import { useCSRFPrevention, type CSRFPreventionPluginOptions } from '@graphql-yoga/plugin-csrf-prevention';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** Yoga's CSRF prevention, its refusal coded FORBIDDEN (`reason: csrf-header-missing`) with 403. */
export function useCSRFRefusal(options: CSRFPreventionPluginOptions & { requestHeaders: string[] }): Plugin {
  const csrf = useCSRFPrevention(options);
  return {
    onRequestParse(payload) {
      try {
        return csrf.onRequestParse?.(payload);
      } catch (error) {
        if (!(error instanceof GraphQLError)) throw error;
        throw new GraphQLError(`This request needs one of the headers ${options.requestHeaders.join(', ')}`, {
          extensions: { code: 'FORBIDDEN', reason: 'csrf-header-missing', http: { status: 403 } },
        });
      }
    },
  };
}

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
