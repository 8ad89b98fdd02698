// Where Azure NetApp Files (2019-05-01) departs from its spec (D-azure-netapp.yaml), or the spec leaves a shape
// open: the resources the gateway reads are the spec's, with the entries below on top.
import type { components } from '../fileStorage.js';

type Schemas = components['schemas'];

/**
 * `#/definitions/resourceTags` is an `object` with no properties declared (generated as an empty record); ARM
 * sends each tag as a string value under its name.
 */
export type ResourceTags = Record<string, string>;
type Tagged<Resource> = Omit<Resource, 'tags'> & { tags?: ResourceTags };

export type ActiveDirectory = Schemas['activeDirectory'];
export type ExportPolicyRule = Schemas['exportPolicyRule'];
export type Account = Tagged<Schemas['netAppAccount']>;
export type CapacityPool = Tagged<Schemas['capacityPool']>;
export type Volume = Tagged<Schemas['volume']>;
export type Snapshot = Tagged<Schemas['snapshot']>;
/** `#/definitions/mountTarget` declares no `type`; ARM sends it on every resource (`…/mountTargets`). */
export type MountTarget = Tagged<Schemas['mountTarget']> & { type?: string };
export type ProviderOperation = Schemas['Operation'];
export type NameAvailability = Schemas['ResourceNameAvailability'];
export type NameAvailabilityRequest = Schemas['ResourceNameAvailabilityRequest'];
