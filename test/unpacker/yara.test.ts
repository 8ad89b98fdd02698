// YARA rules: 1 to 10 per request, sent base64-encoded; matches come back with the strings that made them match;
// a rule YARA cannot compile is a typed failure, not a GraphQL error.
import { packToy } from '../../sandbox/unpacker/index.js';
import { startHarness, type Harness } from '../support/harness.js';
import { sampleExecutable, sha256, upload } from './multipart.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['unpacker'] });
});
afterAll(() => harness.close());
beforeEach(() => harness.sandbox.service('unpacker').recorder.reset());

const recorder = () => harness.sandbox.service('unpacker').recorder;

interface ScanResult {
  success: boolean;
  errorMessage: string | null;
  matchedRules: Array<{
    rule: string;
    ruleSet: number | null;
    strings: Array<{ raw: string; offset: number; length: number; identifier: string; data: string }>;
  }>;
}

const APPLY = `mutation ($file: File!, $rules: [String!]!, $unpackFirst: Boolean) {
  applyYaraRules(file: $file, rules: $rules, unpackFirst: $unpackFirst) {
    success errorMessage
    matchedRules { rule ruleSet strings { raw offset length identifier data } }
  }
}`;

function apply(rules: string[], bytes = sampleExecutable(), unpackFirst?: boolean) {
  return upload<{ applyYaraRules: ScanResult | null }>(harness, APPLY, { file: null, rules, unpackFirst }, [
    { path: 'variables.file', fileName: 'sample.exe', bytes },
  ]);
}

const textRule = (name: string, text: string) => `rule ${name} { strings: $s = "${text}" condition: any of them }`;

test('a matching rule reports its strings; a non-matching one is absent', async () => {
  const result = await apply([
    `rule dos_stub {
       meta: author = "tests"
       strings:
         $mz = { 4D 5A }
         $stub = "cannot be run in DOS mode"
         $kernel = "kernel32.DLL" nocase
       condition: all of them
     }`,
    `rule elf_binary { strings: $elf = { 7F 45 4C 46 } $so = ".so" condition: any of them }`,
  ]);
  expect(result.errors).toBeUndefined();
  expect(result.data?.applyYaraRules).toEqual({
    success: true,
    errorMessage: null,
    matchedRules: [
      {
        rule: 'dos_stub',
        ruleSet: 0,
        strings: [
          { raw: '0x0:2:$mz: 4D 5A', offset: 0, length: 2, identifier: '$mz', data: '4D 5A' },
          {
            raw: '0x5b:25:$stub: cannot be run in DOS mode',
            offset: 0x5b,
            length: 25,
            identifier: '$stub',
            data: 'cannot be run in DOS mode',
          },
          {
            raw: '0x200:12:$kernel: KERNEL32.dll',
            offset: 0x200,
            length: 12,
            identifier: '$kernel',
            data: 'KERNEL32.dll',
          },
        ],
      },
    ],
  });
  expect(recorder().counts()).toEqual({ 'POST /apply-yara-rules': 1 });
});

test('`all of them` needs every string; `any of them` one; hex wildcards match any byte', async () => {
  const result = await apply([
    `rule needs_both { strings: $a = "KERNEL32" $b = "USER32" condition: all of them }`,
    `rule needs_one { strings: $a = "KERNEL32" $b = "USER32" condition: any of them }`,
    `rule wildcard { strings: $h = { 4B ?? 52 4E 45 4C } condition: $h }`,
  ]);
  expect(result.data?.applyYaraRules?.matchedRules.map(({ rule, ruleSet }) => [rule, ruleSet])).toEqual([
    ['needs_one', 1],
    ['wildcard', 2],
  ]);
  expect(result.data?.applyYaraRules?.matchedRules[1]?.strings[0]?.data).toBe('4B 45 52 4E 45 4C');
});

test('10 rules are accepted and each reaches the upstream', async () => {
  const rules = Array.from({ length: 10 }, (_, index) => textRule(`rule_${index}`, 'KERNEL32'));
  const result = await apply(rules);
  expect(result.errors).toBeUndefined();
  expect(result.data?.applyYaraRules?.matchedRules.map((match) => match.rule)).toEqual(
    rules.map((_, index) => `rule_${index}`),
  );
  expect(recorder().count('POST', '/apply-yara-rules')).toBe(1);
});

test.each([
  ['11 rules', Array.from({ length: 11 }, (_, index) => textRule(`rule_${index}`, 'MZ')), 'rules'],
  ['no rule', [], 'rules'],
  ['a blank rule', [textRule('fine', 'MZ'), '   '], 'rules.1'],
])('%s -> BAD_USER_INPUT naming the argument, no upstream call', async (_label, rules, argument) => {
  const result = await apply(rules);
  expect(result.data?.applyYaraRules ?? null).toBeNull();
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(recorder().count()).toBe(0);
});

test('rules reach the upstream base64-encoded, non-ASCII text included', async () => {
  const bytes = Buffer.concat([sampleExecutable(1024), Buffer.from('Fichier résumé', 'utf8')]);
  const result = await apply([textRule('accented', 'résumé')], bytes);
  expect(result.data?.applyYaraRules?.matchedRules).toEqual([
    expect.objectContaining({
      rule: 'accented',
      strings: [expect.objectContaining({ offset: 1024 + 8, length: 8, data: 'r\\xc3\\xa9sum\\xc3\\xa9' })],
    }),
  ]);
});

test("a rule YARA cannot compile -> success false with YARA's message", async () => {
  const result = await apply([textRule('fine', 'MZ'), 'rule broken { strings: $a = "x" condition: $b }']);
  expect(result.errors).toBeUndefined();
  expect(result.data?.applyYaraRules).toEqual({
    success: false,
    errorMessage: expect.stringContaining('undefined string identifier "$b"'),
    matchedRules: [],
  });
});

test('unpackFirst scans the unpacked file instead of the packed one', async () => {
  const packed = packToy(sampleExecutable());
  const rule = textRule('stub', 'DOS mode');
  expect((await apply([rule], packed)).data?.applyYaraRules?.matchedRules).toEqual([]);
  const unpacked = await apply([rule], packed, true);
  expect(unpacked.data?.applyYaraRules?.matchedRules.map((match) => match.rule)).toEqual(['stub']);
});

test('a generated partial rule, given a condition, matches the file it came from', async () => {
  const bytes = sampleExecutable();
  const generated = await upload<{
    generatePartialYaraRules: {
      name: string;
      meta: { sha256: string; createdAt: string };
      strings: Array<{ identifier: string; value: string }>;
      text: string;
    };
  }>(
    harness,
    `mutation ($file: File!) {
      generatePartialYaraRules(file: $file, minimumStringLength: 6, stringsToIgnore: ["KERNEL32.dll"]) {
        name meta { sha256 createdAt } strings { identifier value } text
      }
    }`,
    { file: null },
    [{ path: 'variables.file', fileName: 'sample.exe', bytes }],
  );
  expect(generated.errors).toBeUndefined();
  const rule = generated.data!.generatePartialYaraRules;
  expect(rule.name).toBe('rule_for_extracted_string');
  expect(rule.meta.sha256).toBe(sha256(bytes));
  expect(Number.isNaN(Date.parse(rule.meta.createdAt))).toBe(false);
  expect(rule.strings).toEqual([{ identifier: 'ascii_0', value: 'This program cannot be run in DOS mode.' }]);
  expect(rule.text).toContain(`sha256sum = "${sha256(bytes)}"`);
  expect(rule.text).toContain('$ascii_0 = "This program cannot be run in DOS mode."');
  expect(rule.text).not.toContain('condition');

  const completed = rule.text.replace(/\}\s*$/, '  condition:\n    all of them\n}\n');
  const scan = await apply([completed], bytes);
  expect(scan.data?.applyYaraRules).toMatchObject({ success: true, matchedRules: [{ rule: rule.name }] });
});

test.each([
  ['minimumStringLength 0', { minimumStringLength: 0 }, 'minimumStringLength'],
  ['1001 strings to ignore', { stringsToIgnore: Array.from({ length: 1001 }, (_, i) => `s${i}`) }, 'stringsToIgnore'],
])('generatePartialYaraRules with %s -> BAD_USER_INPUT, no upstream call', async (_label, variables, argument) => {
  const result = await upload(
    harness,
    `mutation ($file: File!, $minimumStringLength: Int, $stringsToIgnore: [String!]) {
      generatePartialYaraRules(file: $file, minimumStringLength: $minimumStringLength, stringsToIgnore: $stringsToIgnore) { name }
    }`,
    { file: null, ...variables },
    [{ path: 'variables.file', fileName: 'sample.exe', bytes: sampleExecutable() }],
  );
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', argument });
  expect(recorder().count()).toBe(0);
});
