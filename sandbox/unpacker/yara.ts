// A small YARA engine for the unpacker sandbox, so scan results are computed from the uploaded bytes rather than
// canned. It understands the common subset: rules with meta, text strings ("..." with ascii, wide, nocase) and hex
// strings ({ 4D 5A ?? 00 }), and conditions built from `any of them`, `all of them`, `N of them`, `$id`,
// `true`/`false`, `and`, `or`, `not` and parentheses. Anything else is a compile error, as YARA would report it.

export class YaraSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

type Pattern = Array<number | null>; // null: a wildcard byte

interface YaraString {
  identifier: string;
  /** Alternatives to look for (ascii and/or wide forms). */
  patterns: Pattern[];
  nocase: boolean;
  kind: 'text' | 'hex';
}

type Condition =
  | { kind: 'bool'; value: boolean }
  | { kind: 'string'; identifier: string }
  | { kind: 'count'; quantifier: 'any' | 'all' | number }
  | { kind: 'not'; operand: Condition }
  | { kind: 'and' | 'or'; left: Condition; right: Condition };

export interface CompiledRule {
  name: string;
  strings: YaraString[];
  condition: Condition;
}

export interface StringMatch {
  identifier: string;
  offset: number;
  bytes: Buffer;
  kind: 'text' | 'hex';
}

/** YARA stops recording matches of one string somewhere; the sandbox keeps its answers small. */
const MAX_MATCHES_PER_STRING = 100;

class Cursor {
  position = 0;
  constructor(readonly source: string) {}

  get line(): number {
    return this.source.slice(0, this.position).split('\n').length;
  }

  /** Skips whitespace and comments. */
  skip(): void {
    for (;;) {
      const rest = this.source.slice(this.position);
      const blank = /^(\s+|\/\/[^\n]*|\/\*[\s\S]*?\*\/)/.exec(rest);
      if (!blank) return;
      this.position += blank[0].length;
    }
  }

  peek(pattern: RegExp): string | undefined {
    this.skip();
    return pattern.exec(this.source.slice(this.position))?.[0];
  }

  take(pattern: RegExp, expected: string): string {
    const token = this.peek(pattern);
    if (token === undefined) throw this.unexpected(expected);
    this.position += token.length;
    return token;
  }

  accept(pattern: RegExp): string | undefined {
    const token = this.peek(pattern);
    if (token !== undefined) this.position += token.length;
    return token;
  }

  unexpected(expected: string): YaraSyntaxError {
    this.skip();
    const found = /^\S{1,20}/.exec(this.source.slice(this.position))?.[0];
    return new YaraSyntaxError(
      this.line,
      `syntax error, unexpected ${found ? `"${found}"` : 'end of file'}, expecting ${expected}`,
    );
  }
}

const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*/;
const STRING_IDENTIFIER = /^\$[A-Za-z0-9_]*/;
const QUOTED = /^"(?:[^"\\\n]|\\.)*"/;

function unescapeText(literal: string, line: number): Buffer {
  const body = literal.slice(1, -1);
  const bytes: number[] = [];
  for (let index = 0; index < body.length; index++) {
    const char = body[index]!;
    if (char !== '\\') {
      bytes.push(...Buffer.from(char, 'utf8'));
      continue;
    }
    const next = body[++index];
    if (next === 'n') bytes.push(0x0a);
    else if (next === 't') bytes.push(0x09);
    else if (next === 'r') bytes.push(0x0d);
    else if (next === '"' || next === '\\') bytes.push(next.charCodeAt(0));
    else if (next === 'x' && /^[0-9a-fA-F]{2}$/.test(body.slice(index + 1, index + 3))) {
      bytes.push(Number.parseInt(body.slice(index + 1, index + 3), 16));
      index += 2;
    } else throw new YaraSyntaxError(line, `illegal escape sequence "\\${next ?? ''}"`);
  }
  return Buffer.from(bytes);
}

function parseHex(cursor: Cursor): Pattern {
  cursor.take(/^\{/, '"{"');
  const close = cursor.source.indexOf('}', cursor.position);
  if (close < 0) throw cursor.unexpected('"}"');
  const body = cursor.source.slice(cursor.position, close);
  const line = cursor.line;
  cursor.position = close + 1;
  const tokens = body.replace(/\s+/g, '');
  if (!tokens || tokens.length % 2 !== 0 || !/^([0-9a-fA-F]{2}|\?\?)+$/.test(tokens)) {
    throw new YaraSyntaxError(line, 'invalid hex string (the sandbox supports bytes and ?? wildcards)');
  }
  return (tokens.match(/.{2}/g) ?? []).map((pair) => (pair === '??' ? null : Number.parseInt(pair, 16)));
}

function parseString(cursor: Cursor): YaraString {
  const identifier = cursor.take(STRING_IDENTIFIER, 'string identifier');
  cursor.take(/^=/, '"="');
  if (cursor.peek(/^\{/)) return { identifier, patterns: [parseHex(cursor)], nocase: false, kind: 'hex' };
  const line = cursor.line;
  const text = unescapeText(cursor.take(QUOTED, 'text or hex string'), line);
  if (text.length === 0) throw new YaraSyntaxError(line, `empty string "${identifier}"`);
  const modifiers = new Set<string>();
  for (let modifier; (modifier = cursor.accept(/^(ascii|wide|nocase)\b/));) modifiers.add(modifier);
  const wide = Buffer.alloc(text.length * 2);
  text.forEach((byte, index) => wide.writeUInt8(byte, index * 2));
  const patterns: Pattern[] = [];
  if (modifiers.has('ascii') || !modifiers.has('wide')) patterns.push([...text]);
  if (modifiers.has('wide')) patterns.push([...wide]);
  return { identifier, patterns, nocase: modifiers.has('nocase'), kind: 'text' };
}

function parseCondition(cursor: Cursor, identifiers: Set<string>): Condition {
  const primary = (): Condition => {
    if (cursor.accept(/^\(/)) {
      const inner = expression();
      cursor.take(/^\)/, '")"');
      return inner;
    }
    if (cursor.accept(/^not\b/)) return { kind: 'not', operand: primary() };
    const literal = cursor.accept(/^(true|false)\b/);
    if (literal) return { kind: 'bool', value: literal === 'true' };
    const quantifier = cursor.accept(/^(any|all|\d+)\b/);
    if (quantifier) {
      cursor.take(/^of\b/, '"of"');
      cursor.take(/^them\b/, '"them"');
      if (/^\d+$/.test(quantifier)) return { kind: 'count', quantifier: Number(quantifier) };
      return { kind: 'count', quantifier: quantifier as 'any' | 'all' };
    }
    const line = cursor.line;
    const identifier = cursor.take(STRING_IDENTIFIER, 'condition');
    if (!identifiers.has(identifier)) throw new YaraSyntaxError(line, `undefined string identifier "${identifier}"`);
    return { kind: 'string', identifier };
  };
  const conjunction = (): Condition => {
    let left = primary();
    while (cursor.accept(/^and\b/)) left = { kind: 'and', left, right: primary() };
    return left;
  };
  const expression = (): Condition => {
    let left = conjunction();
    while (cursor.accept(/^or\b/)) left = { kind: 'or', left, right: conjunction() };
    return left;
  };
  return expression();
}

function parseRule(cursor: Cursor): CompiledRule {
  cursor.accept(/^(private|global)\b/);
  cursor.take(/^rule\b/, '"rule"');
  const name = cursor.take(IDENTIFIER, 'rule name');
  if (cursor.accept(/^:/)) {
    while (cursor.peek(IDENTIFIER) && !cursor.peek(/^\{/)) cursor.take(IDENTIFIER, 'tag');
  }
  cursor.take(/^\{/, '"{"');
  if (cursor.accept(/^meta\s*:/)) {
    while (cursor.peek(IDENTIFIER) && !cursor.peek(/^(strings|condition)\s*:/)) {
      cursor.take(IDENTIFIER, 'meta identifier');
      cursor.take(/^=/, '"="');
      cursor.take(/^("(?:[^"\\\n]|\\.)*"|-?\d+|true|false)/, 'meta value');
    }
  }
  const strings: YaraString[] = [];
  if (cursor.accept(/^strings\s*:/)) {
    while (cursor.peek(STRING_IDENTIFIER)) {
      const line = cursor.line;
      const string = parseString(cursor);
      if (strings.some((existing) => existing.identifier === string.identifier)) {
        throw new YaraSyntaxError(line, `duplicated string identifier "${string.identifier}"`);
      }
      strings.push(string);
    }
  }
  cursor.take(/^condition\s*:/, '"condition:"');
  const condition = parseCondition(cursor, new Set(strings.map((string) => string.identifier)));
  cursor.take(/^\}/, '"}"');
  return { name, strings, condition };
}

/** Compiles one rules source; throws YaraSyntaxError on anything outside the supported subset. */
export function compileRules(source: string): CompiledRule[] {
  const cursor = new Cursor(source);
  const rules: CompiledRule[] = [];
  while (cursor.peek(/^\S/)) {
    const line = cursor.line;
    const rule = parseRule(cursor);
    if (rules.some((existing) => existing.name === rule.name)) {
      throw new YaraSyntaxError(line, `duplicated identifier "${rule.name}"`);
    }
    rules.push(rule);
  }
  if (rules.length === 0) throw new YaraSyntaxError(1, 'syntax error, unexpected end of file, expecting "rule"');
  return rules;
}

const lower = (byte: number) => (byte >= 0x41 && byte <= 0x5a ? byte + 0x20 : byte);

function matchesAt(data: Buffer, offset: number, pattern: Pattern, nocase: boolean): boolean {
  for (let index = 0; index < pattern.length; index++) {
    const expected = pattern[index];
    if (expected === null || expected === undefined) continue;
    const actual = data[offset + index]!;
    if (nocase ? lower(actual) !== lower(expected) : actual !== expected) return false;
  }
  return true;
}

function findString(data: Buffer, string: YaraString): StringMatch[] {
  const found: StringMatch[] = [];
  for (const pattern of string.patterns) {
    for (let offset = 0; offset + pattern.length <= data.length; offset++) {
      if (!matchesAt(data, offset, pattern, string.nocase)) continue;
      found.push({
        identifier: string.identifier,
        offset,
        bytes: data.subarray(offset, offset + pattern.length),
        kind: string.kind,
      });
      if (found.length >= MAX_MATCHES_PER_STRING) return found;
    }
  }
  return found.sort((a, b) => a.offset - b.offset);
}

function evaluate(condition: Condition, found: Map<string, StringMatch[]>): boolean {
  switch (condition.kind) {
    case 'bool':
      return condition.value;
    case 'string':
      return (found.get(condition.identifier)?.length ?? 0) > 0;
    case 'not':
      return !evaluate(condition.operand, found);
    case 'and':
      return evaluate(condition.left, found) && evaluate(condition.right, found);
    case 'or':
      return evaluate(condition.left, found) || evaluate(condition.right, found);
    case 'count': {
      const total = found.size;
      const matched = [...found.values()].filter((matches) => matches.length > 0).length;
      if (condition.quantifier === 'any') return matched > 0;
      if (condition.quantifier === 'all') return total > 0 && matched === total;
      return matched >= condition.quantifier;
    }
  }
}

/** The rules that match `data`, each with every string match found (as YARA reports them with -s). */
export function scan(rules: CompiledRule[], data: Buffer): Array<{ rule: string; matches: StringMatch[] }> {
  return rules.flatMap((rule) => {
    const found = new Map(rule.strings.map((string) => [string.identifier, findString(data, string)]));
    if (!evaluate(rule.condition, found)) return [];
    const matches = [...found.values()].flat().sort((a, b) => a.offset - b.offset);
    return [{ rule: rule.name, matches }];
  });
}

/** A match as `yara --print-strings --print-string-length` prints it: `0x1f:2:$mz: MZ`. */
export function formatMatch(match: StringMatch): string {
  const data =
    match.kind === 'hex'
      ? [...match.bytes].map((byte) => byte.toString(16).toUpperCase().padStart(2, '0')).join(' ')
      : [...match.bytes]
          .map((byte) =>
            byte >= 0x20 && byte < 0x7f ? String.fromCharCode(byte) : `\\x${byte.toString(16).padStart(2, '0')}`,
          )
          .join('');
  return `0x${match.offset.toString(16)}:${match.bytes.length}:${match.identifier}: ${data}`;
}
