// What an operation selects at its root, read from the request's text before Yoga parses it: the response cache
// keys and the per-caller rate limit work at Yoga's `onParams`, where a cache hit is answered without parsing.
// The text is checked against the same parser limits as every document (useParserLimits) before graphql-js parses
// it, and what is remembered is the small answer under a hash of the text, never the document.
import { createHash } from 'node:crypto';
import { Kind, getOperationAST, parse, type DocumentNode, type SelectionSetNode } from 'graphql';
import { checkParserLimits, type ParserLimits } from '../parser-limits.js';

export interface RootFields {
  type: 'query' | 'mutation' | 'subscription';
  fields: string[];
}

/** Names of the root fields an operation selects (through fragments), or undefined without that operation. */
export function rootFieldsOf(document: DocumentNode, operationName?: string | null): RootFields | undefined {
  const operation = getOperationAST(document, operationName);
  if (!operation) return undefined;
  const fragments = new Map(
    document.definitions.flatMap((definition) =>
      definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [],
    ),
  );
  const fields = new Set<string>();
  const visit = (selectionSet: SelectionSetNode, seen: Set<string>) => {
    for (const selection of selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) visit(selection.selectionSet, seen);
      else if (!seen.has(selection.name.value)) {
        const fragment = fragments.get(selection.name.value);
        if (fragment) visit(fragment.selectionSet, new Set([...seen, selection.name.value]));
      }
    }
  };
  visit(operation.selectionSet, new Set());
  return { type: operation.operation, fields: [...fields] };
}

/** Distinct documents remembered: the hot ones of a busy gateway are few; each entry is a hash and a few names. */
export const ROOT_FIELDS_MEMO = 256;

export interface RootFieldReader {
  (document: string | undefined, operationName?: string | null): RootFields | undefined;
  /** Documents remembered now (at most the memo's size). */
  readonly size: number;
}

/**
 * Reads root fields from request text within the parser limits; undefined for a document over a limit, one that
 * does not parse, or without the named operation (Yoga refuses those later, and nothing is cached for them).
 */
export function createRootFieldReader(limits: ParserLimits, memoSize = ROOT_FIELDS_MEMO): RootFieldReader {
  const recent = new Map<string, RootFields | undefined>();
  const read = (document: string | undefined, operationName?: string | null) => {
    if (!document) return undefined;
    const key = createHash('sha256')
      .update(operationName ?? '')
      .update('\n')
      .update(document)
      .digest('base64url');
    if (recent.has(key)) {
      const known = recent.get(key);
      // Least recently used goes first: re-insert at the back.
      recent.delete(key);
      recent.set(key, known);
      return known;
    }
    let root: RootFields | undefined;
    try {
      checkParserLimits(document, limits);
      root = rootFieldsOf(parse(document, { noLocation: true, maxTokens: limits.maxTokens }), operationName);
    } catch {
      root = undefined;
    }
    if (recent.size >= memoSize) recent.delete(recent.keys().next().value as string);
    recent.set(key, root);
    return root;
  };
  return Object.defineProperty(read, 'size', { get: () => recent.size }) as RootFieldReader;
}
