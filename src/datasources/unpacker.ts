// RESTful4Up (spec B): four multipart/form-data POSTs that each take one executable. Rules travel base64-encoded,
// as the upstream expects; every answer is capped at the configured maximum result size. The upload itself is
// streamed into the multipart body as it is sent, never copied whole.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type * as Upstream from '@gateway/upstream-types/overlays/unpacker';
import type { UpstreamCredential } from '../auth/credentials.js';
import type { UnpackerSettings } from '../config/index.js';
import { routeTemplate } from './paths.js';
import { expectList, expectObject, invalidResponse, text } from '../http/boundary.js';
import type { UpstreamClient } from '../http/client.js';
import { RestDataSource, type RawResponse } from './rest.js';

/** An uploaded file as the gateway received it (the GraphQL `File` scalar's value is one). */
export interface UploadSource {
  name: string;
  type: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
  stream(): ReadableStream<Uint8Array>;
}

// The upstream's shapes: generated from the spec, with the overlay of what the service really answers.
export type YaraRuleMatchDto = Upstream.YaraRuleMatch;
export type ApplyYaraRulesDto = Upstream.ApplyYaraRules;
export type PartialYaraRuleDto = Upstream.PartialYaraRule;
export type EmulationOutputDto = Upstream.EmulationOutput;
export interface UnpackedFileDto {
  bytes: Buffer;
  contentType?: string;
  contentDisposition?: string;
}

export interface PartialRuleOptions {
  unpackFirst?: boolean | null;
  minimumStringLength?: number | null;
  stringsToIgnore?: readonly string[] | null;
}

/** Upload limits of the service: at most 10 rules per request (the brief), 1000 strings to ignore (the spec). */
export const UNPACKER_LIMITS = { minRules: 1, maxRules: 10, maxStringsToIgnore: 1000, maxMinimumStringLength: 1000 };

/** A multipart/form-data body whose file part is read from the upload while it is sent. */
export interface StreamedForm {
  body: Readable;
  headers: Record<string, string>;
}

/** Quotes in a part's name as browsers do (WHATWG HTML form encoding), so a file name cannot break the header. */
const quoted = (value: string) => value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');

/**
 * The file part first, then the text fields, with a content-length computed up front (the upload's size is known),
 * so the upstream sees an ordinary sized multipart request.
 */
export function streamedForm(file: UploadSource, fields: ReadonlyArray<[string, string]> = []): StreamedForm {
  const boundary = `----gateway-${randomBytes(16).toString('hex')}`;
  const fileHead = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${quoted(file.name || 'upload.bin')}"\r\n` +
      `Content-Type: ${(file.type || 'application/octet-stream').replace(/[\r\n]/g, '')}\r\n\r\n`,
  );
  const rest = Buffer.from(
    '\r\n' +
      fields
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${quoted(name)}"\r\n\r\n${value}\r\n`,
        )
        .join('') +
      `--${boundary}--\r\n`,
  );
  async function* parts() {
    yield fileHead;
    const reader = file.stream().getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield value;
    }
    yield rest;
  }
  return {
    body: Readable.from(parts(), { objectMode: false }),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(fileHead.length + file.size + rest.length),
    },
  };
}

const flag = (value: boolean | null | undefined) => (value ? 'true' : 'false');

export class UnpackerDataSource extends RestDataSource {
  constructor(
    upstream: UpstreamClient,
    credential: UpstreamCredential | undefined,
    private readonly settings: UnpackerSettings,
  ) {
    super(upstream, credential);
  }

  private async postForm(path: string, form: StreamedForm, accept: string): Promise<RawResponse> {
    return this.send('POST', path, {
      body: form.body,
      headers: { ...form.headers, accept },
      maxResponseBytes: this.settings.maxResultBytes,
    });
  }

  private async postFormJson<T>(path: string, form: StreamedForm): Promise<T> {
    const response = await this.postForm(path, form, 'application/json');
    try {
      return JSON.parse(response.body.toString('utf8')) as T;
    } catch {
      throw invalidResponse(this.service, 'the body is not JSON', `POST ${routeTemplate(path)}`);
    }
  }

  /** POST /unpack: the unpacked executable. */
  async unpack(file: UploadSource): Promise<UnpackedFileDto> {
    const response = await this.postForm('unpack', streamedForm(file), 'application/octet-stream, */*');
    const header = (name: string) => {
      const value = response.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    return {
      bytes: response.body,
      contentType: header('content-type'),
      contentDisposition: header('content-disposition'),
    };
  }

  /** POST /apply-yara-rules with 1 to 10 rules, each sent base64-encoded. */
  async applyYaraRules(file: UploadSource, rules: readonly string[], unpackFirst?: boolean | null) {
    const fields: Array<[string, string]> = [['is_unpacking_required', flag(unpackFirst)]];
    for (const rule of rules) fields.push(['rules', Buffer.from(rule, 'utf8').toString('base64')]);
    const body = expectObject<{ result?: unknown; output?: unknown }>(
      this.service,
      await this.postFormJson<unknown>('apply-yara-rules', streamedForm(file, fields)),
      'the answer',
    );
    // The spec wraps the answer in `result`, the service's own code in `output`; the spec does not require it, so
    // an answer without one is no result (null), not an error.
    const result = body.result ?? body.output;
    if (result === undefined || result === null) return null;
    return expectObject<ApplyYaraRulesDto>(this.service, result, 'result');
  }

  /** POST /emulation-output: what the emulator printed while unpacking. */
  async emulationOutput(file: UploadSource): Promise<string[]> {
    const body = expectObject<EmulationOutputDto>(
      this.service,
      await this.postFormJson<unknown>('emulation-output', streamedForm(file)),
      'the answer',
    );
    if (!Array.isArray(body.output)) throw invalidResponse(this.service, 'expected output to be a list');
    return body.output.flatMap((line) => text(line) ?? []);
  }

  /** POST /generate-partial-yara-rules: a rule without its condition, built from the file's strings. */
  async generatePartialYaraRule(file: UploadSource, options: PartialRuleOptions): Promise<PartialYaraRuleDto | null> {
    const fields: Array<[string, string]> = [['is_unpacking_required', flag(options.unpackFirst)]];
    if (options.minimumStringLength != null)
      fields.push(['minimum_string_length', String(options.minimumStringLength)]);
    for (const value of options.stringsToIgnore ?? []) fields.push(['strings_to_ignore', value]);
    const body = expectObject<{ rule?: unknown }>(
      this.service,
      await this.postFormJson<unknown>('generate-partial-yara-rules', streamedForm(file, fields)),
      'the answer',
    );
    // `rule` is optional in the spec: an answer without one generated no rule.
    if (body.rule === undefined || body.rule === null) return null;
    const rule = expectObject<PartialYaraRuleDto>(this.service, body.rule, 'rule');
    const strings = expectList<unknown>(this.service, rule.strings, 'rule.strings').filter(
      (pair): pair is [string, string] =>
        Array.isArray(pair) && pair.length === 2 && pair.every((part) => text(part) !== null),
    );
    return {
      name: text(rule.name) ?? '',
      meta: expectObject<PartialYaraRuleDto['meta']>(this.service, rule.meta, 'rule.meta'),
      strings: strings.map(([identifier, value]) => [String(identifier), String(value)]),
    };
  }
}
