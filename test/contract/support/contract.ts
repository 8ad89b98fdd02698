// Spec-driven contract tests: every upstream operation the gateway calls answers with bodies generated from the
// real spec, in every variant; every exposed field is queried against every variant (document.ts) and each answer
// judged (judge.ts); refusals of spec-valid bodies must be on the suite's allow-list (refusals.ts); a body without
// a list or object its spec requires must not come back as data that silently lost it (removal.ts).
import { Writable } from 'node:stream';
import { ENV_PREFIX, loadConfig } from '../../../src/config/index.js';
import { createGateway, type Gateway } from '../../../src/gateway.js';
import { createLogger } from '../../../src/logger.js';
import { requireSpecs } from '../../support/prerequisites.js';
import { recorded } from './collect.js';
import { documentFor } from './document.js';
import { ALL_VARIANTS, generateBody, SPEC_VALID_VARIANTS, type Variant } from './generate.js';
import { problemsOf } from './judge.js';
import { RefusalLedger, refusalsIn } from './refusals.js';
import { requiredContainers, silentLoss, withoutMember, type MemberPath } from './removal.js';
import { loadSpec, type Spec } from './spec.js';
import type { ContractEntry, ContractResult, ServiceContract } from './types.js';
import { startContractUpstream, type ContractUpstream } from './upstream.js';

export { collectContracts } from './collect.js';
export type { AllowedRefusal, ContractEntry, ReplyContext, ServiceContract } from './types.js';

/** Values only the generator sends (see generate.ts): finding one in a log line means an upstream value leaked. */
const LOG_MARKERS = ['unknownFutureProperty', 'SOMETHING_NEW_FROM_UPSTREAM', 'Ünïcödé'];

/** The gateway spends its configured credential only for a scoped caller: this runner's key holds every scope. */
const CONTRACT_API_KEY = 'contract-runner-key-with-every-scope';

/** The gateway as every request of the runner reaches it: with the runner's API key (custom senders included). */
function withApiKey(gateway: Gateway): Gateway {
  const fetchWithKey = (input: string, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    headers.set('x-api-key', CONTRACT_API_KEY);
    return gateway.fetch(input, { ...init, headers });
  };
  return new Proxy(gateway, {
    get: (target, property, receiver) =>
      property === 'fetch' ? fetchWithKey : Reflect.get(target, property, receiver),
  });
}

async function defaultSend(gateway: Gateway, query: string, variables?: Record<string, unknown>) {
  return gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
}

/** Registers the contract tests of one service: one test per variant, then coverage of the declared operations. */
export function describeContract(contract: ServiceContract): void {
  if (recorded(contract)) return;
  requireSpecs()(`${contract.service} against bodies generated from ${contract.spec}`, () => {
    let upstream: ContractUpstream;
    let gateway: Gateway;
    let spec: Spec;
    const state: {
      variant: Variant;
      /** One required member left out of one operation's body (the "nothing silent" test). */
      removal?: { operation: number; path: MemberPath };
      /** The operations the current request reached. */
      touched: Set<number>;
    } = { variant: 'full', touched: new Set() };
    const bodies = new Map<string, unknown>();
    const logs: string[] = [];
    const queried = new Set<string>();
    /** Refusals of spec-valid bodies, by the reason the log line gives and by allowed cause. */
    const refusals = new RefusalLedger(contract);

    beforeAll(async () => {
      spec = await loadSpec(contract.spec);
      upstream = await startContractUpstream({
        basePath: spec.basePath,
        authorize: contract.authorize,
        routes: spec.operations.map((operation, index) => ({
          method: operation.method,
          path: operation.path,
          reply(request) {
            const key = String(index);
            if (!bodies.has(key)) bodies.set(key, generateBody(operation.schema, state.variant, index + 1));
            state.touched.add(index);
            const removal = state.removal?.operation === index ? state.removal.path : undefined;
            const generated = removal ? withoutMember(bodies.get(key), removal) : bodies.get(key);
            const custom = contract.reply?.({ operation, variant: state.variant, generated, request, spec });
            return custom ?? { status: operation.status, body: generated };
          },
        })),
      });
      const config = loadConfig({
        LOG_LEVEL: 'info',
        MAX_QUERY_DEPTH: '100',
        MAX_QUERY_TOKENS: '100000',
        MAX_QUERY_COST: '1000000',
        MAX_QUERY_ALIASES: '1000',
        // Long-array bodies of deep schemas run to megabytes (a file-storage volume list ~12 MB) and the spec
        // allows them: above the default cap they are result-too-large, which test/security covers on its own.
        UPSTREAM_MAX_RESPONSE_BYTES: String(64 * 1024 * 1024),
        GATEWAY_API_KEYS: `${CONTRACT_API_KEY}:*`,
        [`${ENV_PREFIX[contract.service]}_BASE_URL`]: upstream.baseUrl,
        [`${ENV_PREFIX[contract.service]}_RETRIES`]: '0',
        // These suites judge what the gateway makes of each body, not timing: on a loaded machine a megabyte body
        // may take seconds, and a timeout (then the breaker opening) would read as a shape problem.
        [`${ENV_PREFIX[contract.service]}_TIMEOUT_MS`]: '60000',
        BREAKER_VOLUME_THRESHOLD: '10000',
        ...contract.env,
      });
      const sink = new Writable({
        write(chunk, _encoding, done) {
          logs.push(String(chunk));
          done();
        },
      });
      gateway = withApiKey(createGateway(config, { logger: createLogger('info', sink) }));
    });

    afterAll(async () => {
      await gateway?.dispose();
      await upstream?.close();
    });

    for (const variant of ALL_VARIANTS) {
      test(`${variant} bodies`, async () => {
        state.variant = variant;
        // Bodies are generated once per operation and variant; the previous variant's are not needed again.
        bodies.clear();
        const problems: string[] = [];
        for (const entry of contract.entries) {
          const query = documentFor(entry, contract, queried);
          const response = await (entry.send ?? defaultSend)(gateway, query, entry.variables);
          const text = await response.text();
          let result;
          try {
            result = JSON.parse(text);
          } catch {
            problems.push(`${entry.field} [${variant}]: not JSON (HTTP ${response.status})`);
            continue;
          }
          problems.push(...problemsOf(entry, variant, response.status, result));
        }
        if ((SPEC_VALID_VARIANTS as readonly string[]).includes(variant)) {
          problems.push(...refusals.record(variant, refusalsIn(logs)));
        }
        // Upstream values never reach a log line: look for the generator's marker values.
        const leaked = logs.filter((line) => LOG_MARKERS.some((marker) => line.includes(marker)));
        if (leaked.length) problems.push(`${leaked.length} log lines carry upstream values, e.g. ${leaked[0]}`);
        // CONTRACT_DEBUG=1 prints the gateway's log lines of a failing variant (the masked errors' causes).
        if (problems.length && process.env.CONTRACT_DEBUG)
          console.error(logs.filter((line) => /"level":(50|40)/.test(line)).join(''));
        logs.length = 0;
        expect([...new Set(problems)]).toEqual([]);
      }, 120_000);
    }

    test('a body without a list or object its spec requires is a coded error, never data that silently lost it', async () => {
      state.variant = 'full';
      bodies.clear();
      const run = async (entry: ContractEntry) => {
        state.touched = new Set();
        const response = await (entry.send ?? defaultSend)(gateway, documentFor(entry, contract), entry.variables);
        const text = await response.text();
        let result: ContractResult | undefined;
        try {
          result = JSON.parse(text);
        } catch {
          result = undefined;
        }
        return { status: response.status, result, operations: [...state.touched] };
      };
      // What each entry answers to the whole bodies, and which operations it reaches.
      const wholes: Array<{ entry: ContractEntry; data: unknown; operations: number[] }> = [];
      for (const entry of contract.entries) {
        const { result, operations } = await run(entry);
        wholes.push({ entry, data: result?.data, operations });
      }
      const problems: string[] = [];
      let removals = 0;
      try {
        for (const [index, operation] of spec.operations.entries()) {
          const readers = wholes.filter((whole) => whole.operations.includes(index) && whole.data != null);
          if (!readers.length) continue;
          for (const path of requiredContainers(operation.schema, index + 1)) {
            state.removal = { operation: index, path };
            const without = `${operation.method} ${operation.path} without ${path.join('.')}`;
            for (const { entry, data } of readers) {
              removals++;
              const { status, result } = await run(entry);
              if (!result) {
                problems.push(`${without}: ${entry.field} answered no JSON (HTTP ${status})`);
                continue;
              }
              for (const problem of problemsOf(entry, 'wrong-shape', status, result)) {
                problems.push(`${without}: ${problem}`);
              }
              if (result.errors?.length) continue;
              const lost = silentLoss(data, result.data);
              if (lost) problems.push(`${without}: ${entry.field} lost ${lost} without an error`);
            }
          }
        }
      } finally {
        state.removal = undefined;
        logs.length = 0;
      }
      if (process.env.CONTRACT_REPORT) {
        console.error(`${contract.service}: ${removals} answers without a required list or object checked`);
      }
      expect([...new Set(problems)]).toEqual([]);
    }, 600_000);

    test('every allowed refusal of a spec-valid body is still met, and named in the service doc', () => {
      expect(refusals.staleOrUndocumented()).toEqual([]);
    });

    test('reaches every declared operation, and only paths of the spec, with the credential the spec declares', () => {
      const missing = contract.operations.filter((operation) => !upstream.hits.has(operation));
      expect({
        missing,
        unmatched: [...new Set(upstream.unmatched)],
        unauthorized: [...new Set(upstream.unauthorized)],
      }).toEqual({
        missing: [],
        unmatched: [],
        unauthorized: [],
      });
      const unknown = contract.operations.filter((operation) => {
        const [method, path] = operation.split(' ');
        return !spec.operations.some((candidate) => candidate.method === method && candidate.path === path);
      });
      expect(unknown).toEqual([]);
      // CONTRACT_REPORT=1 prints the coverage figures: operations reached, variants, fields queried.
      if (process.env.CONTRACT_REPORT) {
        console.error(
          `${contract.service}: ${upstream.hits.size} operations reached (${contract.operations.length} declared, ` +
            `${spec.operations.length} in the spec), ${ALL_VARIANTS.length} variants, ${queried.size} fields queried`,
        );
        console.error(refusals.report());
      }
    });
  });
}
