// Descriptions of the unpacker service (RESTful4Up), from the spec where it has them.
// Coordinates as in src/schema/describe.ts; an inline description in the shapes wins over an entry here.
import type { Descriptions } from '../describe.js';

export const unpacker: Descriptions = {
  'EmulationOutput.lines': "The emulator's output, one entry per line.",
  'Mutation.applyYaraRules(file:)': 'The file to scan (GraphQL multipart upload).',
  'Mutation.emulateFile(file:)': 'The packed executable to emulate (GraphQL multipart upload).',
  'Mutation.generatePartialYaraRules(file:)': "The file to draw the rule's strings from (GraphQL multipart upload).",
  'Mutation.unpackFile(file:)': 'The packed executable to unpack (GraphQL multipart upload).',
  'PartialYaraRule.meta': "The rule's meta section: when it was made and the hashes of the file.",
  'PartialYaraRule.name': "The rule's name.",
  'PartialYaraRule.strings': "The rule's strings section, drawn from the file.",
  PartialYaraRuleMeta: 'The meta section of a generated rule (upstream `meta`).',
  'PartialYaraRuleMeta.createdAt':
    'When the rule was generated (`date` read as a date-time); null when it cannot be read.',
  'PartialYaraRuleMeta.md5': 'MD5 of the file, lowercase hex (upstream `md5sum`).',
  'PartialYaraRuleMeta.sha256': 'SHA-256 of the file, lowercase hex (upstream `sha256sum`).',
  'PartialYaraRuleMeta.sha512': 'SHA-512 of the file, lowercase hex (upstream `sha512sum`).',
  'YaraRuleMatch.rule': 'The name of the rule that matched.',
  'YaraRuleMatch.strings': 'The strings of the rule that were found in the file, with where they were found.',
  YaraRuleString: 'One string of a generated rule: its identifier and value.',
  'YaraRuleString.value': "The string's value as YARA source (quoted text or a hex string).",
};
