// Codes on graphql-js's own refusals of bad input: a literal of the wrong type or a variable that does not coerce is
// BAD_USER_INPUT naming the argument, like the gateway's own refusals (src/schema/errors.ts).
import { GraphQLError, Kind, visit, type ASTNode, type DocumentNode } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/** The argument whose value contains `target`, searching the operation's AST. */
function argumentAround(document: DocumentNode, target: ASTNode): string | undefined {
  let found: string | undefined;
  const stack: string[] = [];
  visit(document, {
    Argument: {
      enter(node) {
        stack.push(node.name.value);
        if (node.value === target) found ??= node.name.value;
      },
      leave() {
        stack.pop();
      },
    },
    enter(node) {
      if (node === target && stack.length > 0) found ??= stack[0];
    },
  });
  return found;
}

/**
 * GraphQL itself rejects a literal of the wrong type (`isSquare(number: 2.5)`) or a variable that does not coerce.
 * Those are bad user input too: tag them BAD_USER_INPUT and name the argument or variable.
 */
export function useBadUserInputCodes(): Plugin {
  return {
    onValidate({ params }) {
      const document: DocumentNode = params.documentAST;
      return ({ result, setResult }) => {
        if (result.length === 0) return;
        setResult(
          result.map((error) => {
            const node = error.nodes?.[0];
            const isValue = node && node.kind !== Kind.FIELD && node.kind !== Kind.ARGUMENT;
            const argument = node && isValue ? argumentAround(document, node) : undefined;
            if (!argument) return error;
            return new GraphQLError(error.message, {
              nodes: error.nodes,
              source: error.source,
              positions: error.positions,
              extensions: { ...error.extensions, code: 'BAD_USER_INPUT', argument },
            });
          }),
        );
      };
    },
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors || result.data !== undefined) return;
          setResult({
            ...result,
            errors: result.errors.map((error) => {
              const variable = /^Variable "\$([A-Za-z_][A-Za-z0-9_]*)" /.exec(error.message)?.[1];
              if (!variable) return error;
              return new GraphQLError(error.message, {
                nodes: error.nodes,
                source: error.source,
                positions: error.positions,
                extensions: { ...error.extensions, code: 'BAD_USER_INPUT', argument: `$${variable}` },
              });
            }),
          });
        },
      };
    },
  };
}
