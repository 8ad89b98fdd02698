// What the simulated Azure Resource Manager upstreams share: the bearer check, the required `api-version`, error
// bodies `{ error: { code, message } }`, and `$top`/`$skip` paging with an absolute `nextLink`.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

export class ArmError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new ArmError(404, 'ResourceNotFound', `The resource ${what} was not found.`);
export const badRequest = (message: string, code = 'InvalidRequestContent') => new ArmError(400, code, message);

export type Query = Record<string, string | undefined>;

/**
 * The checks every ARM request passes first: `Authorization: Bearer <token>` (401 otherwise) and the one
 * `api-version` this provider serves (400 otherwise, as ARM answers). Errors thrown by routes become ARM bodies.
 */
export function armGuard(app: FastifyInstance, options: { token: string; apiVersion: string }): void {
  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.authorization !== `Bearer ${options.token}`) {
      await reply.code(401).send({
        error: { code: 'AuthenticationFailed', message: 'Authentication failed. The Authorization header is missing.' },
      });
      return reply;
    }
    const version = (request.query as Query)['api-version'];
    if (!version) {
      await reply.code(400).send({
        error: {
          code: 'MissingApiVersionParameter',
          message: 'The api-version query parameter (?api-version=) is required for all requests.',
        },
      });
      return reply;
    }
    if (version !== options.apiVersion) {
      await reply.code(400).send({
        error: {
          code: 'InvalidApiVersionParameter',
          message: `The api-version '${version}' is invalid. The supported version is '${options.apiVersion}'.`,
        },
      });
      return reply;
    }
    return undefined;
  });
  // ARM answers a path it has no route for with its own error body, not the HTTP framework's.
  app.setNotFoundHandler(async (request, reply) => {
    const [path = ''] = request.url.split('?');
    await reply.code(404).send({
      error: { code: 'NotFound', message: `No resource or route matches ${request.method} ${path}.` },
    });
  });
  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof ArmError) {
      await reply.code(error.status).send({ error: { code: error.code, message: error.message } });
      return;
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status >= 400 && status < 500) {
      await reply.code(status).send({ error: { code: 'InvalidRequestContent', message: 'The request is invalid.' } });
      return;
    }
    await reply.code(500).send({ error: { code: 'InternalServerError', message: 'Internal error' } });
  });
}

function nonNegativeInt(query: Query, name: string, fallback: number): number {
  const raw = query[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw badRequest(`The query parameter ${name} must be a non-negative integer.`);
  return Number(raw);
}

/** How an ARM list pages: the `$top` it accepts and the most items it puts on one page whatever `$top` says. */
export interface PagingRules {
  maxTop: number;
  pageSize: number;
}

/**
 * One page of `items` as ARM sends it: up to `$top` (1..maxTop) items from `$skip`, at most `pageSize` of them
 * (server-driven paging), and an absolute `nextLink` with the next `$skip` while items remain.
 */
export function armPage<T>(request: FastifyRequest, items: readonly T[], rules: PagingRules) {
  const query = request.query as Query;
  const top = nonNegativeInt(query, '$top', rules.maxTop);
  if (top < 1 || top > rules.maxTop) {
    throw badRequest(`The query parameter $top must be between 1 and ${rules.maxTop}.`);
  }
  const skip = nonNegativeInt(query, '$skip', 0);
  const value = items.slice(skip, skip + Math.min(top, rules.pageSize));
  if (skip + value.length >= items.length) return { value };
  const [pathname = ''] = request.url.split('?');
  const next = new URLSearchParams();
  for (const [name, raw] of Object.entries(query)) if (raw !== undefined && name !== '$skip') next.set(name, raw);
  next.set('$top', String(top));
  next.set('$skip', String(skip + value.length));
  return { value, nextLink: `${request.protocol}://${request.headers.host}${pathname}?${next.toString()}` };
}

/** The value compared by an OData `$filter` of the form `<field> eq '<value>'`, when the filter names `field`. */
export function filterValue(query: Query, field: string): string | undefined {
  const filter = query.$filter;
  if (!filter) return undefined;
  const match = /^\s*(\w+)\s+eq\s+'([^']*)'\s*$/.exec(filter);
  if (!match || match[1] !== field) throw badRequest(`The $filter '${filter}' is not supported.`, 'InvalidFilter');
  return match[2];
}

export function body<T>(request: FastifyRequest): Partial<T> {
  const value = request.body;
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw badRequest('The request content must be a JSON object.');
  }
  return value as Partial<T>;
}

export type Reply = FastifyReply;
