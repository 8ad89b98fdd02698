// Mutations of the Unpacker service: the four operations of RESTful4Up, each taking one uploaded file.
import { z } from 'zod';
import { UNPACKER_LIMITS, type UploadSource } from '../datasources/unpacker.js';
import { BinaryFile, fileNameFromDisposition } from '../schema/binary.js';
import { serviceMutationFields } from '../schema/service-mutations.js';
import { EmulationOutput, PartialYaraRule, YaraScanResult } from '../schema/unpacker.js';

/** The `File` scalar accepts any value in JSON variables; only a real multipart upload is a file. */
const upload = z
  .custom<UploadSource>(
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      typeof (value as UploadSource).arrayBuffer === 'function' &&
      typeof (value as UploadSource).size === 'number',
    { message: 'must be a file sent with the GraphQL multipart request spec' },
  )
  .refine((file) => file.size > 0, { message: 'must not be empty' });

const MAX_RULE_CHARS = 64 * 1024;
const rulesArg = z
  .array(
    z.string().trim().min(1, 'must not be empty').max(MAX_RULE_CHARS, `must be at most ${MAX_RULE_CHARS} characters`),
  )
  .min(UNPACKER_LIMITS.minRules, `must hold ${UNPACKER_LIMITS.minRules} to ${UNPACKER_LIMITS.maxRules} rules`)
  .max(UNPACKER_LIMITS.maxRules, `must hold ${UNPACKER_LIMITS.minRules} to ${UNPACKER_LIMITS.maxRules} rules`);

/** Name of the unpacked file: the upstream's when it gives one, else the upload's with `.unpacked`. */
function unpackedName(upstreamName: string | undefined, uploadName: string): string {
  return upstreamName ?? `${uploadName || 'file'}.unpacked`;
}

serviceMutationFields('unpacker', (t) => ({
  unpackFile: t.field({
    type: BinaryFile,
    description: 'Unpack a packed executable (RESTful4Up `POST /unpack`). Returns the unpacked file.',
    args: { file: t.arg({ type: 'File', required: true, validate: upload }) },
    resolve: async (_root, args, { dataSources }) => {
      const unpacked = await dataSources.unpacker.unpack(args.file);
      return {
        fileName: unpackedName(fileNameFromDisposition(unpacked.contentDisposition), args.file.name),
        contentType: unpacked.contentType?.split(';')[0]?.trim() || 'application/octet-stream',
        bytes: unpacked.bytes,
      };
    },
  }),
  applyYaraRules: t.field({
    type: YaraScanResult,
    extensions: { nullIsAnswer: true },
    description:
      'Apply 1 to 10 YARA rules (source text; the gateway base64-encodes them) to an executable ' +
      '(RESTful4Up `POST /apply-yara-rules`). A rule YARA cannot compile gives `success: false` and `errorMessage`. ' +
      'Null when the service answers without a result (the spec does not require one).',
    args: {
      file: t.arg({ type: 'File', required: true, validate: upload }),
      rules: t.arg.stringList({ required: true, validate: rulesArg, description: 'YARA rule sources, 1 to 10.' }),
      unpackFirst: t.arg.boolean({ description: 'Unpack the file before scanning it (default false).' }),
    },
    resolve: (_root, args, { dataSources }) =>
      dataSources.unpacker.applyYaraRules(args.file, args.rules, args.unpackFirst),
  }),
  emulateFile: t.field({
    type: EmulationOutput,
    description: 'What the emulator printed while unpacking the file (RESTful4Up `POST /emulation-output`).',
    args: { file: t.arg({ type: 'File', required: true, validate: upload }) },
    resolve: async (_root, args, { dataSources }) => ({
      lines: await dataSources.unpacker.emulationOutput(args.file),
    }),
  }),
  generatePartialYaraRules: t.field({
    type: PartialYaraRule,
    extensions: { nullIsAnswer: true },
    description:
      'Generate a YARA rule without its condition from the strings of an executable ' +
      '(RESTful4Up `POST /generate-partial-yara-rules`). Null when the service answers without a rule.',
    args: {
      file: t.arg({ type: 'File', required: true, validate: upload }),
      minimumStringLength: t.arg.int({
        description: 'Shortest string to include (the service defaults to 4).',
        validate: z.number().int().min(1).max(UNPACKER_LIMITS.maxMinimumStringLength),
      }),
      stringsToIgnore: t.arg.stringList({
        description: 'Strings to leave out of the rule (at most 1000).',
        validate: z.array(z.string()).max(UNPACKER_LIMITS.maxStringsToIgnore),
      }),
      unpackFirst: t.arg.boolean({ description: 'Unpack the file before extracting strings (default false).' }),
    },
    resolve: (_root, args, { dataSources }) =>
      dataSources.unpacker.generatePartialYaraRule(args.file, {
        unpackFirst: args.unpackFirst,
        minimumStringLength: args.minimumStringLength,
        stringsToIgnore: args.stringsToIgnore,
      }),
  }),
}));
