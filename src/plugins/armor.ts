// GraphQL Armor: depth, alias, cost and directive limits checked at validation, each refusal BAD_USER_INPUT naming
// the limit. Tokens and nesting are counted before parsing, by parser-limits.ts.
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayConfig } from '../config/index.js';

/**
 * How a GraphQL Armor limit (cost, depth, aliases, directives) rejects an operation: as a validation error coded
 * BAD_USER_INPUT and naming the limit, like any other input the gateway refuses before an upstream call (Armor's
 * own error has no code and a misleading "Syntax Error" prefix).
 */
function rejectAsBadInput(limit: 'cost' | 'depth' | 'aliases' | 'directives') {
  return {
    propagateOnRejection: false,
    onReject: [
      (context: ValidationContext | null, error: GraphQLError) => {
        const message = error.message.replace(/^Syntax Error: /, '');
        const rejection = new GraphQLError(message, {
          extensions: { code: 'BAD_USER_INPUT', limit, http: { status: 400 } },
        });
        // Armor's validation rules always have a context; without one, refuse by throwing rather than let it pass.
        if (!context) throw rejection;
        context.reportError(rejection);
      },
    ],
  };
}

export function useArmor(limits: GatewayConfig['limits']): Plugin {
  return EnvelopArmorPlugin({
    // Introspection counts too (a deep `ofType` chain is as costly as any other); fragments add no level, so
    // the standard introspection query (depth 15) fits the default.
    maxDepth: {
      n: limits.maxDepth,
      ignoreIntrospection: false,
      flattenFragments: true,
      ...rejectAsBadInput('depth'),
    },
    maxAliases: { n: limits.maxAliases, ...rejectAsBadInput('aliases') },
    // useParserLimits counts tokens before parsing; Armor's count runs inside the parser, too late for nesting.
    maxTokens: { enabled: false },
    costLimit: { maxCost: limits.maxCost, ...rejectAsBadInput('cost') },
    maxDirectives: { n: 50, ...rejectAsBadInput('directives') },
  }) as Plugin;
}
