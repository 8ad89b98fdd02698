// Form-encoded bodies of the Circuit sandbox (spec A), as every write and the webhook registrations read them.
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A form body: each field's values (a list field repeats, or is comma-separated as the spec's arrays allow). */
export type Form = URLSearchParams;

export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, new URLSearchParams(body as string)),
  );
}

export const formOf = (request: FastifyRequest): Form =>
  request.body instanceof URLSearchParams ? request.body : new URLSearchParams();
export const values = (form: Form, name: string) =>
  form
    .getAll(name)
    .flatMap((value) => value.split(','))
    .filter(Boolean);
/** Query parameters as a form (a repeated parameter arrives as an array). */
export function queryForm(request: FastifyRequest): Form {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query as Record<string, string | string[]>)) {
    for (const entry of Array.isArray(value) ? value : [value]) form.append(name, entry);
  }
  return form;
}
