// Sandbox of RESTful4Up (spec B): the four multipart POSTs with the service's limits (1 to 10 base64 rules), and
// answers computed from the uploaded bytes. Packing is a documented toy format the sandbox can invert:
//
//   "TPK1" (4 bytes) | XOR key (1 byte) | payload, every byte XORed with the key
//
// /unpack returns the payload; a file without the header is "not packed" (400, as Unipacker fails on it).
// /apply-yara-rules compiles and matches the rules (yara.ts); /generate-partial-yara-rules hashes the
// bytes and extracts their printable strings.
import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import type { ApplyYaraRules, EmulationOutput, PartialYaraRule } from '@gateway/upstream-types/overlays/unpacker';
import type { FastifyRequest } from 'fastify';
import type { SandboxDefinition } from '../framework.js';
import { compileRules, formatMatch, scan, YaraSyntaxError } from './yara.js';

export const TOY_PACKER_MAGIC = Buffer.from('TPK1', 'ascii');

/** Packs `payload` in the sandbox's toy format (tests and demos build packed files with it). */
export function packToy(payload: Buffer, key = 0x5a): Buffer {
  return Buffer.concat([TOY_PACKER_MAGIC, Buffer.from([key]), Buffer.from(payload.map((byte) => byte ^ key))]);
}

function isPacked(file: Buffer): boolean {
  return file.length > TOY_PACKER_MAGIC.length && file.subarray(0, TOY_PACKER_MAGIC.length).equals(TOY_PACKER_MAGIC);
}

function unpackToy(file: Buffer): Buffer {
  const key = file[TOY_PACKER_MAGIC.length]!;
  return Buffer.from(file.subarray(TOY_PACKER_MAGIC.length + 1).map((byte) => byte ^ key));
}

const LIMITS = { maxRules: 10, maxStringsToIgnore: 1000, maxUploadBytes: 64 * 1024 * 1024, maxRuleStrings: 500 };

class RequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

interface Upload {
  fileName: string;
  bytes: Buffer;
  fields: Map<string, string[]>;
}

/** Reads a multipart request: the `file` part and every field (`rules`, `rules[]` and `rules[0]` are all `rules`). */
async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new RequestError(400, 'request must be multipart/form-data');
  let file: { fileName: string; bytes: Buffer } | undefined;
  const fields = new Map<string, string[]>();
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') file = { fileName: part.filename, bytes };
      continue;
    }
    const name = part.fieldname.replace(/\[\d*\]$/, '');
    fields.set(name, [...(fields.get(name) ?? []), String(part.value)]);
  }
  if (!file) throw new RequestError(400, "request/body must have required property 'file'");
  return { ...file, fields };
}

function unpackingRequired(upload: Upload): boolean {
  const value = upload.fields.get('is_unpacking_required')?.[0];
  if (value !== undefined && value !== 'true' && value !== 'false') {
    throw new RequestError(400, 'request/body/is_unpacking_required must be equal to one of the allowed values');
  }
  return value === 'true';
}

function unpacked(file: Buffer): Buffer {
  if (!isPacked(file)) throw new RequestError(400, 'Unpacking failed: no supported packer detected');
  return unpackToy(file);
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const hash = (algorithm: string, bytes: Buffer) => createHash(algorithm).update(bytes).digest('hex');

/** Printable ASCII runs of at least `minimum` characters, like `strings -n`. */
function printableStrings(bytes: Buffer, minimum: number): string[] {
  const found: string[] = [];
  let run = '';
  for (const byte of bytes) {
    if (byte >= 0x20 && byte < 0x7f) run += String.fromCharCode(byte);
    else {
      if (run.length >= minimum) found.push(run);
      run = '';
    }
  }
  if (run.length >= minimum) found.push(run);
  return found;
}

function emulation(file: Buffer): string[] {
  const lines = [`[*] Loaded ${file.length} bytes, sha256 ${sha256(file)}`];
  if (!isPacked(file)) return [...lines, '[!] No supported packer detected, nothing to emulate'];
  const key = file[TOY_PACKER_MAGIC.length]!;
  const payload = unpackToy(file);
  return [
    ...lines,
    `[*] Packer detected: TPK1 (XOR key 0x${key.toString(16).padStart(2, '0')})`,
    `[*] Emulation started at offset 0x${(TOY_PACKER_MAGIC.length + 1).toString(16)}`,
    `[*] Decoded ${payload.length} bytes`,
    `[*] Emulation finished, unpacked image sha256 ${sha256(payload)}`,
  ];
}

/** The real service works in os.tmpdir()/restful4up; its yara_command names files there. */
const WORKSPACE = '/tmp/restful4up';

export const unpackerSandbox: SandboxDefinition = {
  key: 'unpacker',
  basePath: '/v1',
  demo: {},
  async register(app) {
    await app.register(multipart, {
      limits: { fileSize: LIMITS.maxUploadBytes, files: 1, parts: LIMITS.maxStringsToIgnore + 20 },
    });
    app.setErrorHandler(async (error, _request, reply) => {
      // The service's error body: { status, message }. Oversized parts are the multipart plugin's 413.
      const status =
        error instanceof RequestError
          ? error.status
          : (error as { statusCode?: number }).statusCode === 413
            ? 413
            : 500;
      const message = status === 500 ? 'Internal server error' : (error as Error).message;
      await reply.code(status).send({ status, message });
    });

    // Unknown paths answer in the service's error shape (the spec's `error` schema), not the framework's.
    app.setNotFoundHandler(async (_request, reply) => {
      await reply.code(404).send({ status: 404, message: 'Not Found' });
    });

    app.post('/unpack', async (request, reply) => {
      const upload = await readUpload(request);
      const payload = unpacked(upload.bytes);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${upload.fileName.replace(/["\\]/g, '_')}.unpacked"`)
        .send(payload);
    });

    app.post('/emulation-output', async (request) => {
      const upload = await readUpload(request);
      return { output: emulation(upload.bytes) } satisfies EmulationOutput;
    });

    app.post('/apply-yara-rules', async (request) => {
      const upload = await readUpload(request);
      const encoded = upload.fields.get('rules') ?? [];
      if (encoded.length < 1) throw new RequestError(400, 'request/body/rules must NOT have fewer than 1 items');
      if (encoded.length > LIMITS.maxRules) {
        throw new RequestError(400, `request/body/rules must NOT have more than ${LIMITS.maxRules} items`);
      }
      if (!encoded.every((rule) => /^[A-Za-z0-9+/]+={0,2}$/.test(rule))) {
        throw new RequestError(400, 'request/body/rules must be base64-encoded');
      }
      const data = unpackingRequired(upload) ? unpacked(upload.bytes) : upload.bytes;
      const ruleFiles = encoded.map((_rule, index) => `${WORKSPACE}/rules/rule_${index}.yar`);
      const command = `yara --print-strings --print-string-length --fail-on-warnings ${ruleFiles.join(' ')} ${WORKSPACE}/app/sample.bin`;
      const matched = [];
      for (const [index, rule] of encoded.entries()) {
        try {
          matched.push(scan(compileRules(Buffer.from(rule, 'base64').toString('utf8')), data));
        } catch (error) {
          if (!(error instanceof YaraSyntaxError)) throw error;
          // YARA refuses to run when any rule file does not compile, and says where.
          const message = `${ruleFiles[index]}(${error.line}): error: ${error.message}`;
          const result: ApplyYaraRules = { yara_command: command, is_success: false, error_message: message };
          return { result };
        }
      }
      // As the spec nests them: one list of matches per rule file.
      const result: ApplyYaraRules = {
        yara_command: command,
        is_success: true,
        matched_yara_rules: matched.map((rules) =>
          rules.map(({ rule, matches }) => ({ rule, string_information: matches.map(formatMatch) })),
        ),
      };
      return { result };
    });

    app.post('/generate-partial-yara-rules', async (request) => {
      const upload = await readUpload(request);
      const minimumRaw = upload.fields.get('minimum_string_length')?.[0] ?? '4';
      if (!/^\d+$/.test(minimumRaw) || Number(minimumRaw) < 1 || Number(minimumRaw) > 1000) {
        throw new RequestError(400, 'minimum_string_length must be a number between 1 and 1000');
      }
      const ignored = new Set(upload.fields.get('strings_to_ignore') ?? []);
      if (ignored.size > LIMITS.maxStringsToIgnore) {
        throw new RequestError(
          400,
          `request/body/strings_to_ignore must NOT have more than ${LIMITS.maxStringsToIgnore} items`,
        );
      }
      const data = unpackingRequired(upload) ? unpacked(upload.bytes) : upload.bytes;
      const strings = printableStrings(data, Number(minimumRaw))
        .map((value) => value.trim())
        .filter((value) => value && !ignored.has(value))
        .slice(0, LIMITS.maxRuleStrings)
        .map((value, index): [string, string] => [`ascii_${index}`, value]);
      const rule: PartialYaraRule = {
        name: 'rule_for_extracted_string',
        meta: {
          date: new Date().toString(),
          md5sum: hash('md5', data),
          sha256sum: hash('sha256', data),
          sha512sum: hash('sha512', data),
        },
        strings,
      };
      return { rule };
    });
  },
};
