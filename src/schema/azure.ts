// Shapes and argument rules shared by the Azure Resource Manager services (file storage, scheduler).
import { z } from 'zod';
import { ownName, parseResourceId, type ArmResource } from '../datasources/azure.js';
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

/** The fields every ARM resource type offers: id, own name, location, type and tags, plus where it lives. */
export const AzureResource = builder.interfaceRef<ArmResource>('AzureResource').implement({
  description: 'An Azure Resource Manager resource; the subscription and resource group are parsed from its id.',
  fields: (t) => ({
    id: t.string({ description: 'The full Azure resource id.', resolve: (resource) => resource.id ?? null }),
    name: t.string({
      description: "The resource's own name (the last segment of its id; ARM names children `parent/child`).",
      resolve: (resource) => ownName(resource),
    }),
    location: t.string({ resolve: (resource) => resource.location ?? null }),
    type: t.string({ description: 'The ARM resource type.', resolve: (resource) => resource.type ?? null }),
    tags: t.field({
      type: 'JSON',
      description: 'Tags as a name -> value map.',
      resolve: (resource) => resource.tags ?? null,
    }),
    subscriptionId: t.string({ resolve: (resource) => parseResourceId(resource.id)?.subscriptionId ?? null }),
    resourceGroupName: t.string({ resolve: (resource) => parseResourceId(resource.id)?.resourceGroupName ?? null }),
  }),
});
