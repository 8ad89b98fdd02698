// Output enums that survive upstream values they do not know: anything unlisted becomes UNKNOWN (services also
// expose the raw string next to such an enum, so nothing is lost). Arguments and input fields use a closed twin
// without UNKNOWN, so a value no upstream accepts is refused by GraphQL validation itself.
import { builder } from './builder.js';

/** `partially_sent` -> `PARTIALLY_SENT`, `Standard` -> `STANDARD`, `inProgress` -> `IN_PROGRESS`. */
export function enumName(raw: string): string {
  return raw
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
}

export function openEnum<const Values extends readonly string[]>(name: string, values: Values, description?: string) {
  type Member = Values[number] | 'UNKNOWN';
  const members = [...values, 'UNKNOWN'] as unknown as readonly Member[];
  const type = builder.enumType(name, { values: members, description });
  const known = new Set<string>(values);
  return {
    type,
    /** The member for an upstream value (matched by `enumName`), UNKNOWN when it is not one; null stays null. */
    from(raw: string | null | undefined): Member | null {
      if (raw === null || raw === undefined || raw === '') return null;
      const member = enumName(raw);
      return (known.has(member) ? member : 'UNKNOWN') as Member;
    },
  };
}

/**
 * The closed input twin of an open enum (`<Name>Input`): the same members without UNKNOWN, each sending `values`'
 * own spelling when given (`{ METHODS_AND_MEASURES: 'methods and measures' }`), else the member itself. Each member
 * is described by `describe`, by default by what it sends.
 */
export function inputEnum<const Members extends readonly string[]>(
  name: string,
  members: Members,
  description: string,
  values?: Partial<Record<Members[number], string>>,
  describe: (member: string, sent: string) => string = (_member, sent) => `Sent to the upstream as "${sent}".`,
) {
  const spelling = (member: string) => (values as Record<string, string> | undefined)?.[member] ?? member;
  const map = Object.fromEntries(
    members.map((member) => [member, { value: spelling(member), description: describe(member, spelling(member)) }]),
  ) as Record<Members[number], { value: string; description: string }>;
  return builder.enumType(name, { values: map, description });
}
