// The messaging namespace (Query.messaging) and the field helpers its shapes share.
import { required, text } from '../../http/boundary.js';
import { defineNamespace } from '../builder.js';
import { toDateTime } from '../scalars.js';

export const MessagingQuery = defineNamespace(
  'MessagingQuery',
  'messaging',
  'Team messaging (Circuit REST API v2): users, conversations, spaces, webhooks and calls of the caller.',
);

export const time = (value: number | string | undefined) => toDateTime(value);
/**
 * The identity of a record in a list: nothing in the spec is required, but a record without its id cannot be
 * told apart or followed, so it is an UPSTREAM_ERROR at its own item (list items are nullable for this).
 */
export const identity = (value: unknown, what: string) => required('messaging', text(value), what);
/** Lists of records that carry an identity: one record without it costs only its own item. */
export const ITEMS_NULLABLE = { list: true, items: true } as const;
