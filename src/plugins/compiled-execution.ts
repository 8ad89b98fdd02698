// Compiled execution: an operation the gateway has run before is executed by a function graphql-jit generated for
// that document, instead of graphql-js walking the document on every request (about 15 % of a query's CPU).
// Behaviour stays graphql-js's where the two differ:
// - variables are coerced by graphql-js first; when they do not coerce, graphql-js executes the operation, so a
//   missing or mistyped variable is refused with graphql-js's own error (BAD_USER_INPUT naming the field);
// - subscriptions are left to graphql-js (jit compiles their payload function only), and so are operations with
//   `@defer` or `@stream` (jit would answer them whole, not in increments);
// - its errors are rebuilt as graphql-js errors (graphql-jit's carry locations but no source or nodes, which error
//   masking and every consumer of `GraphQLError` read);
// - one difference remains: when a null in a non-null field empties a whole selection, graphql-js stops running that
//   selection's remaining synchronous fields and reports no errors of theirs, while compiled code runs them all and
//   reports every error (an answer with data null and more errors, never different data);
// - a document is compiled on its second execution, not its first: a stream of one-off documents costs no compilation.
// graphql-jit (with fast-json-stringify and ajv) is loaded on the first execution, not at start: cold start pays
// nothing for it, and documents run by graphql-js until it has loaded.
import {
  BREAK,
  getOperationAST,
  getVariableValues,
  GraphQLError,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type Source,
  type VariableDefinitionNode,
  visit,
} from 'graphql';
import type * as GraphQLJit from 'graphql-jit';
import type { CompiledQuery } from 'graphql-jit';
import { isPromise, type Plugin } from 'graphql-yoga';
import type { Logger } from '../logger.js';
import { UPSTREAM_SHAPE_MISMATCH } from '../schema/errors.js';

let compiler: typeof GraphQLJit | undefined;
let compilerLoading: Promise<Error | undefined> | undefined;

/**
 * Loads graphql-jit once; until it has loaded (or if it cannot be), operations run on graphql-js. Resolves with why
 * it could not be loaded, or undefined once it has. A module without `compileQuery` (what a bundler that hides a
 * CommonJS package's names would hand over: scripts/bundle.ts) counts as not loaded, rather than failing operations.
 */
export function loadCompiler(): Promise<Error | undefined> {
  compilerLoading ??= import('graphql-jit')
    .then((loaded) => {
      if (typeof loaded.compileQuery !== 'function' || typeof loaded.isCompiledQuery !== 'function')
        throw new TypeError('the graphql-jit module has no compileQuery');
      compiler = loaded;
      return undefined;
    })
    .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  return compilerLoading;
}

/** An operation's compiled form, with its variable definitions (checked by graphql-js on every run). */
interface CompiledOperation {
  query: CompiledQuery;
  variables: readonly VariableDefinitionNode[];
}

/** Per document: how often it ran uncompiled, then its compiled form per operation name (or `false`: not compilable). */
interface DocumentEntry {
  runs: number;
  compiled: Map<string | undefined, CompiledOperation | false>;
}

export interface CompiledExecutionOptions {
  /** Runs of a document by graphql-js before it is compiled (default 1: compiled on its second execution). */
  compileAfterRuns?: number;
  /** Told of each compilation (tests). */
  onCompile?: (operationName: string | undefined, compiled: boolean) => void;
  /** Told once whether graphql-jit loaded: debug when it did, warn when operations stay on graphql-js. */
  logger?: Pick<Logger, 'debug' | 'warn'>;
}

const NON_NULL_VIOLATION = /^Cannot return null for non-nullable field /;

/** The offset in `source` of a 1-based line and column. */
function positionOf(source: Source, { line, column }: { line: number; column: number }): number {
  let offset = 0;
  for (let current = 1; current < line; current += 1) offset = source.body.indexOf('\n', offset) + 1;
  return offset + column - 1;
}

/**
 * graphql-js's error for a field that failed (`locatedError`): the thrown GraphQLError itself when it already has a
 * path, else a GraphQLError at the field's place in the document whose original error is what was thrown.
 */
function asGraphQLJsError(error: GraphQLError, document: DocumentNode): GraphQLError {
  if (error.source || !error.locations) return error;
  // graphql-js raises a null in a non-null field as a plain Error located at the field, so it is masked like any
  // internal error; graphql-jit makes it a GraphQLError of its own.
  // A value of the wrong shape (a single value where a list belongs, a leaf that does not serialize) is a
  // GraphQLError thrown inside graphql-js, which error masking reads as the upstream's fault; keep it so.
  const original =
    error.originalError ??
    (NON_NULL_VIOLATION.test(error.message)
      ? new Error(error.message)
      : UPSTREAM_SHAPE_MISMATCH.test(error.message)
        ? new GraphQLError(error.message)
        : undefined);
  if (original instanceof GraphQLError && Array.isArray(original.path)) return original;
  const source = document.loc?.source;
  return new GraphQLError(error.message, {
    source,
    positions: source ? error.locations.map((location) => positionOf(source, location)) : undefined,
    path: error.path,
    originalError: original,
  });
}

function withGraphQLJsErrors(result: ExecutionResult, document: DocumentNode): ExecutionResult {
  if (!result.errors?.length) return result;
  return { ...result, errors: result.errors.map((error) => asGraphQLJsError(error, document)) };
}

export function useCompiledExecution({
  compileAfterRuns = 1,
  onCompile,
  logger,
}: CompiledExecutionOptions = {}): Plugin {
  let reported = false;
  const load = () => {
    const loading = loadCompiler();
    if (reported) return;
    reported = true;
    void loading.then((failure) =>
      failure
        ? logger?.warn({ reason: failure.message }, 'compiled execution unavailable: operations run on graphql-js')
        : logger?.debug('compiled execution: graphql-jit loaded'),
    );
  };
  // Keyed by the parsed document, which Yoga's parse cache hands out for every request with the same text; a
  // document that leaves that cache takes its compiled form with it.
  const documents = new WeakMap<DocumentNode, DocumentEntry>();

  function compiledFor(args: ExecutionArgs): CompiledOperation | undefined {
    let entry = documents.get(args.document);
    if (!entry) {
      entry = { runs: 0, compiled: new Map() };
      documents.set(args.document, entry);
    }
    const operationName = args.operationName ?? undefined;
    let compiled = entry.compiled.get(operationName);
    if (compiled === undefined) {
      if (!compiler) load();
      if (entry.runs < compileAfterRuns || !compiler) {
        entry.runs += 1;
        return undefined;
      }
      const { compileQuery, isCompiledQuery } = compiler;
      const operation = getOperationAST(args.document, operationName);
      const result =
        operation && operation.operation !== 'subscription' && !deliversIncrementally(args.document)
          ? compileQuery(args.schema, args.document, operationName)
          : undefined;
      compiled =
        operation && result && isCompiledQuery(result)
          ? { query: result, variables: operation.variableDefinitions ?? [] }
          : false;
      entry.compiled.set(operationName, compiled);
      onCompile?.(operation?.name?.value, compiled !== false);
    }
    return compiled || undefined;
  }

  /** True when the document asks for `@defer` or `@stream`: graphql-js's executor delivers those in parts. */
  function deliversIncrementally(document: DocumentNode): boolean {
    let found = false;
    visit(document, {
      Directive(node) {
        if (node.name.value === 'defer' || node.name.value === 'stream') {
          found = true;
          return BREAK;
        }
        return undefined;
      },
    });
    return found;
  }

  /** True when graphql-js accepts the variables as given (then graphql-jit's own coercion agrees). */
  function variablesCoerce(args: ExecutionArgs, { variables }: CompiledOperation): boolean {
    if (variables.length === 0) return true;
    return !getVariableValues(args.schema, variables, args.variableValues ?? {}).errors;
  }

  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const compiled = compiledFor(args);
      if (!compiled || !variablesCoerce(args, compiled)) return;
      setExecuteFn((executionArgs: ExecutionArgs) => {
        if (executionArgs.document !== args.document) return executeFn(executionArgs);
        const result = compiled.query.query(
          executionArgs.rootValue,
          executionArgs.contextValue,
          executionArgs.variableValues,
        );
        return isPromise(result)
          ? result.then((settled) => withGraphQLJsErrors(settled, args.document))
          : withGraphQLJsErrors(result, args.document);
      });
    },
  };
}
