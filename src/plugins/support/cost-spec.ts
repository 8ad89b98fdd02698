// How many upstream calls a field costs, as demand control (src/plugins/demand-control.ts) counts them before an
// operation runs. A field declares it in its extensions (`extensions: upstreamCalls({ ... })`); fields that declare
// nothing are read from the table in cost-table.ts, else by default: a resolver that takes the context (where the
// data sources are) costs one call per parent item, any other field none.

export interface FieldCost {
  /**
   * `item`: one call per parent item (a root field, or a lookup that cannot batch: N+1). `batch`: the lookups of
   * every parent item go through one dataloader, one call per `maxBatchSize` keys. `none`: no upstream call.
   */
  calls: 'item' | 'batch' | 'none';
  /** The batch loader's per-call limit (with `calls: 'batch'`). */
  maxBatchSize?: number;
  /** A list the upstream does not page: the items it is assumed to hold (default DEFAULT_LIST_ITEMS). */
  assumedItems?: number;
  /** A connection whose upstream answers pages smaller than `first`: one call per page of this size. */
  upstreamPageSize?: number;
}

/** Field extensions that declare a field's upstream calls. */
export const upstreamCalls = (cost: FieldCost) => ({ upstreamCalls: cost });

/** Items assumed in a list the upstream does not page, when the field declares no size. */
export const DEFAULT_LIST_ITEMS = 10;
/** Items of a connection page when the operation gives no `first` (the largest default page of the services: CIS dealers). */
export const DEFAULT_PAGE_ITEMS = 30;
