// Limits checked on the raw operation text before graphql-js parses it. The parser is recursive: a list literal
// nested thousands deep overflows its stack before any token or depth limit runs. The lexer is not, so one pass
// over the tokens counts them and tracks how deeply `{`, `[` and `(` nest, and refuses as BAD_USER_INPUT with a 400
// before any parsing, validation or execution.
import { GraphQLError, Lexer, Source, TokenKind, type ParseOptions } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export interface ParserLimits {
  maxTokens: number;
  maxNesting: number;
}

function refused(message: string, limit: 'tokens' | 'nesting'): GraphQLError {
  return new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', limit, http: { status: 400 } } });
}

const OPENING = new Set<TokenKind>([TokenKind.BRACE_L, TokenKind.BRACKET_L, TokenKind.PAREN_L]);
const CLOSING = new Set<TokenKind>([TokenKind.BRACE_R, TokenKind.BRACKET_R, TokenKind.PAREN_R]);

/** Throws when the operation has too many tokens or nests too deeply; lexing errors are left to the parser. */
export function checkParserLimits(source: string | Source, limits: ParserLimits): void {
  const lexer = new Lexer(typeof source === 'string' ? new Source(source) : source);
  let tokens = 0;
  let nesting = 0;
  for (let token = lexer.advance(); token.kind !== TokenKind.EOF; token = lexer.advance()) {
    tokens += 1;
    if (tokens > limits.maxTokens) {
      throw refused(`The operation has more than the maximum of ${limits.maxTokens} tokens`, 'tokens');
    }
    if (OPENING.has(token.kind)) {
      nesting += 1;
      if (nesting > limits.maxNesting) {
        throw refused(`The operation nests deeper than the maximum of ${limits.maxNesting} levels`, 'nesting');
      }
    } else if (CLOSING.has(token.kind)) nesting -= 1;
  }
}

/** Runs `checkParserLimits` in front of whatever parser is in place. */
export function useParserLimits(limits: ParserLimits): Plugin {
  return {
    onParse({ parseFn, setParseFn }) {
      setParseFn((source: string | Source, options?: ParseOptions) => {
        try {
          checkParserLimits(source, limits);
        } catch (error) {
          // Syntax errors of the lexer are the parser's to report, with its usual message.
          if (error instanceof GraphQLError && error.extensions.code === 'BAD_USER_INPUT') throw error;
        }
        return parseFn(source, options);
      });
    },
  };
}
