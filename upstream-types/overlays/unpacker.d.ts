// Where RESTful4Up departs from its spec (B-restful4up.yaml), or the spec says more than its generated types: the
// shapes the gateway reads are the spec's, with the entries below on top.
import type { components, operations } from '../unpacker.js';

type Schemas = components['schemas'];
/** One match: `#/components/schemas/apply_yara_rule` `matched_yara_rules` items. */
export type YaraRuleMatch = NonNullable<Schemas['apply_yara_rule']['matched_yara_rules']>[number][number];

/**
 * `#/components/schemas/apply_yara_rule` (the `result` of `POST /apply-yara-rules`) nests one list of matches per
 * rule file (`array` of `array`); the service itself answers with a flat list of matches.
 */
export type ApplyYaraRules = Omit<Schemas['apply_yara_rule'], 'matched_yara_rules'> & {
  matched_yara_rules?: Array<YaraRuleMatch | YaraRuleMatch[]>;
};

/**
 * `#/components/schemas/yara`, the `rule` of `POST /generate-partial-yara-rules`. Its `strings` items have
 * `minItems: 2, maxItems: 2` (an identifier and its value), which the generated `string[][]` does not carry.
 */
export type PartialYaraRule = Omit<Schemas['yara'], 'strings'> & { strings: Array<[string, string]> };

/** The 200 body of `POST /emulation-output`. */
export type EmulationOutput = operations['emulationOutput']['responses'][200]['content']['*/*'];
