// Shapes of the Unpacker service (RESTful4Up, spec B): YARA scan results, partial rules and emulator output.
// The unpacked file itself is the shared BinaryFile (schema/binary.ts).
import type { ApplyYaraRulesDto, PartialYaraRuleDto, YaraRuleMatchDto } from '../datasources/unpacker.js';
import { expectList, isRecord, optionalList, required, text } from '../http/boundary.js';
import { builder } from './builder.js';
import { toDateTime } from './scalars.js';

/** `0x1f:7:$text: MZ\x90` as printed by `yara --print-strings --print-string-length`, split into its parts. */
export interface YaraStringMatchValue {
  raw: string;
  offset: number | null;
  length: number | null;
  identifier: string | null;
  data: string | null;
}

export function parseStringInformation(raw: string): YaraStringMatchValue {
  const match = /^0x([0-9a-fA-F]+):(?:(\d+):)?(\$[A-Za-z0-9_]*):\s?(.*)$/s.exec(raw);
  if (!match) return { raw, offset: null, length: null, identifier: null, data: null };
  return {
    raw,
    offset: Number.parseInt(match[1]!, 16),
    length: match[2] === undefined ? null : Number(match[2]),
    identifier: match[3]!,
    data: match[4]!,
  };
}

export interface YaraRuleMatchValue extends YaraRuleMatchDto {
  /** Position of the submitted rules entry the match came from, when the upstream groups matches by entry. */
  ruleSet: number | null;
}

/** The spec nests matches per submitted rules entry; the service answers flat. Both become one flat list. */
export function flattenMatches(result: ApplyYaraRulesDto): YaraRuleMatchValue[] {
  const entries = optionalList<unknown>('unpacker', result.matched_yara_rules, 'matched_yara_rules');
  return entries.flatMap((entry, index): YaraRuleMatchValue[] => {
    // Anything but a match record is kept as an empty record, so it fails alone at its own path (no `rule`).
    const match = (value: unknown, ruleSet: number | null) => ({
      ...((isRecord(value) ? value : {}) as unknown as YaraRuleMatchDto),
      ruleSet,
    });
    return Array.isArray(entry) ? entry.map((item) => match(item, index)) : [match(entry, null)];
  });
}

export const YaraStringMatch = builder.objectRef<YaraStringMatchValue>('YaraStringMatch').implement({
  description: 'One string of a rule found in the file.',
  fields: (t) => ({
    raw: t.exposeString('raw', { nullable: false, description: 'The line as YARA printed it.' }),
    offset: t.exposeInt('offset', { description: 'Byte offset of the match in the file.' }),
    length: t.exposeInt('length', { description: 'Length of the match in bytes.' }),
    identifier: t.exposeString('identifier', { description: 'The string identifier, e.g. `$mz`.' }),
    data: t.exposeString('data', { description: 'The matched data as YARA printed it.' }),
  }),
});

export const YaraRuleMatch = builder.objectRef<YaraRuleMatchValue>('YaraRuleMatch').implement({
  description: 'A rule that matched the file, with the strings that made it match.',
  fields: (t) => ({
    rule: t.string({ nullable: false, resolve: (match) => required('unpacker', text(match.rule), 'rule') }),
    ruleSet: t.exposeInt('ruleSet', {
      description: 'Index (from 0) of the `rules` entry that holds the rule, when the upstream reports it.',
    }),
    strings: t.field({
      type: [YaraStringMatch],
      nullable: false,
      resolve: (match) =>
        expectList<unknown>('unpacker', match.string_information, 'string_information')
          .flatMap((line) => text(line) ?? [])
          .map(parseStringInformation),
    }),
  }),
});

export const YaraScanResult = builder.objectRef<ApplyYaraRulesDto>('YaraScanResult').implement({
  description: 'The outcome of applying YARA rules to a file.',
  fields: (t) => ({
    success: t.exposeBoolean('is_success', {
      nullable: false,
      description: 'False when YARA could not run the rules (see `errorMessage`), e.g. a syntax error.',
    }),
    errorMessage: t.string({
      description: "YARA's own error message when `success` is false.",
      resolve: (result) => result.error_message || null,
    }),
    command: t.exposeString('yara_command', { description: 'The YARA command the service ran.' }),
    matchedRules: t.field({
      type: [YaraRuleMatch],
      nullable: { list: false, items: true },
      description: 'A match the service sent without its rule name is null, with an error at its path.',
      resolve: flattenMatches,
    }),
  }),
});

export const EmulationOutput = builder.objectRef<{ lines: string[] }>('EmulationOutput').implement({
  description: 'What the emulator printed while unpacking the file.',
  fields: (t) => ({ lines: t.exposeStringList('lines', { nullable: false }) }),
});

export const PartialYaraRuleMeta = builder.objectRef<PartialYaraRuleDto['meta']>('PartialYaraRuleMeta').implement({
  fields: (t) => ({
    date: t.exposeString('date', { nullable: false, description: 'Creation date as the service wrote it.' }),
    createdAt: t.field({ type: 'DateTime', resolve: (meta) => toDateTime(meta.date) }),
    md5: t.exposeString('md5sum', { nullable: false }),
    sha256: t.exposeString('sha256sum', { nullable: false }),
    sha512: t.exposeString('sha512sum', { nullable: false }),
  }),
});

export const YaraRuleString = builder.objectRef<[string, string]>('YaraRuleString').implement({
  fields: (t) => ({
    identifier: t.string({ nullable: false, description: 'Without the `$`.', resolve: ([name]) => name }),
    value: t.string({ nullable: false, resolve: ([, value]) => value }),
  }),
});

/** A YARA text string literal: quotes, backslashes and anything unprintable escaped. */
function yaraString(value: string): string {
  const escaped = [...value]
    .map((char) => {
      if (char === '"' || char === '\\') return `\\${char}`;
      const code = char.codePointAt(0)!;
      if (char === '\n') return '\\n';
      if (char === '\t') return '\\t';
      if (code < 0x20 || code === 0x7f) return `\\x${code.toString(16).padStart(2, '0')}`;
      return char;
    })
    .join('');
  return `"${escaped}"`;
}

/** The partial rule as YARA source: name, meta and strings, and no condition section (the caller writes that). */
export function renderPartialRule(rule: PartialYaraRuleDto): string {
  const name = rule.name.replace(/[^A-Za-z0-9_]/g, '_').replace(/^(?=\d)/, '_') || 'partial_rule';
  const meta = Object.entries(rule.meta).map(([key, value]) => `    ${key} = ${yaraString(String(value))}`);
  const strings = rule.strings.map(([identifier, value]) => `    $${identifier} = ${yaraString(value)}`);
  return [`rule ${name}`, '{', '  meta:', ...meta, ...(strings.length ? ['  strings:', ...strings] : []), '}', ''].join(
    '\n',
  );
}

export const PartialYaraRule = builder.objectRef<PartialYaraRuleDto>('PartialYaraRule').implement({
  description: 'A YARA rule generated from the strings of a file, without its condition section.',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    meta: t.expose('meta', { type: PartialYaraRuleMeta, nullable: false }),
    strings: t.field({ type: [YaraRuleString], nullable: false, resolve: (rule) => rule.strings }),
    text: t.string({
      nullable: false,
      description: 'The rule rendered as YARA source, without a condition: add one before compiling it.',
      resolve: renderPartialRule,
    }),
  }),
});
