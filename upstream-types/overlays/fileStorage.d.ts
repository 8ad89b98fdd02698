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
/**
 * `#/definitions/ResourceNameAvailabilityRequest` enumerates `type` as the `Microsoft.NetApp/netAppAccounts…` types;
 * an API under another provider path (the brief's `Provider.FileStorage/fileStorageAccounts`) takes its own.
 */
export type NameAvailabilityRequest = Omit<Schemas['ResourceNameAvailabilityRequest'], 'type'> & { type: string };

// Request bodies of the writes: a PUT sends the resource, a PATCH the spec's `…Patch` definition. openapi-typescript
// reads a property with a `default` as always present, which holds for an answer but not for a body; where the spec
// does not require such a property, a body may leave it out.
type Optional<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;
/** `#/definitions/netAppAccountPatch`, the body of `PATCH …/netAppAccounts/{accountName}`. */
export type AccountPatch = Tagged<Schemas['netAppAccountPatch']>;
/**
 * `#/definitions/capacityPoolPatch`: `poolPatchProperties` requires nothing; `serviceLevel` and `size` have defaults
 * (`Premium`, 4 TiB), which a PATCH that leaves them out does not apply.
 */
export type CapacityPoolPatch = Omit<Tagged<Schemas['capacityPoolPatch']>, 'properties'> & {
  properties?: Partial<Schemas['poolPatchProperties']>;
};
/**
 * `#/definitions/volume`, the body of `PUT …/volumes/{volumeName}`: `volumeProperties` does not require
 * `serviceLevel` (it has `default: Premium`), which the gateway sends only when the caller gives one.
 */
export type NewVolume = Omit<Volume, 'properties'> & {
  properties: Optional<Schemas['volumeProperties'], 'serviceLevel'>;
};
/** `#/definitions/volumePatch`: `volumePatchProperties` requires nothing (`serviceLevel`, `usageThreshold` as above). */
export type VolumePatch = Omit<Tagged<Schemas['volumePatch']>, 'properties'> & {
  properties?: Partial<Schemas['volumePatchProperties']>;
};
/** `#/definitions/snapshotPatch`, the body of `PATCH …/snapshots/{snapshotName}`. */
export type SnapshotPatch = Tagged<Schemas['snapshotPatch']>;

/**
 * The status of a long-running write. The spec marks the PUTs and DELETEs `x-ms-long-running-operation` but declares
 * no body for the `Azure-AsyncOperation` URL they answer with; ARM answers this one (its async-operation convention).
 */
export interface OperationStatus {
  id?: string;
  name?: string;
  /** `InProgress`, then `Succeeded`, `Failed` or `Canceled`. */
  status?: string;
  percentComplete?: number;
  startTime?: string;
  endTime?: string;
  error?: { code?: string; message?: string };
}
