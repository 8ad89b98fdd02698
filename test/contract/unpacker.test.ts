// Unpacker (RESTful4Up, spec B) against bodies generated from the spec: four multipart POSTs, each entry sends a
// real GraphQL multipart upload. `/unpack` answers a binary file; the other three answer JSON.
import type { Gateway } from '../../src/gateway.js';
import { describeContract, type ContractEntry } from './support/contract.js';
import { multipartBody, sampleExecutable } from '../unpacker/multipart.js';

async function sendUpload(gateway: Gateway, query: string, variables?: Record<string, unknown>) {
  const { body, contentType } = multipartBody(query, variables ?? {}, [
    { path: 'variables.file', fileName: 'packed.exe', bytes: sampleExecutable(1024) },
  ]);
  return gateway.fetch('http://gateway.test/graphql', {
    method: 'POST',
    headers: { 'content-type': contentType, 'content-length': String(body.length), 'x-graphql-yoga-csrf': '1' },
    body,
  });
}

const upload = (field: string, args = ''): ContractEntry => ({
  field,
  mutation: true,
  variableDefs: '($file: File!)',
  variables: { file: null },
  args: `(file: $file${args})`,
  send: sendUpload,
});

describeContract({
  service: 'unpacker',
  spec: 'B-restful4up.yaml',
  env: { UNPACKER_API_NAMES: 'real' },
  operations: ['POST /unpack', 'POST /apply-yara-rules', 'POST /emulation-output', 'POST /generate-partial-yara-rules'],
  // The unpacked file is binary (`format: binary`): any bytes are a valid answer.
  reply: ({ operation, variant }) =>
    operation.path === '/unpack'
      ? {
          status: 200,
          headers: {
            'content-type': 'application/octet-stream',
            ...(variant === 'full' ? { 'content-disposition': 'attachment; filename="unpacked.exe"' } : {}),
          },
          body:
            variant === 'empty-arrays' ? Buffer.alloc(0) : sampleExecutable(variant === 'long-arrays' ? 8192 : 1024),
        }
      : undefined,
  entries: [
    upload('unpackFile'),
    // The spec does not require `result` nor `rule`: an answer without them is null, without an error.
    {
      ...upload('applyYaraRules', ', rules: ["rule a { condition: true }"], unpackFirst: true'),
      nullMeans: 'Null when the service answers without a result',
    },
    upload('emulateFile'),
    {
      ...upload('generatePartialYaraRules', ', minimumStringLength: 4, stringsToIgnore: ["MZ"]'),
      nullMeans: 'Null when the service answers without a rule',
    },
  ],
});
