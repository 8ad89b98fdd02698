// Bounded label values for the GraphQL metrics. An operation name is the client's choice, and an error's path
// holds the client's aliases and list indices: labelled as they come, every new name or alias would add a series
// to /metrics for the life of the process.
import {
  getOperationAST,
  Kind,
  parse,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql';

/** Names labelled as they are, besides the known ones, before the rest count as `other`. */
export const DEFAULT_MAX_OPERATION_NAMES = 100;
/** A GraphQL name of a sensible length; anything else is `other`. */
const NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;

/**
 * Operation names as metric labels: the names of operations the gateway knows (its trusted documents) always, then
 * the first `max` other distinct names it executed, then `other`. First come rather than most used: a label must
 * not change meaning mid-series, and a replica's first names after a start are those of its regular clients.
 */
export class OperationNameLabels {
  private readonly known: Set<string>;
  private readonly admitted = new Set<string>();

  constructor(
    known: Iterable<string>,
    private readonly max = DEFAULT_MAX_OPERATION_NAMES,
  ) {
    this.known = new Set(known);
  }

  label(name: string | undefined, document?: DocumentNode): string {
    if (!name || name === 'Anonymous') return 'Anonymous';
    if (this.known.has(name) || this.admitted.has(name)) return name;
    // Only a name the document really defines takes a place (not an `operationName` that fails to run).
    if (!NAME.test(name) || (document && getOperationAST(document, name)?.name?.value !== name)) return 'other';
    if (this.admitted.size >= this.max) return 'other';
    this.admitted.add(name);
    return name;
  }
}

/** The operation names of a persisted-documents manifest (trusted documents are the gateway's own). */
export function operationNamesOf(documents: Iterable<string>): string[] {
  const names: string[] = [];
  for (const source of documents) {
    try {
      for (const definition of parse(source).definitions)
        if (definition.kind === Kind.OPERATION_DEFINITION && definition.name) names.push(definition.name.value);
    } catch {
      // A document that does not parse never runs, so it needs no label.
    }
  }
  return names;
}

/**
 * An error's response path as field names: `messaging.conversations.edges.node` for
 * `messaging.convos: conversations.edges.3.node`. Aliases are mapped back through the document, list indices
 * dropped; a segment the document does not explain (no document, a parse error) ends the path there.
 */
export function fieldPathOf(
  path: ReadonlyArray<string | number> | undefined,
  document: DocumentNode | undefined,
  operationName?: string,
): string {
  if (!path?.length) return '';
  const operation = document && (getOperationAST(document, operationName) ?? getOperationAST(document));
  if (!document || !operation) return '';
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);

  const names: string[] = [];
  let selectionSets: SelectionSetNode[] = [operation.selectionSet];
  for (const segment of path) {
    if (typeof segment === 'number') continue;
    const fields = fieldsByResponseKey(selectionSets, segment, fragments);
    if (fields.length === 0) break;
    names.push(fields[0]!.name.value);
    selectionSets = fields.flatMap((field) => (field.selectionSet ? [field.selectionSet] : []));
  }
  return names.join('.');
}

/** The fields answered under `key` in these selection sets, through inline fragments and fragment spreads. */
function fieldsByResponseKey(
  selectionSets: SelectionSetNode[],
  key: string,
  fragments: Map<string, FragmentDefinitionNode>,
): FieldNode[] {
  const found: FieldNode[] = [];
  const seen = new Set<string>();
  const visit = (selectionSet: SelectionSetNode) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) {
        if ((selection.alias ?? selection.name).value === key) found.push(selection);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet);
      }
    }
  };
  for (const selectionSet of selectionSets) visit(selectionSet);
  return found;
}
