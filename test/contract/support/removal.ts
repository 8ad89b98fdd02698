// The "nothing silent" check of the contract suites: a body that lacks one member its spec requires (a list or an
// object) must not come back as data that quietly lost what that member carried. Each required list or object of
// each operation's answer is removed in turn from the generated body; the gateway's answer is then compared with its
// answer to the whole body: where the whole body gave a value (a record, a non-empty list, a scalar) and the body
// without the member gives null or an empty list, there must be a coded error, or the loss is silent.
import { generateBody } from './generate.js';
import type { JsonSchema } from './spec.js';

export type MemberPath = Array<string | number>;

/** Keys the generator invents for `additionalProperties` (`key12`): not members the spec names. */
const INVENTED = /^key\d+$/;

/**
 * The required members of an operation's answer that are lists or objects, as paths into the generated body
 * (list items by their first element). Read from the body generated with only the required properties, checked
 * against the whole body, where they are removed.
 */
export function requiredContainers(schema: JsonSchema | undefined, seed: number): MemberPath[] {
  if (!schema) return [];
  const requiredOnly = generateBody(schema, 'required-only', seed);
  const whole = generateBody(schema, 'full', seed);
  const paths: MemberPath[] = [];
  const walk = (value: unknown, path: MemberPath) => {
    if (Array.isArray(value)) {
      if (value.length) walk(value[0], [...path, 0]);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    for (const [key, child] of Object.entries(value)) {
      if (INVENTED.test(key) || typeof child !== 'object' || child === null) continue;
      const there = at(whole, [...path, key]);
      if (typeof there !== 'object' || there === null) continue;
      paths.push([...path, key]);
      walk(child, [...path, key]);
    }
  };
  walk(requiredOnly, []);
  return paths;
}

function at(value: unknown, path: MemberPath): unknown {
  let current = value;
  for (const step of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[step];
  }
  return current;
}

/** A copy of `body` without the member at `path` (every item of a list along the way loses it). */
export function withoutMember(body: unknown, path: MemberPath): unknown {
  if (!path.length) return body;
  const [step, ...rest] = path;
  if (Array.isArray(body)) {
    return typeof step === 'number' ? body.map((item) => withoutMember(item, rest)) : body;
  }
  if (typeof body !== 'object' || body === null) return body;
  const copy: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  if (!rest.length) delete copy[step as string];
  else copy[step as string] = withoutMember(copy[step as string], rest);
  return copy;
}

/**
 * Where `after` lost a value `before` had: null for a value, or an empty list for a list that had items. The
 * first such place, as a dotted path, or undefined when nothing was lost.
 */
export function silentLoss(before: unknown, after: unknown, path = ''): string | undefined {
  if (before === null || before === undefined) return undefined;
  if (after === null || after === undefined) return path || '(root)';
  if (Array.isArray(before)) {
    if (!Array.isArray(after)) return undefined;
    if (before.length && !after.length) return `${path} (empty list)`;
    for (let index = 0; index < Math.min(before.length, after.length); index++) {
      const lost = silentLoss(before[index], after[index], `${path}.${index}`);
      if (lost) return lost;
    }
    return undefined;
  }
  if (typeof before === 'object' && typeof after === 'object') {
    for (const [key, value] of Object.entries(before as Record<string, unknown>)) {
      const lost = silentLoss(value, (after as Record<string, unknown>)[key], path ? `${path}.${key}` : key);
      if (lost) return lost;
    }
  }
  return undefined;
}
