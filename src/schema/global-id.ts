// Global object identification: the `id` of every `Node` names the service, the type and the upstream's own key,
// base64url-encoded so that clients treat it as opaque. A decoded id is checked against the registry of node
// types (service and type must belong together) and against the type's own key rule before anything is fetched,
// so a malformed, tampered, foreign or unknown id is BAD_USER_INPUT without an upstream call.
import type { ServiceKey } from '../config/index.js';
import { z } from 'zod';
import { badUserInput } from './errors.js';

interface NodeTypeEntry {
  service: ServiceKey;
  /** Whether a key is one this type's upstream could answer for (checked before any call). */
  accepts: (key: string) => boolean;
}

const NODE_TYPES = new Map<string, NodeTypeEntry>();
/** Longer ids are refused outright: the longest real key (an ARM id of a snapshot) stays far below this. */
const MAX_ID_LENGTH = 2048;

/** Registers a node type; called once per type while the schema is built. */
export function registerNodeType(typename: string, entry: NodeTypeEntry): void {
  if (NODE_TYPES.has(typename)) throw new Error(`Node type ${typename} is registered twice`);
  NODE_TYPES.set(typename, entry);
}

/** The services and types that global ids may name (read by tests and documentation checks). */
export function nodeTypes(): ReadonlyMap<string, Readonly<NodeTypeEntry>> {
  return NODE_TYPES;
}

export function encodeGlobalID(typename: string, key: string | number | bigint): string {
  const entry = NODE_TYPES.get(typename);
  // Only registered types get an id field, so this is a wiring mistake, not a request's fault.
  if (!entry) throw new Error(`${typename} is not a registered node type`);
  return Buffer.from(`${entry.service}:${typename}:${String(key)}`, 'utf8').toString('base64url');
}

const notOurs = (argument?: string) =>
  argument
    ? badUserInput(`Argument "${argument}" is not an id this gateway issued`, argument)
    : badUserInput('An id argument is not an id this gateway issued');

/** Decodes and checks a global id; every failure is BAD_USER_INPUT (naming the argument when known). */
export function decodeGlobalID(globalID: string, argument?: string): { typename: string; id: string } {
  if (globalID.length === 0 || globalID.length > MAX_ID_LENGTH || !/^[A-Za-z0-9_-]+$/.test(globalID)) {
    throw notOurs(argument);
  }
  const decoded = Buffer.from(globalID, 'base64url');
  // Base64 decoding skips stray bits; an id that does not re-encode to itself was not made here.
  if (decoded.toString('base64url') !== globalID) throw notOurs(argument);
  const text = decoded.toString('utf8');
  const match = /^([a-zA-Z]+):([A-Za-z_][A-Za-z0-9_]*):(.+)$/s.exec(text);
  const entry = match ? NODE_TYPES.get(match[2]!) : undefined;
  if (!match || !entry || entry.service !== match[1] || !entry.accepts(match[3]!)) throw notOurs(argument);
  return { typename: match[2]!, id: match[3]! };
}

/** The registered node type a string names when it is a global id (its key unchecked), else undefined. */
function namedNodeType(value: string): string | undefined {
  if (value.length === 0 || value.length > MAX_ID_LENGTH || !/^[A-Za-z0-9_-]+$/.test(value)) return undefined;
  const decoded = Buffer.from(value, 'base64url');
  if (decoded.toString('base64url') !== value) return undefined;
  const typename = /^[a-zA-Z]+:([A-Za-z_][A-Za-z0-9_]*):/.exec(decoded.toString('utf8'))?.[1];
  return typename && NODE_TYPES.has(typename) ? typename : undefined;
}

const NOT_ISSUED = 'is not an id this gateway issued';

/** The key a global id of one of `typenames` carries, or the issue that refuses it; undefined for a non-global id. */
function globalKeyOf(
  value: string,
  typenames: readonly string[],
): { typename: string; key: string } | { issue: string } | undefined {
  const typename = namedNodeType(value);
  if (!typename) return undefined;
  if (!typenames.includes(typename)) return { issue: `is the id of a ${typename}, not of a ${typenames.join(' or ')}` };
  try {
    return { typename, key: decodeGlobalID(value).id };
  } catch {
    return { issue: NOT_ISSUED };
  }
}

function refuse(context: z.RefinementCtx, message: string): never {
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
}

/**
 * An id argument: the upstream's own key (checked by `rule`, whose issues become the argument's) made into
 * `own(key)`, or the global id of one of `typenames` made into `global(key)` (undefined when the key is not one
 * this gateway issues). A global id of another type, or one that fails its type's key rule, is refused like any
 * bad input: nothing reaches the upstream.
 */
function idArgument<T>(
  rule: z.ZodType<string>,
  typenames: readonly string[],
  own: (key: string) => T,
  global: (key: string) => T | undefined,
) {
  return z.string().transform((value, context): T => {
    const found = globalKeyOf(value, typenames);
    if (!found) {
      const key = rule.safeParse(value);
      if (key.success) return own(key.data);
      for (const issue of key.error.issues) context.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    if ('issue' in found) return refuse(context, found.issue);
    return global(found.key) ?? refuse(context, NOT_ISSUED);
  });
}

/** An id argument of a write: the upstream's own key, or the global id (`id`) of one of `typenames`, decoded to it. */
export function keyOrGlobalID(rule: z.ZodType<string>, ...typenames: [string, ...string[]]) {
  const key = (value: string) => value;
  return idArgument(rule, typenames, key, key);
}

/** An argument that was the record's own key, or the global id of a record whose key is another one. */
export type KeyOrNode = { key: string; nodeKey?: never } | { key?: never; nodeKey: string };

/**
 * An id argument whose upstream key is not the key the record's global id carries (a volume's `snapshotId` is the
 * snapshot's UUID; `Snapshot.id` carries its ARM path): the key (checked by `rule`), or the global id of
 * `typename` as its node key, which the resolver reads the record by to find the key the upstream wants.
 */
export function keyOrNodeKey(rule: z.ZodType<string>, typename: string) {
  return idArgument<KeyOrNode>(
    rule,
    [typename],
    (key) => ({ key }),
    (nodeKey) => ({ nodeKey }),
  );
}

/** A record's key below its parent, and the parent's key when a global id named it. */
export interface ChildKey {
  key: string;
  /** The parent's upstream key a composite global id carried; null when the argument was the key itself. */
  parent: string | null;
}

/**
 * An id argument naming a record addressed below a parent, whose global id is composite (`parent/child`, as
 * messaging space topics are): the child's own key, or the global id of `typename`, split into child and parent.
 * The resolver checks the parent against the parent argument with `sameParent` before any call.
 */
export function childKeyOrGlobalID(rule: z.ZodType<string>, typename: string) {
  return idArgument<ChildKey>(
    rule,
    [typename],
    (key) => ({ key, parent: null }),
    (key) => {
      // The type's key rule (checked by decodeGlobalID) admits exactly one parent segment before the child.
      const cut = key.lastIndexOf('/');
      const child = rule.safeParse(key.slice(cut + 1));
      return cut > 0 && child.success ? { key: child.data, parent: key.slice(0, cut) } : undefined;
    },
  );
}

/**
 * The child's key, once a parent carried by its global id agrees with the parent argument; a global id of a
 * record of another parent is BAD_USER_INPUT (naming the child's argument), so nothing is sent.
 */
export function sameParent(child: ChildKey, parentKey: string, argument: string, parentArgument: string): string {
  if (child.parent !== null && child.parent !== parentKey) {
    throw badUserInput(`Argument "${argument}" names a record of another "${parentArgument}"`, argument);
  }
  return child.key;
}
