// Yoga's CSRF prevention with its refusal coded like every other (FORBIDDEN, 403): browsers may send multipart and
// GET requests cross-site without a preflight, so those must carry a header a browser cannot add on its own.
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
