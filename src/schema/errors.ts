// The one mapping from failures to GraphQL errors. Codes: BAD_USER_INPUT, UNAUTHENTICATED, FORBIDDEN, NOT_FOUND,
// RATE_LIMITED, UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE, UPSTREAM_ERROR. Anything else is masked by Yoga.
import { GraphQLError } from 'graphql';
import { SERVICE_KEYS } from '../config/index.js';
import { badUserInput, UpstreamError, type UpstreamFailureKind } from '../http/errors.js';

export type GatewayErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UPSTREAM_TIMEOUT'
  | 'UPSTREAM_UNAVAILABLE'
  | 'UPSTREAM_ERROR';

const CODE_FOR_KIND: Record<UpstreamFailureKind, GatewayErrorCode> = {
  'missing-credential': 'UNAUTHENTICATED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  'rate-limited': 'RATE_LIMITED',
  timeout: 'UPSTREAM_TIMEOUT',
  unavailable: 'UPSTREAM_UNAVAILABLE',
  rejected: 'UPSTREAM_ERROR',
  'invalid-response': 'UPSTREAM_ERROR',
};

// Resolvers and schema code take it from here, with the rest of the error mapping.
export { badUserInput } from '../http/errors.js';

export function upstreamGraphQLError(error: UpstreamError, base?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: base?.nodes,
    source: base?.source,
    positions: base?.positions,
    path: base?.path,
    originalError: error,
    extensions: {
      code: CODE_FOR_KIND[error.kind],
      service: error.service,
      // Why an upstream answer was unusable: `invalid-response`, `result-too-large`, `rejected`; or a refusal's
      // own reason (`missing-scope`: the gateway, not the upstream, refused).
      ...(CODE_FOR_KIND[error.kind] === 'UPSTREAM_ERROR' || error.reason !== error.kind
        ? { reason: error.reason }
        : {}),
      ...(error.status ? { status: error.status } : {}),
      ...(error.upstreamCode ? { upstreamCode: error.upstreamCode } : {}),
    },
  });
}

/** Pothos validation plugin hook: a failed argument check becomes BAD_USER_INPUT naming the argument. */
export function validationFailure(failure: {
  issues: ReadonlyArray<{ message: string; path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> }>;
}): Error {
  const issue = failure.issues[0];
  const argument = issue?.path?.map((part) => String(typeof part === 'object' ? part.key : part)).join('.');
  const message = issue ? `${argument ? `Argument "${argument}": ` : ''}${issue.message}` : 'Invalid argument';
  return badUserInput(message, argument || undefined);
}

/**
 * graphql-js's own complaints while completing a value the resolvers took from an upstream answer as it came: a
 * leaf of the wrong type ("String cannot represent value: {...}", a date that is none) or a single value where the
 * schema has a list ("Expected Iterable"). The upstream sent the wrong shape, so that field is its error, not ours.
 */
export const UPSTREAM_SHAPE_MISMATCH = /cannot represent|^Expected Iterable|is not an instance of Date|Invalid date/;

/** A graphql-js shape complaint as an UpstreamError with what was wrong (never the value it quotes). */
export function shapeMismatchCause(error: GraphQLError): UpstreamError | undefined {
  if (!UPSTREAM_SHAPE_MISMATCH.test(error.message)) return undefined;
  // Query fields are namespaced by service key; a mutation's service is not in its path.
  const service = SERVICE_KEYS.find((key) => key === error.path?.[0]);
  if (!service) return undefined;
  const detail = /^Expected Iterable/.test(error.message)
    ? 'a single value where the field is a list'
    : /Date|date/.test(error.message)
      ? 'a value that is not a date where a date belongs'
      : "a value of another type than the field's";
  return new UpstreamError(service, 'invalid-response', undefined, undefined, detail);
}

function shapeMismatch(error: GraphQLError): GraphQLError {
  const cause = shapeMismatchCause(error);
  if (cause) return upstreamGraphQLError(cause, error);
  // The original message quotes the upstream's value: never pass it on.
  return new GraphQLError('An upstream service sent a response the gateway could not read', {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    extensions: { code: 'UPSTREAM_ERROR', reason: 'invalid-response' },
  });
}

/** Yoga's maskError: gateway errors pass through with their codes, anything unexpected is masked. */
export function maskError(error: unknown, message: string): Error {
  if (error instanceof GraphQLError) {
    const original = error.originalError;
    if (original instanceof UpstreamError) return upstreamGraphQLError(original, error);
    // By name: scalars from graphql-scalars may throw the GraphQLError of another copy of graphql-js.
    if (original?.name === 'GraphQLError' && UPSTREAM_SHAPE_MISMATCH.test(original.message)) {
      if (
        !(original as GraphQLError).extensions?.code ||
        (original as GraphQLError).extensions.code === 'INVALID_SCALAR'
      ) {
        return shapeMismatch(error);
      }
    }
    if (original instanceof GraphQLError && original.extensions?.code) {
      return new GraphQLError(original.message, {
        nodes: error.nodes,
        source: error.source,
        positions: error.positions,
        path: error.path,
        extensions: original.extensions,
      });
    }
    if (!original && error.extensions?.code) return error;
    if (!original) return error; // parse and validation errors carry no internals
  }
  if (error instanceof UpstreamError) return upstreamGraphQLError(error);
  // Masked, but still where it happened: the path and locations tell a caller which field failed.
  const at = error instanceof GraphQLError ? error : undefined;
  return new GraphQLError(message, {
    nodes: at?.nodes,
    source: at?.source,
    positions: at?.positions,
    path: at?.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  });
}

/** The code and service a caller will see for an error: the error as maskError presents it (metrics, spans). */
export function presented(error: GraphQLError | undefined): { code: string; service: string } {
  if (!error) return { code: 'INTERNAL_SERVER_ERROR', service: '' };
  const shown = maskError(error, 'Unexpected error.');
  const extensions = shown instanceof GraphQLError ? shown.extensions : {};
  return { code: String(extensions.code ?? 'INTERNAL_SERVER_ERROR'), service: String(extensions.service ?? '') };
}
