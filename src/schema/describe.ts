// Descriptions kept apart from the shapes: a map from schema coordinates to text, applied once to the built
// schema. A description written inline with Pothos wins; the map fills what is left, and generic text covers the
// connection, edge and page-info types the relay plugin generates, so that every coordinate reads as documented
// in `schema.graphql` and in GraphiQL.
//
// Coordinates follow the GraphQL schema-coordinate syntax: `Type`, `Type.field`, `Type.field(arg:)`,
// `Enum.VALUE`, `Input.field`.
import {
  type GraphQLArgument,
  type GraphQLEnumValue,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isIntrospectionType,
  isObjectType,
  isSpecifiedScalarType,
} from 'graphql';

/** Schema coordinate -> description. */
export type Descriptions = Readonly<Record<string, string>>;

/** Something in the schema that can carry a description, with its coordinate. */
interface Describable {
  coordinate: string;
  /** The type a generic description is chosen by (its own type for a type, its parent otherwise). */
  owner: string;
  /** The field or argument name, for generic text; undefined for a type or an enum value. */
  member?: string;
  /** For a field: the names of the other fields of its type. */
  siblings?: readonly string[];
  target: GraphQLNamedType | GraphQLField<unknown, unknown> | GraphQLArgument | GraphQLEnumValue | GraphQLInputField;
}

/** Every type, field, argument, enum value and input field the gateway defines (built-ins left out). */
export function describables(schema: GraphQLSchema): Describable[] {
  const out: Describable[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (isIntrospectionType(type) || isSpecifiedScalarType(type)) continue;
    out.push({ coordinate: type.name, owner: type.name, target: type });
    if (isObjectType(type) || isInterfaceType(type)) {
      const siblings = Object.keys(type.getFields());
      for (const field of Object.values(type.getFields())) {
        const coordinate = `${type.name}.${field.name}`;
        out.push({ coordinate, owner: type.name, member: field.name, siblings, target: field });
        for (const arg of field.args) {
          out.push({ coordinate: `${coordinate}(${arg.name}:)`, owner: type.name, member: arg.name, target: arg });
        }
      }
    } else if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) {
        out.push({ coordinate: `${type.name}.${field.name}`, owner: type.name, member: field.name, target: field });
      }
    } else if (isEnumType(type)) {
      for (const value of type.getValues()) {
        out.push({ coordinate: `${type.name}.${value.name}`, owner: type.name, target: value });
      }
    }
  }
  return out;
}

const hasText = (text: string | null | undefined): boolean => typeof text === 'string' && text.trim() !== '';

/**
 * Text for what the relay plugin generates, chosen by pattern so that a renamed connection needs no new entry.
 * Arguments `first`/`after`/`last`/`before` read the same on every connection field.
 */
export function genericDescription(item: Describable): string | undefined {
  const { owner, member, coordinate, siblings } = item;
  // `statusRaw` beside `status`: the upstream's string behind an output enum, kept for values the enum lacks.
  const raw = member?.endsWith('Raw') ? member.slice(0, -3) : undefined;
  if (raw && siblings?.includes(raw) && !coordinate.includes('(')) {
    return `\`${raw}\` exactly as the upstream sent it, also when it is a value \`${raw}\` does not know (UNKNOWN).`;
  }
  if (coordinate.endsWith('(first:)')) return 'Returns at most this many items from the start of the page window.';
  if (coordinate.endsWith('(after:)'))
    return 'Returns the items after this cursor (an `endCursor` from a previous page).';
  if (coordinate.endsWith('(last:)')) return 'Returns at most this many items from the end of the page window.';
  if (coordinate.endsWith('(before:)'))
    return 'Returns the items before this cursor (a `startCursor` from a later page).';
  if (member === undefined && coordinate !== owner && coordinate.endsWith('.UNKNOWN')) {
    return 'A value the upstream sent that this gateway does not know yet.';
  }
  if (owner === 'PageInfo') {
    const pageInfo: Record<string, string> = {
      PageInfo: 'Where a page of a connection sits in the whole list (Relay cursor connections).',
      hasNextPage: 'Whether more items follow this page: pass `endCursor` as `after` to get them.',
      hasPreviousPage: 'Whether items come before this page.',
      startCursor: 'The cursor of the first item of this page; null when the page is empty.',
      endCursor: 'The cursor of the last item of this page, to pass as `after`; null when the page is empty.',
    };
    return pageInfo[member ?? 'PageInfo'];
  }
  const edge = /^(\w+?)(?:Connection)?Edge$/.exec(owner);
  if (edge) {
    if (member === undefined) return `One item of a list of ${edge[1]} records, with its cursor.`;
    if (member === 'cursor') return 'An opaque position in the list; pass it as `after` to continue after this item.';
    if (member === 'node') return 'The item itself.';
  }
  const connection = /^(\w+)Connection$/.exec(owner);
  if (connection) {
    if (member === undefined) return `A page of ${connection[1]} records (Relay cursor connection).`;
    if (member === 'edges')
      return 'The items of this page with their cursors; an item the upstream sent without its identity is null, with an error at its path.';
    if (member === 'pageInfo') return 'Where this page sits in the whole list, and the cursors to move on from it.';
  }
  return undefined;
}

/**
 * Fills every missing description from `map`, then from the generic text. Writes into the freshly built schema's
 * own objects, once, before it is sorted and served; inline descriptions are left as they are.
 */
export function applyDescriptions(schema: GraphQLSchema, map: Descriptions): GraphQLSchema {
  for (const item of describables(schema)) {
    if (hasText(item.target.description)) continue;
    const text = map[item.coordinate] ?? genericDescription(item);
    if (text !== undefined) item.target.description = text;
  }
  return schema;
}

/** Coordinates that still have no description. */
export function undescribed(schema: GraphQLSchema): string[] {
  return describables(schema)
    .filter((item) => !hasText(item.target.description))
    .map((item) => item.coordinate);
}

/**
 * Map entries that describe nothing: their coordinate is gone from the schema (renamed or removed), or an inline
 * description there wins over them. `inline` is the schema as Pothos built it, before the map was applied.
 */
export function staleEntries(inline: GraphQLSchema, map: Descriptions): string[] {
  const byCoordinate = new Map(describables(inline).map((item) => [item.coordinate, item]));
  return Object.keys(map).filter((coordinate) => {
    const item = byCoordinate.get(coordinate);
    return item === undefined || hasText(item.target.description);
  });
}
