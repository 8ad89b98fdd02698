// Sandbox of API Setu transport DL/RC (spec I): the key and client-id check, the spec's error bodies
// ({ error, errorDescription }), and known licences / registrations answered as XML per the spec's `Certificate`
// schema or as a small valid PDF.
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  LICENCES,
  REGISTRATIONS,
  type SandboxAddress,
  type SandboxIssuer,
  type SandboxLicence,
  type SandboxRegistration,
} from './data.js';
import type { SandboxDefinition } from '../framework.js';

export const CERTIFICATES_DEMO_KEY = 'sandbox-certificates-key';
export const CERTIFICATES_DEMO_CLIENT_ID = 'sandbox-certificates-client';

const ERRORS = {
  missing_parameter: [400, 'Please provide all mandatory parameters'],
  invalid_parameter: [400, 'Bad request'],
  invalid_format: [400, 'The format parameter is invalid'],
  invalid_txnid: [400, 'The txnId parameter must be in UUID format'],
  invalid_consentid: [400, 'The consentId parameter must be in UUID format'],
  invalid_authentication: [401, 'Authentication failed'],
  invalid_authorization: [401, 'You are not authorized to use this API'],
  record_not_found: [404, 'No record found'],
  url_not_found: [404, 'Your API url or path is incorrect'],
  internal_server_error: [500, 'Internal server error'],
} as const;
type ErrorCode = keyof typeof ERRORS;

class ApiSetuError extends Error {
  constructor(readonly code: ErrorCode) {
    super(ERRORS[code][1]);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PullRequest {
  txnId?: unknown;
  format?: unknown;
  certificateParameters?: Record<string, unknown>;
  consentArtifact?: { consent?: { consentId?: unknown } };
}

/** The checks every pull shares, in the order the spec lists its 400 errors. */
function checkRequest(
  body: unknown,
  required: string[],
): { format: 'xml' | 'pdf'; parameters: Record<string, string> } {
  const request = (body ?? {}) as PullRequest;
  if (typeof request !== 'object' || request.txnId === undefined || request.format === undefined) {
    throw new ApiSetuError('missing_parameter');
  }
  if (typeof request.txnId !== 'string' || !UUID.test(request.txnId)) throw new ApiSetuError('invalid_txnid');
  if (request.format !== 'xml' && request.format !== 'pdf') throw new ApiSetuError('invalid_format');
  if (request.consentArtifact !== undefined) {
    const consentId = request.consentArtifact?.consent?.consentId;
    if (typeof consentId !== 'string' || !UUID.test(consentId)) throw new ApiSetuError('invalid_consentid');
  }
  const raw = request.certificateParameters ?? {};
  const parameters: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value !== 'string') throw new ApiSetuError('invalid_parameter');
    parameters[name] = value.trim();
  }
  if (required.some((name) => !parameters[name])) throw new ApiSetuError('missing_parameter');
  if (parameters.UID !== undefined && !/^\d{12}$/.test(parameters.UID)) throw new ApiSetuError('invalid_parameter');
  return { format: request.format, parameters };
}

const normalise = (value: string) => value.replace(/[\s-]/g, '').toUpperCase();
const sameName = (a: string, b: string) => a.trim().replace(/\s+/g, ' ').toUpperCase() === b.toUpperCase();

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const attributes = (values: Record<string, string>) =>
  Object.entries(values)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
const addressXml = (address: SandboxAddress) => `<Address${attributes({ ...address })}/>`;
const issuerXml = (issuer: SandboxIssuer) =>
  `<IssuedBy><Organization${attributes({ name: issuer.name, code: issuer.code, tin: '', uid: '', type: 'SG' })}>` +
  `${addressXml(issuer.address)}</Organization></IssuedBy>`;

function personXml(person: {
  name: string;
  dob?: string;
  gender: string;
  swd: string;
  swdIndicator: string;
  address: SandboxAddress;
}) {
  const attrs = {
    uid: '',
    title: '',
    name: person.name,
    dob: person.dob ?? '',
    swd: person.swd,
    swdIndicator: person.swdIndicator,
    motherName: '',
    gender: person.gender,
    maritalStatus: '',
    disabilityStatus: '',
    category: '',
    religion: '',
    phone: '',
    email: '',
  };
  return `<IssuedTo><Person${attributes(attrs)}>${addressXml(person.address)}<Photo format="jpg"/></Person></IssuedTo>`;
}

export function licenceXml(licence: SandboxLicence): string {
  const root = {
    language: '99',
    name: 'Driving License',
    type: 'DRVLC',
    number: licence.number,
    prevNumber: licence.prevNumber,
    issuedAt: licence.issuer.issuedAt,
    issueDate: licence.issueDate,
    validFromDate: licence.validFromDate,
    expiryDate: licence.expiryDate,
    status: licence.status,
  };
  const classes = licence.classes.map((entry) => `<DrivingLicense${attributes({ ...entry })}/>`).join('');
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Certificate${attributes(root)}>` +
    `${issuerXml(licence.issuer)}${personXml(licence.holder)}<CertificateData>${classes}</CertificateData></Certificate>\n`
  );
}

export function registrationXml(registration: SandboxRegistration): string {
  const root = {
    language: '99',
    name: 'Vehicle Registration',
    type: 'RVCER',
    number: registration.number,
    issuedAt: registration.issuer.issuedAt,
    issueDate: registration.issueDate,
    validFromDate: registration.validFromDate,
    expiryDate: registration.expiryDate,
    status: registration.status,
  };
  const data = attributes({
    statusDate: registration.statusDate,
    financer: registration.financer,
    normsDesc: registration.normsDesc,
  });
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Certificate${attributes(root)}>` +
    `${issuerXml(registration.issuer)}${personXml(registration.owner)}<CertificateData>` +
    `<VehicleRegistration${data}><Vehicle${attributes(registration.vehicle)}/>` +
    `<Insurance${attributes(registration.insurance)}/></VehicleRegistration></CertificateData></Certificate>\n`
  );
}

/** A one-page PDF (PDF 1.4, Helvetica) listing `lines`, with a correct cross-reference table. */
export function simplePdf(title: string, lines: string[]): Buffer {
  const text = (value: string) => value.replace(/[^\x20-\x7e]/g, '?').replace(/([\\()])/g, '\\$1');
  const content = [
    'BT /F1 16 Tf 56 780 Td',
    `(${text(title)}) Tj`,
    '/F1 11 Tf 0 -28 Td',
    ...lines.map((line) => `(${text(line)}) Tj 0 -16 Td`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = Buffer.byteLength(pdf, 'latin1');
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

function findLicence(parameters: Record<string, string>): SandboxLicence {
  const licence = LICENCES.find((entry) => normalise(entry.number) === normalise(parameters.dlno ?? ''));
  if (!licence || !sameName(parameters.FullName ?? '', licence.holder.name) || parameters.DOB !== licence.holder.dob) {
    throw new ApiSetuError('record_not_found');
  }
  return licence;
}

function findRegistration(parameters: Record<string, string>): SandboxRegistration {
  const chassis = normalise(parameters.chasis_no ?? '');
  const registration = REGISTRATIONS.find((entry) => normalise(entry.number) === normalise(parameters.reg_no ?? ''));
  // The chassis number may be given in full or as its last five characters.
  const chassisMatches =
    registration &&
    chassis.length >= 5 &&
    (registration.vehicle.chasisNo === chassis || registration.vehicle.chasisNo.endsWith(chassis));
  if (!registration || !chassisMatches || !sameName(parameters.FullName ?? '', registration.owner.name)) {
    throw new ApiSetuError('record_not_found');
  }
  return registration;
}

async function answer(reply: FastifyReply, format: 'xml' | 'pdf', xml: () => string, pdf: () => Buffer) {
  if (format === 'pdf') return reply.header('content-type', 'application/pdf').send(pdf());
  return reply.header('content-type', 'application/xml; charset=utf-8').send(xml());
}

export const certificatesSandbox: SandboxDefinition = {
  key: 'certificates',
  basePath: '/transportdl/v3',
  demo: { secret: CERTIFICATES_DEMO_KEY, clientId: CERTIFICATES_DEMO_CLIENT_ID },
  register(app, { settings }) {
    const credential = settings.services.certificates.credential;
    const keyHeader =
      credential.placement.in === 'header' ? credential.placement.name.toLowerCase() : 'x-gateway-apikey';
    const acceptedKey = credential.secret ?? CERTIFICATES_DEMO_KEY;
    const clientIdHeader = settings.certificates.clientIdHeader.toLowerCase();
    const acceptedClientId = settings.certificates.clientId ?? CERTIFICATES_DEMO_CLIENT_ID;

    const fail = (reply: FastifyReply, code: ErrorCode) =>
      reply.code(ERRORS[code][0]).send({ error: code, errorDescription: ERRORS[code][1] });

    app.addHook('onRequest', async (request: FastifyRequest, reply) => {
      if (request.headers[keyHeader] !== acceptedKey) return fail(reply, 'invalid_authentication');
      if (request.headers[clientIdHeader] !== acceptedClientId) return fail(reply, 'invalid_authorization');
    });
    app.setErrorHandler(async (error, _request, reply) => {
      if (error instanceof ApiSetuError) return fail(reply, error.code);
      // Unparseable JSON is a bad request too.
      if ((error as { statusCode?: number }).statusCode === 400) return fail(reply, 'invalid_parameter');
      return fail(reply, 'internal_server_error');
    });
    app.setNotFoundHandler(async (_request, reply) => fail(reply, 'url_not_found'));

    app.post('/drvlc/certificate', async (request, reply) => {
      const { format, parameters } = checkRequest(request.body, ['dlno', 'UID', 'FullName', 'DOB']);
      const licence = findLicence(parameters);
      return answer(
        reply,
        format,
        () => licenceXml(licence),
        () =>
          simplePdf('Driving Licence', [
            `Licence number: ${licence.number}`,
            `Name: ${licence.holder.name}`,
            `Date of birth: ${licence.holder.dob}`,
            `Valid from ${licence.validFromDate} to ${licence.expiryDate}`,
            `Classes: ${licence.classes.map((entry) => entry.abbreviation).join(', ')}`,
            `Issued by: ${licence.issuer.name}`,
          ]),
      );
    });

    app.post('/rvcer/certificate', async (request, reply) => {
      const { format, parameters } = checkRequest(request.body, ['reg_no', 'chasis_no', 'UID', 'FullName']);
      const registration = findRegistration(parameters);
      return answer(
        reply,
        format,
        () => registrationXml(registration),
        () =>
          simplePdf('Vehicle Registration Certificate', [
            `Registration number: ${registration.number}`,
            `Owner: ${registration.owner.name}`,
            `Vehicle: ${registration.vehicle.make} ${registration.vehicle.model}`,
            `Chassis: ${registration.vehicle.chasisNo}`,
            `Registered on ${registration.issueDate}, valid until ${registration.expiryDate}`,
            `Issued by: ${registration.issuer.name}`,
          ]),
      );
    });
  },
};
