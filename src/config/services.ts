// The ten services' keys and environment prefixes: the names everything else is keyed by.
export const SERVICE_KEYS = [
  'messaging',
  'unpacker',
  'numbers',
  'fileStorage',
  'scheduler',
  'marketplace',
  'research',
  'automotive',
  'certificates',
  'content',
] as const;
export type ServiceKey = (typeof SERVICE_KEYS)[number];

export const ENV_PREFIX: Record<ServiceKey, string> = {
  messaging: 'MESSAGING',
  unpacker: 'UNPACKER',
  numbers: 'NUMBERS',
  fileStorage: 'FILE_STORAGE',
  scheduler: 'SCHEDULER',
  marketplace: 'MARKETPLACE',
  research: 'RESEARCH',
  automotive: 'AUTOMOTIVE',
  certificates: 'CERTIFICATES',
  content: 'CONTENT',
};
