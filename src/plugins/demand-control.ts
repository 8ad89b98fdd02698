// Demand control counted in upstream calls: before an operation runs, the calls it will make are estimated from
// its document (support/cost.ts, with the batching fields of support/cost-table.ts); above
// MAX_UPSTREAM_CALLS_PER_OPERATION it is refused, BAD_USER_INPUT, before any call. With COST_EXTENSIONS the answer
// carries the estimate and the calls really made (counted by the upstream observer, src/request-scope.ts), and the
// metrics record both per operation. Absent from the plugin list when neither setting is on.
import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import { handleStreamOrSingleExecutionResult, type Plugin } from 'graphql-yoga';
import { Histogram, type Registry } from 'prom-client';
import type { OperationsConfig } from '../config/operations.js';
import type { RequestScope, UpstreamCallTally } from '../request-scope.js';
import { estimateUpstreamCalls, type CostTable } from './support/cost.js';
import { UPSTREAM_CALLS } from './support/cost-table.js';
import { OperationNameLabels } from './support/operation-names.js';

const CALL_BUCKETS = [0, 1, 2, 3, 5, 10, 20, 50, 100, 200, 500, 1000];

export interface DemandControlOptions {
  registry?: Registry;
  /** Operation names labelled by name whatever else ran (the trusted documents'). */
  knownOperationNames?: Iterable<string>;
  /** Cost declarations by schema coordinate (default: the gateway's). */
  table?: CostTable;
}

interface OperationCost extends UpstreamCallTally {
  estimated: number;
}

/** Undefined when neither MAX_UPSTREAM_CALLS_PER_OPERATION nor COST_EXTENSIONS is set: off costs nothing. */
export function useDemandControl(config: OperationsConfig, options: DemandControlOptions = {}): Plugin | undefined {
  const { maxUpstreamCalls, costExtensions } = config.demandControl;
  if (maxUpstreamCalls === undefined && !costExtensions) return undefined;
  const table = options.table ?? UPSTREAM_CALLS;
  const names = new OperationNameLabels(options.knownOperationNames ?? []);
  const histogram = (name: string, help: string) =>
    options.registry
      ? new Histogram({
          name,
          help,
          labelNames: ['operationName', 'operationType'] as const,
          buckets: CALL_BUCKETS,
          registers: [options.registry],
        })
      : undefined;
  const estimatedCalls = histogram(
    'gateway_operation_upstream_calls_estimated',
    'Upstream calls estimated per operation before it ran (demand control)',
  );
  const actualCalls = histogram(
    'gateway_operation_upstream_calls_actual',
    'Upstream calls an operation really made, retries aside (demand control)',
  );
  const costs = new WeakMap<object, OperationCost>();

  return {
    instrumentation: {
      // Every upstream call made while the operation executes (its deferred parts included) counts toward it.
      execute({ context }, wrapped) {
        const cost: OperationCost = { calls: 0, estimated: 0 };
        costs.set(context as object, cost);
        // The upstream observer counts each call of this context's data sources here.
        const scope = (context as { requestScope?: RequestScope }).requestScope;
        if (scope) scope.upstreamCalls = cost;
        return wrapped();
      },
    },
    onExecute({ args, setResultAndStopExecution }) {
      const cost = costs.get(args.contextValue as object);
      if (!cost) return;
      cost.estimated = estimateUpstreamCalls(
        {
          schema: args.schema,
          document: args.document,
          operationName: args.operationName,
          variables: args.variableValues as Record<string, unknown> | null | undefined,
        },
        table,
      );
      if (maxUpstreamCalls !== undefined && cost.estimated > maxUpstreamCalls) {
        setResultAndStopExecution({
          errors: [
            new GraphQLError(
              `This operation would make about ${cost.estimated} upstream calls; at most ${maxUpstreamCalls} are allowed`,
              {
                extensions: {
                  code: 'BAD_USER_INPUT',
                  reason: 'too-many-upstream-calls',
                  estimatedUpstreamCalls: cost.estimated,
                  maxUpstreamCalls,
                  http: { status: 400 },
                },
              },
            ),
          ],
        });
        return;
      }
      const definition = getOperationAST(args.document, args.operationName);
      const operation = {
        operationName: names.label(definition?.name?.value, args.document),
        operationType: definition?.operation ?? 'unknown',
      };
      const finish = (result: ExecutionResult, setResult: (result: ExecutionResult) => void) => {
        estimatedCalls?.observe(operation, cost.estimated);
        actualCalls?.observe(operation, cost.calls);
        if (!costExtensions) return;
        const extensions = {
          ...result.extensions,
          cost: { estimatedUpstreamCalls: cost.estimated, actualUpstreamCalls: cost.calls },
        };
        setResult({ ...result, extensions });
      };
      return {
        onExecuteDone(payload) {
          return handleStreamOrSingleExecutionResult(payload, ({ result, setResult }) => {
            // With @defer/@stream, the last part (hasNext: false) closes the operation.
            if ('hasNext' in result && result.hasNext) return;
            finish(result, setResult);
          });
        },
      };
    },
  };
}
