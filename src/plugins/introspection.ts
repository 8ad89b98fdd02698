// Introspection: on in development, off in production unless INTROSPECTION=true (docs/security.md). Turned off by
// envelop's plugin, which refuses `__schema` and `__type` at validation.
import { useDisableIntrospection } from '@envelop/disable-introspection';
import type { Plugin } from 'graphql-yoga';

/** Undefined when introspection is allowed: no plugin, no per-request work. */
export function useIntrospectionSetting(allowed: boolean): Plugin | undefined {
  return allowed ? undefined : (useDisableIntrospection() as Plugin);
}
