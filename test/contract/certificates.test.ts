// Certificates (API Setu transport DL/RC, spec I) against bodies generated from the spec. The spec's certificate
// schemas describe XML (`xml.attribute`, `xml.name`): the generated value is written as XML by a small helper here,
// attributes where the schema says so and child elements otherwise. A PDF is answered when one is asked for.
import { describeContract, type ReplyContext } from './support/contract.js';
import { generateBody } from './support/generate.js';
import type { JsonSchema } from './support/spec.js';

type XmlSchema = JsonSchema & { xml?: { attribute?: boolean; name?: string } };

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One element `name` holding `value` as `schema` describes it; values of the wrong kind are written as they are. */
function element(name: string, value: unknown, schema: XmlSchema | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map((item) => element(name, item, schema?.items)).join('');
  if (typeof value !== 'object') return `<${name}>${escape(String(value))}</${name}>`;
  const attributes: string[] = [];
  const children: string[] = [];
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    const childSchema = schema?.properties?.[key] as XmlSchema | undefined;
    if (childSchema?.xml?.attribute && (typeof child !== 'object' || child === null)) {
      if (child !== null) attributes.push(` ${key}="${escape(String(child))}"`);
    } else if (/^[A-Za-z_][\w.-]*$/.test(key)) {
      children.push(element(key, child, childSchema));
    }
  }
  return `<${name}${attributes.join('')}>${children.join('')}</${name}>`;
}

type Paths = Record<
  string,
  { post?: { responses?: Record<string, { content?: Record<string, { schema?: XmlSchema }> }> } }
>;

/** The XML schema of an operation's answer (the spec lists the PDF first, so the shared loader does not pick it). */
function xmlSchema(spec: ReplyContext['spec'], path: string): XmlSchema {
  const schema = (spec.document.paths as Paths)[path]?.post?.responses?.['200']?.content?.['application/xml']?.schema;
  if (!schema) throw new Error(`${path}: the spec has no XML answer`);
  return schema;
}

function reply({ operation, variant, request, spec }: ReplyContext) {
  const asked = JSON.parse(request.body.toString('utf8')) as { format?: string };
  if (asked.format === 'pdf') {
    const body = variant === 'wrong-shape' || variant === 'wrong-root' ? 'not a pdf' : '%PDF-1.4\n%contract\n%%EOF\n';
    return { status: 200, headers: { 'content-type': 'application/pdf' }, body: Buffer.from(body) };
  }
  const schema = xmlSchema(spec, operation.path);
  const generated = generateBody(schema, variant, operation.path.length);
  // The wrong root: JSON where XML belongs.
  const xml =
    variant === 'wrong-root'
      ? JSON.stringify(generated)
      : `<?xml version="1.0" encoding="UTF-8"?>${element(schema.xml?.name ?? 'Certificate', generated, schema)}`;
  return { status: 200, headers: { 'content-type': 'application/xml' }, body: xml };
}

const licence = `licenceNumber: "DL0420110012345", fullName: "Sunil Kumar", dateOfBirth: "31-12-1980", aadhaarNumber: "123412341234"`;
const registration = `registrationNumber: "DL01AB1234", chassisNumber: "MBLKC12EFBGJ08420", fullName: "Sunil Kumar", aadhaarNumber: "123412341234"`;

describeContract({
  service: 'certificates',
  spec: 'I-apisetu-transportdl.yaml',
  env: {
    CERTIFICATES_API_KEY: 'contract-key',
    CERTIFICATES_CLIENT_ID: 'contract-client',
    CERTIFICATES_API_NAMES: 'real',
  },
  authorize: (request) =>
    request.headers['x-apisetu-apikey'] === 'contract-key' &&
    request.headers['x-apisetu-clientid'] === 'contract-client',
  operations: ['POST /drvlc/certificate', 'POST /rvcer/certificate'],
  reply,
  entries: [
    { field: 'pullDrivingLicenceCertificate', mutation: true, args: `(input: { ${licence} })` },
    { field: 'pullDrivingLicenceCertificate', mutation: true, args: `(input: { ${licence}, format: PDF })` },
    { field: 'pullVehicleRegistrationCertificate', mutation: true, args: `(input: { ${registration} })` },
    { field: 'pullVehicleRegistrationCertificate', mutation: true, args: `(input: { ${registration}, format: PDF })` },
  ],
});
