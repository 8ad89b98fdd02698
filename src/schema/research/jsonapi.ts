// The one JSON:API -> GraphQL mapping: a resource type is its name, a description and its attributes; each
// attribute becomes a typed field named in camelCase (`date_created` -> `dateCreated`). Relationship fields are
// added by the resolvers (they load data).
import type { EnumRef, FieldMap, GenericFieldRef, ObjectRef, SchemaTypes } from '@pothos/core';
import { isRecord, required, text } from '../../http/boundary.js';
import type { JsonApiResource } from '../../datasources/jsonapi.js';
import { builder } from '../builder.js';
import { connectionWithTotal } from '../connections.js';
import { toDateTime } from '../scalars.js';

/** The schema types of the gateway's builder, for helpers that build fields outside an `implement` call. */
export type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T extends SchemaTypes> ? T : never;
type ResourceFieldBuilder = PothosSchemaTypes.ObjectFieldBuilder<Types, JsonApiResource>;

export interface OpenEnumType {
  type: EnumRef<Types, string, string>;
  from(raw: string | null | undefined): string | null;
}

export type AttributeKind = 'string' | 'int' | 'float' | 'boolean' | 'date' | 'strings' | 'json';
/** A typed attribute: its field, built from a reader of the raw attribute value. */
export interface TypedAttribute {
  field: (t: ResourceFieldBuilder, read: (resource: JsonApiResource) => unknown) => GenericFieldRef<unknown>;
}
/** An attribute's GraphQL type; an open enum also exposes the upstream's raw string as `<name>Raw`. */
export type AttributeSpec = AttributeKind | { enum: OpenEnumType } | TypedAttribute;

/** The kinds an attribute may be declared with, given its type in the spec (`unknown`: the spec declares none). */
type KindOf<T> = unknown extends T ? AttributeSpec : KindOfDeclared<NonNullable<T>>;
type KindOfDeclared<T> = [T] extends [string]
  ? 'string' | 'date' | { enum: OpenEnumType }
  : [T] extends [number]
    ? 'int' | 'float'
    : [T] extends [boolean]
      ? 'boolean'
      : [T] extends [readonly string[]]
        ? 'strings'
        : 'json' | TypedAttribute;
/**
 * The attributes of a resource type, held to the spec's attributes type `Spec` (upstream-types/overlays/research):
 * each name one of the spec's, each kind fitting the type the spec gives it. With no `Spec` named, the one
 * (symbol) key left makes every attribute name an excess property, so a call that forgets it fails too.
 */
export type AttributesOf<Spec> = { readonly [Name in keyof Spec]?: KindOf<Spec[Name]> } & { readonly [noSpec]?: never };
declare const noSpec: unique symbol;

export const camelCase = (name: string) => name.replace(/_([a-z0-9])/g, (_match, char: string) => char.toUpperCase());

export function attribute(resource: JsonApiResource, name: string): unknown {
  const attributes = isRecord(resource) ? resource.attributes : undefined;
  return isRecord(attributes) ? attributes[name] : undefined;
}

export const asString = (value: unknown): string | null =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : null;
const asNumber = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const asInt = (value: unknown) => {
  const number = asNumber(value);
  return number === null ? null : Math.trunc(number);
};
const asStrings = (value: unknown) =>
  Array.isArray(value) ? value.map(asString).filter((item): item is string => item !== null) : null;

function attributeField(t: ResourceFieldBuilder, name: string, spec: AttributeSpec): GenericFieldRef<unknown> {
  const read = (resource: JsonApiResource) => attribute(resource, name);
  if (typeof spec === 'object' && 'field' in spec) return spec.field(t, read);
  if (typeof spec === 'object') {
    return t.field({ type: spec.enum.type, resolve: (r) => spec.enum.from(asString(read(r))) });
  }
  switch (spec) {
    case 'string':
      return t.string({ resolve: (r) => asString(read(r)) });
    case 'int':
      return t.int({ resolve: (r) => asInt(read(r)) });
    case 'float':
      return t.float({ resolve: (r) => asNumber(read(r)) });
    case 'boolean':
      return t.boolean({ resolve: (r) => (typeof read(r) === 'boolean' ? (read(r) as boolean) : null) });
    case 'date':
      return t.field({ type: 'DateTime', resolve: (r) => toDateTime(read(r)) });
    case 'strings':
      return t.stringList({ resolve: (r) => asStrings(read(r)) });
    case 'json':
      return t.field({ type: 'JSON', resolve: (r) => read(r) ?? null });
  }
}

/** The attribute fields of a resource type, plus `upstreamId` and the upstream's web page (`links.html`). */
export function attributeFields(
  t: ResourceFieldBuilder,
  attributes: Readonly<Record<string, AttributeSpec | undefined>>,
) {
  const fields: FieldMap = {
    // A lookup fills the id from its path; a list item without one is an error at that item.
    upstreamId: t.id({
      nullable: false,
      description: "The OSF's own id of the record.",
      resolve: (r) => required('research', isRecord(r) ? text(r.id) : null, 'id'),
    }),
    htmlUrl: t.string({
      description: 'The record on the OSF website, when it has a page.',
      resolve: (r) => (isRecord(r) && isRecord(r.links) ? asString(r.links.html) : null),
    }),
  };
  for (const [name, spec] of Object.entries(attributes)) {
    if (spec === undefined) continue;
    const field = camelCase(name);
    fields[field] = attributeField(t, name, spec);
    if (typeof spec === 'object' && 'enum' in spec)
      fields[`${field}Raw`] = t.string({ resolve: (r) => asString(attribute(r, name)) });
  }
  return fields;
}

/** Declares a JSON:API resource type by its attributes, which `Spec` (the spec's attributes type) holds. */
export function resourceType<Spec>(
  name: string,
  description: string,
  attributes: NoInfer<AttributesOf<Spec>>,
): ObjectRef<Types, JsonApiResource> {
  return builder.objectRef<JsonApiResource>(name).implement({
    description,
    fields: (t) => attributeFields(t, attributes),
  });
}

/** A shared Relay connection type for a resource type (`<Name>Connection`), used by every list of it. */
export function resourceConnection(ref: ReturnType<typeof resourceType>, name: string) {
  return connectionWithTotal(
    ref,
    `${name}Connection`,
    "Total number of items across all pages (the upstream's `meta.total`).",
  );
}
