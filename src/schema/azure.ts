// Shapes and argument rules shared by the Azure Resource Manager services (file storage, scheduler).
import { z } from 'zod';
import type { ServiceKey } from '../config/index.js';
import { ownName, parseResourceId, PLACE, type ArmPlace, type ArmResource } from '../datasources/azure.js';
import { expectObject, invalidResponse, isRecord, missingMember, optionalList, required } from '../http/boundary.js';
import type { UpstreamError } from '../http/errors.js';
import { builder } from './builder.js';

/** Azure subscription ids are GUIDs. */
export const subscriptionIdArg = z
  .string()
  .regex(
    /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/,
    'must be a subscription GUID',
  );
/** ARM's rule for resource group names: 1 to 90 of letters, digits, `-`, `_`, `.`, `(`, `)`, not ending in `.`. */
export const resourceGroupArg = z
  .string()
  .regex(/^[-\w.()]{1,90}$/, 'must be 1 to 90 letters, digits, -, _, ., ( or )')
  .refine((value) => !value.endsWith('.'), 'must not end with a period');
/** Azure regions are written `westeurope`, `eastus2`. */
export const locationArg = z.string().regex(/^[a-z0-9]{2,40}$/, 'must be an Azure region such as westeurope');

/** A nested object of an answer: null when absent, an UPSTREAM_ERROR on the field when it is not an object. */
export function optionalObject<T extends object>(service: ServiceKey, value: unknown, what: string): T | null {
  return value === undefined || value === null ? null : expectObject<T>(service, value, what);
}

/**
 * List items as GraphQL completes them. An item the gateway could not read is its error: graphql-js throws an Error
 * it finds as a value, so that item is null with an UPSTREAM_ERROR at its path and the rest of the list answers
 * (such lists have nullable items). The cast says only that: the errors are values GraphQL knows how to complete.
 */
export function listItems<T>(items: ReadonlyArray<T | UpstreamError>): T[] {
  return items as T[];
}

/** A list of nested records (absent is empty); an UPSTREAM_ERROR on the field when it is not a list. */
export function records<T extends object>(service: ServiceKey, value: unknown, what: string): T[] {
  return listItems(
    optionalList<unknown>(service, value, what).map((item) =>
      isRecord(item) ? (item as T) : invalidResponse(service, `expected an item of ${what} to be an object`),
    ),
  );
}

/** A string map of an answer (`headers`, custom properties) as name/value pairs; scalars written as text. */
export function pairs(service: ServiceKey, value: unknown, what: string): Array<{ name: string; value: string }> {
  const map = optionalObject<Record<string, unknown>>(service, value, what) ?? {};
  return Object.entries(map)
    .filter(([, item]) => item !== undefined && item !== null)
    .map(([name, item]) => ({ name, value: typeof item === 'object' ? JSON.stringify(item) : String(item) }));
}

/** Where the gateway read a resource (its data source always records it). */
export function placeOf(resource: ArmResource): ArmPlace | undefined {
  return resource[PLACE];
}

/**
 * A resource's own name: from the request path when it named the resource, else from its `id` or `name`. A record
 * with neither cannot be told apart or traversed: an UPSTREAM_ERROR at its path.
 */
export function nameOf(resource: ArmResource): string {
  const place = placeOf(resource);
  return required(place?.service ?? 'fileStorage', place?.name ?? ownName(resource), 'id or name');
}

/** The resource's `properties`, or null when absent; an UPSTREAM_ERROR on the field when it is not an object. */
export function propertiesOf<T extends object>(resource: ArmResource & { properties?: T }): T | null {
  return optionalObject<T>(placeOf(resource)?.service ?? 'fileStorage', resource.properties, 'properties');
}

/** `properties` of a resource whose spec requires them: absent is an UPSTREAM_ERROR on the field, not a null. */
export function requiredProperties<T extends object>(resource: ArmResource & { properties?: T }): T {
  const service = placeOf(resource)?.service ?? 'fileStorage';
  if (resource.properties === undefined || resource.properties === null) throw missingMember(service, 'properties');
  return expectObject<T>(service, resource.properties, 'properties');
}

/** One ARM tag: ARM types `tags` as a map of strings, which GraphQL lists as name/value pairs (as `TagInput`). */
export const Tag = builder.objectRef<{ name: string; value: string }>('Tag').implement({
  description: 'One tag of an Azure resource (a name and its value).',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false, description: 'The tag name.' }),
    value: t.exposeString('value', { nullable: false, description: 'The tag value.' }),
  }),
});

/** The fields every ARM resource type offers: id, own name, location, type and tags, plus where it lives. */
export const AzureResource = builder.interfaceRef<ArmResource>('AzureResource').implement({
  description:
    'An Azure Resource Manager resource. Where the upstream omits its id, the gateway builds it from the path it ' +
    'read the resource at; the subscription and resource group are those of that path.',
  fields: (t) => ({
    upstreamId: t.id({
      nullable: false,
      description: 'The full Azure resource id (ARM). The global `id` is the one `Query.node` takes.',
      resolve: (resource) => {
        if (typeof resource.id === 'string' && resource.id) return resource.id;
        const place = placeOf(resource);
        return `${place?.listId ?? ''}/${nameOf(resource)}`;
      },
    }),
    name: t.string({
      nullable: false,
      description: "The resource's own name (the last segment of its id; ARM names children `parent/child`).",
      resolve: (resource) => nameOf(resource),
    }),
    location: t.string({ resolve: (resource) => resource.location ?? null }),
    type: t.string({ description: 'The ARM resource type.', resolve: (resource) => resource.type ?? null }),
    tags: t.field({
      type: [Tag],
      description: 'Resource tags as name/value pairs; empty when the resource has none.',
      resolve: (resource) => pairs(placeOf(resource)?.service ?? 'fileStorage', resource.tags, 'tags'),
    }),
    subscriptionId: t.string({
      resolve: (resource) => placeOf(resource)?.subscriptionId ?? parseResourceId(resource.id)?.subscriptionId ?? null,
    }),
    resourceGroupName: t.string({
      resolve: (resource) =>
        placeOf(resource)?.resourceGroupName ?? parseResourceId(resource.id)?.resourceGroupName ?? null,
    }),
  }),
});
