// Spec-driven contract tests: every upstream operation the gateway calls answers with bodies generated from the
// real spec, in every variant; every exposed field is queried against every variant. A spec-valid body must come
// back as data; a body of the wrong shape as data or a coded upstream error on that field only. Never an internal
// error, a non-null violation or a serialization error.
import { Writable } from 'node:stream';
import {
  getNamedType,
  isInterfaceType,
  isLeafType,
  isNonNullType,
  isObjectType,
  isUnionType,
  Kind,
  parse,
  type FieldNode,
  type GraphQLField,
  type OperationDefinitionNode,
  type SelectionSetNode,
  type GraphQLNamedType,
} from 'graphql';
import { ENV_PREFIX, loadConfig, type ServiceKey } from '../../../src/config/index.js';
import { createGateway, type Gateway } from '../../../src/gateway.js';
import { createLogger } from '../../../src/logger.js';
import { schema } from '../../../src/executable-schema.js';
import { ALL_VARIANTS, generateBody, SPEC_VALID_VARIANTS, type Variant } from './generate.js';
import { requireSpecs } from '../../support/prerequisites.js';
import { loadSpec, type Spec, type SpecOperation } from './spec.js';
import { requiredContainers, silentLoss, withoutMember, type MemberPath } from './removal.js';
import { startContractUpstream, type ContractReply, type ContractRequest, type ContractUpstream } from './upstream.js';

export interface ContractEntry {
  /** Dotted path of the field from the root: `messaging.conversations`, or a mutation's name. */
  field: string;
  /** Arguments of the last field, e.g. `(first: 5)`. */
  args?: string;
  mutation?: boolean;
  /** Variable definitions of the operation, e.g. `($file: File!)`, with `variables`. */
  variableDefs?: string;
  variables?: Record<string, unknown>;
  /** A lookup by key may be null when the generated body does not hold that key (queries only). */
  mayBeNull?: boolean;
  /**
   * A mutation answers its record or a coded error, never a bare null; unless null is itself an answer ("deleted",
   * "no rule generated"), named here as words the field's description says.
   */
  nullMeans?: string;
  /**
   * Why a body the spec allows is refused on this entry (a coded `invalid-response` on it, never a null without an
   * error): an answer that says nothing the field could answer. Documented in the service's doc with that reason.
   */
  refusal?: string;
  /** Sends the request itself (multipart uploads); default a JSON POST. */
  send?: (gateway: Gateway, query: string, variables?: Record<string, unknown>) => Promise<Response>;
}

export interface ServiceContract {
  service: ServiceKey;
  /** File in the specs folder (scripts/specs/location.ts). */
  spec: string;
  /** Configuration besides the base URL (credentials, the real API's names). */
  env?: Record<string, string>;
  /** The spec operations the gateway calls, "METHOD /template": each must be reached by the entries. */
  operations: string[];
  entries: ContractEntry[];
  /**
   * The reply for one request, given the body generated for its operation and variant (default: that body, with
   * the spec's success status). Use it for envelopes the spec leaves out, or non-JSON bodies.
   */
  reply?: (context: ReplyContext) => ContractReply | undefined;
  /** Whether a request carries the credential the spec declares. */
  authorize?: (request: ContractRequest) => boolean;
  /** Arguments for nested fields that require them, by `Type.field`. */
  fieldArgs?: Record<string, string>;
  /** Nested object levels selected below each entry (default 4). */
  depth?: number;
  /** Fields (`Type.field`) not selected: each with the reason in a comment where it is listed. */
  skipFields?: string[];
}

export interface ReplyContext {
  operation: SpecOperation;
  variant: Variant;
  generated: unknown;
  request: ContractRequest;
  spec: Spec;
}

interface ResponseError {
  message: string;
  path?: Array<string | number>;
  extensions?: Record<string, unknown>;
}

/** Values only the generator sends (see generate.ts): finding one in a log line means an upstream value leaked. */
const LOG_MARKERS = ['unknownFutureProperty', 'SOMETHING_NEW_FROM_UPSTREAM', 'Ünïcödé'];

const BROKEN = /Cannot return null for non-nullable|cannot represent|Expected Iterable|Unexpected error/i;

/** A selection of every field of a type, `depth` object levels down, skipping cycles and fields with required args. */
export function selectAll(
  type: GraphQLNamedType,
  depth: number,
  options: { fieldArgs?: Record<string, string>; skipFields?: string[] } = {},
  path: string[] = [],
): string {
  if (isLeafType(type)) return '';
  if (isUnionType(type) || isInterfaceType(type)) {
    const possible = schema.getPossibleTypes(type);
    const parts = possible.map((member) => {
      const inner = selectAll(member, depth, options, path);
      return inner ? `... on ${member.name} ${inner}` : '';
    });
    return `{ __typename ${parts.join(' ')} }`;
  }
  if (!isObjectType(type)) return '';
  const fields: string[] = [];
  for (const field of Object.values(type.getFields()) as Array<GraphQLField<unknown, unknown>>) {
    const key = `${type.name}.${field.name}`;
    if (options.skipFields?.includes(key)) continue;
    const given = options.fieldArgs?.[key];
    const needsArgs = field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
    if (needsArgs && !given) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) {
      fields.push(`${field.name}${given ?? ''}`);
      continue;
    }
    // Edges and PageInfo are plumbing, not a level of data.
    const free = /(Edge|Connection|PageInfo)$/.test(named.name);
    if ((!free && depth <= 0) || path.filter((name) => name === named.name).length >= 1) continue;
    const inner = selectAll(named, free ? depth : depth - 1, options, [...path, type.name]);
    if (inner) fields.push(`${field.name}${given ?? ''} ${inner}`);
  }
  return fields.length ? `{ ${fields.join(' ')} }` : '';
}

/** Distinct `Type.field`s a selection asks for, for the coverage report. */
function fieldsIn(type: GraphQLNamedType, selection: string, into: Set<string>): void {
  const document = parse(`{ x ${selection} }`);
  const visitType = (named: GraphQLNamedType, set: SelectionSetNode | undefined) => {
    if (!set) return;
    for (const node of set.selections) {
      if (node.kind === Kind.INLINE_FRAGMENT) {
        const member = node.typeCondition ? schema.getType(node.typeCondition.name.value) : named;
        if (member) visitType(member, node.selectionSet);
        continue;
      }
      if (node.kind !== Kind.FIELD || !isObjectType(named)) continue;
      const field = named.getFields()[node.name.value];
      if (!field) continue;
      into.add(`${named.name}.${field.name}`);
      visitType(getNamedType(field.type), node.selectionSet);
    }
  };
  const root = document.definitions[0] as OperationDefinitionNode;
  visitType(type, (root.selectionSet.selections[0] as FieldNode).selectionSet);
}

function documentFor(entry: ContractEntry, contract: ServiceContract, queried?: Set<string>): string {
  const names = entry.field.split('.');
  let type: GraphQLNamedType | undefined | null = entry.mutation ? schema.getMutationType() : schema.getQueryType();
  for (const name of names) {
    if (!type || !isObjectType(type)) throw new Error(`${entry.field}: ${name} is not reachable`);
    const field: GraphQLField<unknown, unknown> | undefined = type.getFields()[name];
    if (!field) throw new Error(`${entry.field}: no field ${name} on ${type.name}`);
    type = getNamedType(field.type);
  }
  const selection = selectAll(type!, contract.depth ?? 4, contract);
  if (queried && selection) fieldsIn(type!, selection, queried);
  let body = `${names[names.length - 1]}${entry.args ?? ''} ${selection}`;
  for (const name of names.slice(0, -1).reverse()) body = `${name} { ${body} }`;
  return `${entry.mutation ? 'mutation' : 'query'} Contract${entry.variableDefs ?? ''} { ${body} }`;
}

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
function nullWrite(
  entry: ContractEntry,
  label: string,
  result: { data?: Record<string, unknown> | null; errors?: ResponseError[] },
): string[] {
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
export function problemsOf(
  entry: ContractEntry,
  variant: Variant,
  status: number,
  result: { data?: Record<string, unknown> | null; errors?: ResponseError[] },
): string[] {
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

/**
 * The `upstream answer unusable` lines of one spec-valid variant, by reason (`reason: detail`, the call when known):
 * each is a body the spec allows that the gateway refused, for the coverage report.
 */
function countRefusals(logs: readonly string[], variant: Variant, into: Map<string, Set<Variant>>): void {
  for (const chunk of logs) {
    for (const line of chunk.split('\n')) {
      if (!line.includes('upstream answer unusable')) continue;
      let entry: { reason?: string; detail?: string; call?: string; field?: string };
      try {
        entry = JSON.parse(line);
      } catch {
        continue;
      }
      const key = `${entry.reason}: ${entry.detail} (${entry.call ?? entry.field ?? 'unknown call'})`;
      into.set(key, (into.get(key) ?? new Set()).add(variant));
    }
  }
}

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

/** Contracts declared while `collectContracts` loads suites: recorded, their tests not registered. */
let collecting: ServiceContract[] | undefined;

/** Jest's registering globals, which a suite file may call at its top level besides `describeContract`. */
const REGISTERING = ['test', 'it', 'describe', 'beforeAll', 'afterAll', 'beforeEach', 'afterEach'] as const;

/**
 * The contracts the given suite files declare, read without running them: while they load, `describeContract`
 * only records its contract and Jest's registering globals do nothing (`test.each(...)(...)` included).
 */
export async function collectContracts(files: readonly string[]): Promise<ServiceContract[]> {
  const globals = globalThis as unknown as Record<string, unknown>;
  const saved = REGISTERING.map((name) => [name, globals[name]] as const);
  const inert: unknown = new Proxy(() => inert, { get: () => inert, apply: () => inert });
  const collected: ServiceContract[] = [];
  collecting = collected;
  for (const name of REGISTERING) globals[name] = inert;
  try {
    for (const file of files) await import(file);
  } finally {
    collecting = undefined;
    for (const [name, value] of saved) globals[name] = value;
  }
  return collected;
}

/** Registers the contract tests of one service: one test per variant, then coverage of the declared operations. */
export function describeContract(contract: ServiceContract): void {
  if (collecting) {
    collecting.push(contract);
    return;
  }
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
    /** Refusals of spec-valid bodies, by the reason the log line gives, with the variants they occur in. */
    const refusals = new Map<string, Set<Variant>>();

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
        if ((SPEC_VALID_VARIANTS as readonly string[]).includes(variant)) countRefusals(logs, variant, refusals);
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
        let result: { data?: Record<string, unknown> | null; errors?: ResponseError[] } | undefined;
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
        const lines = [...refusals].map(([reason, variants]) => `    ${reason} [${[...variants].join(', ')}]`);
        console.error(
          `${contract.service}: ${refusals.size} reasons for refusing spec-valid bodies` +
            (lines.length ? `:\n${lines.join('\n')}` : ''),
        );
      }
    });
  });
}
