// The per-upstream rate limit: root fields reaching one service, all callers together, counted to protect its
// quota (RATE_LIMIT_PER_UPSTREAM). At `onExecute`, which an answer from the response cache never reaches: only
// operations that will call the upstream count. The counting is in support/rate-limit-window.ts.
import type { Plugin } from 'graphql-yoga';
import type { ServiceKey } from '../config/index.js';
import type { OperationsConfig } from '../config/operations.js';
import type { KeyHasher } from '../store/keys.js';
import type { Store } from '../store/store.js';
import { CACHE_POLICY } from './response-cache/policy.js';
import { checkRateLimit, rateLimited } from './support/rate-limit-window.js';
import { rootFieldsOf } from './support/root-fields.js';

/** Undefined when no upstream has a limit. */
export function useRateLimitPerUpstream(config: OperationsConfig, store: Store, hash: KeyHasher): Plugin | undefined {
  const { windowMs, perUpstream } = config.rateLimit;
  const limited = new Map<string, number>();
  for (const [service, max] of Object.entries(perUpstream) as Array<[ServiceKey, number]>) {
    // A mutations-only service has no such Query field: that entry then never matches.
    limited.set(`query.${service}`, max);
    for (const field of CACHE_POLICY[service].mutations) limited.set(`mutation.${field}`, max);
  }
  if (limited.size === 0) return undefined;
  return {
    async onExecute({ args, setResultAndStopExecution }) {
      const root = rootFieldsOf(args.document, args.operationName);
      if (!root) return;
      const fields = root.fields.flatMap((field) => {
        const max = limited.get(`${root.type}.${field}`);
        return max === undefined ? [] : [{ field, max }];
      });
      const refused = await checkRateLimit(store, (field) => `rl:upstream:${hash(field)}`, fields, windowMs);
      if (refused)
        setResultAndStopExecution(
          rateLimited(
            `The upstream behind ${refused.field} is at its request quota; retry later`,
            refused.retryAfterMs,
            'upstream',
          ),
        );
    },
  };
}
