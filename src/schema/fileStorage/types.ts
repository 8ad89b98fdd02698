// Shapes of the file storage service (Azure NetApp Files, spec D): ARM resources with `properties` flattened.
import type {
  AccountDto,
  ActiveDirectoryDto,
  AvailabilityDto,
  CapacityPoolDto,
  ExportPolicyRuleDto,
  MountTargetDto,
  ProviderOperationDto,
  SnapshotDto,
  VolumeDto,
} from '../../datasources/fileStorage.js';
import { invalidResponse, optionalList } from '../../http/boundary.js';
import { AzureResource, optionalObject, propertiesOf, records, requiredProperties } from '../azure.js';
import { builder, defineNamespace } from '../builder.js';
import { openEnum } from '../enums.js';
import { toDateTime } from '../scalars.js';

export const FileStorageQuery = defineNamespace(
  'FileStorageQuery',
  'fileStorage',
  'File storage accounts, capacity pools, volumes, snapshots and mount targets (Azure NetApp Files-style provider).',
);

export const ServiceLevel = openEnum('ServiceLevel', ['STANDARD', 'PREMIUM', 'ULTRA'], 'Performance tier of a pool.');
export const AvailabilityReason = openEnum('AvailabilityReason', ['INVALID', 'ALREADY_EXISTS']);

/**
 * Resource types whose names `checkNameAvailability` can check. Each value is the suffix after the configured account
 * type, so the same enum serves `Provider.FileStorage/...` and `Microsoft.NetApp/...`.
 */
export const FileStorageResourceType = builder.enumType('FileStorageResourceType', {
  values: {
    ACCOUNT: { value: '', description: 'A file storage account.' },
    CAPACITY_POOL: { value: '/capacityPools' },
    VOLUME: { value: '/capacityPools/volumes' },
    SNAPSHOT: { value: '/capacityPools/volumes/snapshots' },
  } as const,
});

const display = (dto: ProviderOperationDto) =>
  optionalObject<NonNullable<ProviderOperationDto['display']>>('fileStorage', dto.display, 'display');

export const FileStorageOperation = builder.objectRef<ProviderOperationDto>('FileStorageOperation').implement({
  description: 'One operation the resource provider offers.',
  fields: (t) => ({
    name: t.string({ resolve: (dto) => dto.name ?? null }),
    origin: t.string({ resolve: (dto) => dto.origin ?? null }),
    provider: t.string({ resolve: (dto) => display(dto)?.provider ?? null }),
    resource: t.string({ resolve: (dto) => display(dto)?.resource ?? null }),
    operation: t.string({ resolve: (dto) => display(dto)?.operation ?? null }),
    description: t.string({ resolve: (dto) => display(dto)?.description ?? null }),
  }),
});

export const FileStorageActiveDirectory = builder
  .objectRef<ActiveDirectoryDto>('FileStorageActiveDirectory')
  .implement({
    description: 'An Active Directory joined to an account for SMB volumes (its password is never exposed).',
    fields: (t) => ({
      activeDirectoryId: t.string({ resolve: (dto) => dto.activeDirectoryId ?? null }),
      dns: t.string({ resolve: (dto) => dto.dns ?? null }),
      domain: t.string({ resolve: (dto) => dto.domain ?? null }),
      organizationalUnit: t.string({ resolve: (dto) => dto.organizationalUnit ?? null }),
      smbServerName: t.string({ resolve: (dto) => dto.smbServerName ?? null }),
      status: t.string({ resolve: (dto) => dto.status ?? null }),
      username: t.string({ resolve: (dto) => dto.username ?? null }),
    }),
  });

export const FileStorageAccount = builder.objectRef<AccountDto>('FileStorageAccount').implement({
  description: 'A file storage account (NetApp account): the top of the hierarchy.',
  interfaces: [AzureResource],
  fields: (t) => ({
    provisioningState: t.string({ resolve: (dto) => propertiesOf(dto)?.provisioningState ?? null }),
    activeDirectories: t.field({
      type: [FileStorageActiveDirectory],
      nullable: { list: true, items: true },
      description: 'Empty when the upstream lists none.',
      resolve: (dto) =>
        records<ActiveDirectoryDto>('fileStorage', propertiesOf(dto)?.activeDirectories, 'activeDirectories'),
    }),
  }),
});

export const CapacityPool = builder.objectRef<CapacityPoolDto>('CapacityPool').implement({
  description: 'Provisioned capacity of one service level inside an account.',
  interfaces: [AzureResource],
  fields: (t) => ({
    poolId: t.string({ resolve: (dto) => requiredProperties(dto).poolId ?? null }),
    provisioningState: t.string({ resolve: (dto) => requiredProperties(dto).provisioningState ?? null }),
    serviceLevel: t.field({
      type: ServiceLevel.type,
      resolve: (dto) => ServiceLevel.from(requiredProperties(dto).serviceLevel),
    }),
    serviceLevelRaw: t.string({ resolve: (dto) => requiredProperties(dto).serviceLevel ?? null }),
    size: t.float({
      description: 'Provisioned size in bytes (a multiple of 4 TiB).',
      resolve: (dto) => requiredProperties(dto).size ?? null,
    }),
  }),
});

export const ExportPolicyRule = builder.objectRef<ExportPolicyRuleDto>('ExportPolicyRule').implement({
  description: 'Who may mount a volume, and how.',
  fields: (t) => ({
    ruleIndex: t.int({ resolve: (dto) => dto.ruleIndex ?? null }),
    allowedClients: t.string({
      description: 'Client addresses: comma-separated IPv4 CIDRs, host addresses and host names.',
      resolve: (dto) => dto.allowedClients ?? null,
    }),
    unixReadOnly: t.boolean({ resolve: (dto) => dto.unixReadOnly ?? null }),
    unixReadWrite: t.boolean({ resolve: (dto) => dto.unixReadWrite ?? null }),
    cifs: t.boolean({ resolve: (dto) => dto.cifs ?? null }),
    nfsv3: t.boolean({ resolve: (dto) => dto.nfsv3 ?? null }),
    nfsv4: t.boolean({ resolve: (dto) => dto.nfsv4 ?? null }),
  }),
});

export const Volume = builder.objectRef<VolumeDto>('Volume').implement({
  description: 'A file system in a capacity pool.',
  interfaces: [AzureResource],
  fields: (t) => ({
    fileSystemId: t.string({ resolve: (dto) => requiredProperties(dto).fileSystemId ?? null }),
    creationToken: t.string({
      description: 'The unique file path of the volume, used when mounting it.',
      resolve: (dto) => requiredProperties(dto).creationToken ?? null,
    }),
    serviceLevel: t.field({
      type: ServiceLevel.type,
      resolve: (dto) => ServiceLevel.from(requiredProperties(dto).serviceLevel),
    }),
    serviceLevelRaw: t.string({ resolve: (dto) => requiredProperties(dto).serviceLevel ?? null }),
    usageThreshold: t.float({
      description: 'Maximum storage quota in bytes (100 GiB to 100 TiB).',
      resolve: (dto) => requiredProperties(dto).usageThreshold ?? null,
    }),
    protocolTypes: t.stringList({
      description: 'Empty when the upstream lists none.',
      resolve: (dto) => optionalList<string>('fileStorage', requiredProperties(dto).protocolTypes, 'protocolTypes'),
    }),
    provisioningState: t.string({ resolve: (dto) => requiredProperties(dto).provisioningState ?? null }),
    snapshotId: t.string({
      description: 'The snapshot the volume was created from.',
      resolve: (dto) => requiredProperties(dto).snapshotId ?? null,
    }),
    subnetId: t.string({ resolve: (dto) => requiredProperties(dto).subnetId ?? null }),
    baremetalTenantId: t.string({ resolve: (dto) => requiredProperties(dto).baremetalTenantId ?? null }),
    exportPolicyRules: t.field({
      type: [ExportPolicyRule],
      nullable: { list: true, items: true },
      description: 'Empty when the upstream lists none.',
      resolve: (dto) => {
        const policy = optionalObject<{ rules?: unknown }>(
          'fileStorage',
          requiredProperties(dto).exportPolicy,
          'exportPolicy',
        );
        return records<ExportPolicyRuleDto>('fileStorage', policy?.rules, 'exportPolicy.rules');
      },
    }),
  }),
});

export const Snapshot = builder.objectRef<SnapshotDto>('Snapshot').implement({
  description: 'A point-in-time copy of a volume.',
  interfaces: [AzureResource],
  fields: (t) => ({
    snapshotId: t.string({ resolve: (dto) => propertiesOf(dto)?.snapshotId ?? null }),
    fileSystemId: t.string({ resolve: (dto) => propertiesOf(dto)?.fileSystemId ?? null }),
    creationDate: t.field({ type: 'DateTime', resolve: (dto) => toDateTime(propertiesOf(dto)?.creationDate) }),
    provisioningState: t.string({ resolve: (dto) => propertiesOf(dto)?.provisioningState ?? null }),
  }),
});

export const MountTarget = builder.objectRef<MountTargetDto>('MountTarget').implement({
  description: 'The network endpoint through which a volume is mounted.',
  interfaces: [AzureResource],
  fields: (t) => ({
    mountTargetId: t.string({ resolve: (dto) => propertiesOf(dto)?.mountTargetId ?? null }),
    fileSystemId: t.string({ resolve: (dto) => propertiesOf(dto)?.fileSystemId ?? null }),
    ipAddress: t.string({ resolve: (dto) => propertiesOf(dto)?.ipAddress ?? null }),
    subnet: t.string({ resolve: (dto) => propertiesOf(dto)?.subnet ?? null }),
    netmask: t.string({ resolve: (dto) => propertiesOf(dto)?.netmask ?? null }),
    gateway: t.string({ resolve: (dto) => propertiesOf(dto)?.gateway ?? null }),
    startIp: t.string({ resolve: (dto) => propertiesOf(dto)?.startIp ?? null }),
    endIp: t.string({ resolve: (dto) => propertiesOf(dto)?.endIp ?? null }),
    smbServerFqdn: t.string({ resolve: (dto) => propertiesOf(dto)?.smbServerFqdn ?? null }),
    provisioningState: t.string({ resolve: (dto) => propertiesOf(dto)?.provisioningState ?? null }),
  }),
});

export const Availability = builder.objectRef<AvailabilityDto>('Availability').implement({
  description: 'Whether a name or file path can be used.',
  fields: (t) => ({
    isAvailable: t.boolean({
      nullable: false,
      resolve: (dto) => {
        if (typeof dto.isAvailable === 'boolean') return dto.isAvailable;
        if (typeof dto.reason === 'string' && dto.reason) return false;
        throw invalidResponse('fileStorage', 'an availability answer says neither isAvailable nor a reason');
      },
    }),
    reason: t.field({ type: AvailabilityReason.type, resolve: (dto) => AvailabilityReason.from(dto.reason) }),
    reasonRaw: t.string({ resolve: (dto) => dto.reason ?? null }),
    message: t.string({ resolve: (dto) => dto.message ?? null }),
  }),
});
