// What is wrong with one answer of the gateway to a contract entry: a spec-valid body must come back as data (or
// a coded refusal of one record, or of a write's unreadable result); a body of the wrong shape as data or a coded
// upstream error on that field only. Never an internal error, a non-null violation or a serialization error.
import { schema } from '../../../src/executable-schema.js';
import { SPEC_VALID_VARIANTS, type Variant } from './generate.js';
import type { ContractEntry, ContractResult, ResponseError } from './types.js';

const BROKEN = /Cannot return null for non-nullable|cannot represent|Expected Iterable|Unexpected error/i;

function valueAt(data: unknown, path: string[]): unknown {
  let value = data;
  for (const name of path) value = (value as Record<string, unknown> | null | undefined)?.[name];
  return value;
}

/**
 * An error on one record of a list (path ends at a list index, at a field of a list item, or at a field of the
 * node of an edge, which nulls just that edge): the rest answered.
 */
function isItemLevel(error: ResponseError): boolean {
  const path = error.path ?? [];
  const last = path[path.length - 1];
  const beforeLast = path[path.length - 2];
  return (
    typeof last === 'number' ||
    (last === 'node' && typeof path[path.length - 3] === 'number') ||
    // A field of an edge's node (its id, required to be there): the edge is null, the other edges answer.
    (beforeLast === 'node' && typeof path[path.length - 3] === 'number') ||
    typeof beforeLast === 'number'
  );
}

/**
 * A record without its identity (a Node's `id`, or `upstreamId`, which the spec leaves optional): the record is
 * null with that error, at an item of a list or, for a lookup that names no key, at the entry itself.
 */
function isIdentityError(error: ResponseError): boolean {
  const last = (error.path ?? [])[(error.path ?? []).length - 1];
  return error.extensions?.reason === 'invalid-response' && (last === 'id' || last === 'upstreamId');
}

/**
 * The write happened and the gateway says its result could not be read (the spec's answer holds no record and the
 * read again found none): a coded answer on the mutation's own field, not a refusal of what the spec allows.
 */
function isWriteUnreadable(error: ResponseError, entry: ContractEntry): boolean {
  return (
    error.extensions?.code === 'UPSTREAM_ERROR' &&
    error.extensions?.reason === 'write-result-unreadable' &&
    (error.path ?? []).join('.') === entry.field
  );
}

/**
 * A mutation answered null: only with a coded error on its field, or where null is an answer its description names
 * (`nullMeans`). Any other null after a write hides whether the write happened.
 */
function nullWrite(entry: ContractEntry, label: string, result: ContractResult): string[] {
  if (!result.data || result.data[entry.field] !== null) return [];
  // The error may be below the field: a non-null member that failed nulls the record, and with it the field.
  const coded = (result.errors ?? []).some(
    (error) => error.path?.[0] === entry.field && String(error.extensions?.code ?? '').length > 0,
  );
  if (coded) return [];
  const description = schema.getMutationType()?.getFields()[entry.field]?.description ?? '';
  if (entry.nullMeans && description.includes(entry.nullMeans)) return [];
  if (entry.nullMeans) return [`${label}: null is "${entry.nullMeans}", which the field's description does not say`];
  return [`${label}: answered null without an error`];
}

/** What is wrong with one answer, as readable lines (empty when it is right). */
export function problemsOf(entry: ContractEntry, variant: Variant, status: number, result: ContractResult): string[] {
  const problems: string[] = [];
  const label = `${entry.field} [${variant}]`;
  if (status >= 500 || !result || typeof result !== 'object') return [`${label}: HTTP ${status}`];
  const specValid = (SPEC_VALID_VARIANTS as readonly string[]).includes(variant);
  for (const error of result.errors ?? []) {
    const code = error.extensions?.code;
    const where = `${label} at ${(error.path ?? []).join('.')}: ${error.message} (${String(code)})`;
    if (!code || code === 'INTERNAL_SERVER_ERROR' || BROKEN.test(error.message)) problems.push(where);
    else if (
      specValid &&
      !(
        code === 'UPSTREAM_ERROR' &&
        (isItemLevel(error) || isIdentityError(error)) &&
        error.extensions?.reason === 'invalid-response'
      ) &&
      !(entry.mutation && isWriteUnreadable(error, entry)) &&
      !(entry.refusal && error.extensions?.reason === 'invalid-response')
    ) {
      problems.push(where);
    } else if (!String(code).startsWith('UPSTREAM_') && !specValid) problems.push(where);
  }
  if (entry.mutation) return [...problems, ...nullWrite(entry, label, result)];
  const withoutIdentity = (result.errors ?? []).some(
    (error) => isIdentityError(error) && (error.path ?? []).length === entry.field.split('.').length + 1,
  );
  const refused =
    entry.refusal && (result.errors ?? []).some((error) => error.extensions?.reason === 'invalid-response');
  if (
    specValid &&
    !entry.mayBeNull &&
    !withoutIdentity &&
    !refused &&
    valueAt(result.data, entry.field.split('.')) == null
  ) {
    problems.push(`${label}: answered null for a body the spec allows`);
  }
  return problems;
}
