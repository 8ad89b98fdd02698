// Answers of the two Circuit reads whose spec declares no response body (`GET /spaces/exists/{name}`,
// `GET /telephony/telephonyConversationId`). Circuit sends JSON (`true`, `"id"`); since the spec promises no media
// type, the same value as plain text (`true`, `id`) is read too. A body that claims JSON but does not parse, or
// plain text that is not one value, is an invalid response, never a value.
import { invalidResponse } from '../../http/boundary.js';
import type { RawResponse } from '../rest.js';

/** Plain text is one value: a single token of printable characters. */
// eslint-disable-next-line no-control-regex
const ONE_TOKEN = /^[^\s\u0000-\u001f\u007f]{1,2048}$/;

function valueOf(response: RawResponse): unknown {
  const body = response.body.toString('utf8').trim();
  if (body === '') return undefined;
  try {
    return JSON.parse(body);
  } catch {
    const type = String(response.headers['content-type'] ?? '');
    return !/json/i.test(type) && ONE_TOKEN.test(body) ? body : undefined;
  }
}

export function undeclaredBoolean(response: RawResponse): boolean {
  const value = valueOf(response);
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  throw invalidResponse('messaging', 'expected a boolean');
}

export function undeclaredText(response: RawResponse): string {
  const value = valueOf(response);
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number') return String(value);
  throw invalidResponse('messaging', 'expected an id');
}

/** What these reads accept: JSON first, plain text besides. */
export const UNDECLARED_ACCEPT = { accept: 'application/json, text/plain;q=0.9' };
