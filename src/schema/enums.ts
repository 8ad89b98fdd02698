// Output enums that survive upstream values they do not know: anything unlisted becomes UNKNOWN (services also
// expose the raw string next to such an enum, so nothing is lost).
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
