// The binary result object every service returns files as (DESIGN.md): name, type, size, SHA-256 and the bytes
// as base64. Data sources refuse results above their configured maximum (datasources/limits.ts).
import { createHash } from 'node:crypto';
import { builder } from './builder.js';

export interface BinaryFileValue {
  fileName: string;
  contentType: string;
  bytes: Buffer;
}

export const BinaryFile = builder.objectRef<BinaryFileValue>('BinaryFile').implement({
  description: 'A file returned by an upstream, carried inline as base64.',
  fields: (t) => ({
    fileName: t.exposeString('fileName', { nullable: false }),
    contentType: t.exposeString('contentType', { nullable: false }),
    size: t.int({ nullable: false, description: 'Size in bytes.', resolve: (file) => file.bytes.length }),
    sha256: t.string({
      nullable: false,
      description: 'SHA-256 of the bytes, lowercase hex.',
      resolve: (file) => sha256Hex(file.bytes),
    }),
    base64: t.string({
      nullable: false,
      description: 'The bytes, base64-encoded.',
      resolve: (file) => file.bytes.toString('base64'),
    }),
  }),
});

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** `attachment; filename="x.bin"` -> `x.bin` (only a plain file name, never a path). */
export function fileNameFromDisposition(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value && /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(value);
  if (!match?.[1]) return undefined;
  let name = match[1];
  try {
    name = decodeURIComponent(name);
  } catch {
    // Not percent-encoded after all: keep it as sent.
  }
  return name.split(/[\\/]/).pop() || undefined;
}
