// Certificate pulls through the sandbox: XML with its key fields parsed, PDF as a binary result, the spec's error
// bodies mapped to gateway codes, and inputs checked before any call.
import { createHash } from 'node:crypto';
import { errorAt, startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['certificates'] });
});
afterAll(() => harness.close());
beforeEach(() => {
  harness.sandbox.service('certificates').recorder.reset();
  harness.sandbox.service('certificates').faults.clear();
});

const recorder = () => harness.sandbox.service('certificates').recorder;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const DL = `mutation ($input: DrivingLicenceCertificateInput!) {
  pullDrivingLicenceCertificate(input: $input) {
    txnId format xml
    pdf { fileName contentType size sha256 base64 }
    licence {
      licenceNumber previousNumber status issuedAt issueDate validFrom validUntil
      holder { name dateOfBirth gender relativeName relation address { type vtc district state pin country formatted } }
      issuer { name code }
      vehicleClasses { code abbreviation description issueDate endorseDate }
    }
  }
}`;
const RC = `mutation ($input: VehicleRegistrationCertificateInput!) {
  pullVehicleRegistrationCertificate(input: $input) {
    txnId format xml
    pdf { fileName contentType size sha256 base64 }
    registration {
      registrationNumber status statusDate issuedAt registrationDate validFrom validUntil financer emissionNorms
      owner { name relativeName address { formatted } }
      issuer { name }
      vehicle { chassisNumber engineNumber vehicleClass make model color fuel manufactured seatingCapacity cubicCapacity fitnessValidUntil }
      insurance { company policyNumber validUntil }
    }
  }
}`;

const AADHAAR = '123412341234';
const sunilLicence = {
  licenceNumber: 'DL0420110012345',
  fullName: 'Sunil Kumar',
  dateOfBirth: '31-12-1980',
  aadhaarNumber: AADHAAR,
};
const sunilCar = {
  registrationNumber: 'DL01AB1234',
  chassisNumber: 'MBLKC12EFBGJ08420',
  fullName: 'Sunil Kumar',
  aadhaarNumber: AADHAAR,
};

type Pulled = {
  txnId: string;
  format: string;
  xml: string | null;
  pdf: { fileName: string; contentType: string; size: number; sha256: string; base64: string } | null;
  licence?: Record<string, unknown> | null;
  registration?: Record<string, unknown> | null;
};

test('a driving licence as XML: the raw document and its key fields', async () => {
  const result = await harness.query<{ pullDrivingLicenceCertificate: Pulled }>(DL, { input: sunilLicence });
  expect(result.errors).toBeUndefined();
  const pulled = result.data!.pullDrivingLicenceCertificate;
  expect(pulled.txnId).toMatch(UUID);
  expect(pulled.format).toBe('XML');
  expect(pulled.pdf).toBeNull();
  expect(pulled.xml).toMatch(/^<\?xml [^>]*\?>\s*<Certificate [^>]*type="DRVLC"/);
  expect(pulled.licence).toEqual({
    licenceNumber: 'DL0420110012345',
    previousNumber: null,
    status: 'A',
    issuedAt: 'New Delhi',
    issueDate: '2011-03-14T00:00:00.000Z',
    validFrom: '2011-03-14T00:00:00.000Z',
    validUntil: '2030-12-30T00:00:00.000Z',
    holder: {
      name: 'SUNIL KUMAR',
      dateOfBirth: '1980-12-31T00:00:00.000Z',
      gender: 'M',
      relativeName: 'RAMESH KUMAR',
      relation: 'S',
      address: {
        type: 'permanent',
        vtc: 'New Delhi',
        district: 'South East',
        state: 'Delhi',
        pin: '110024',
        country: 'IN',
        formatted: 'C-112, Lajpat Nagar II, New Delhi, South East, Delhi, 110024, IN',
      },
    },
    issuer: { name: 'Transport Department, Government of NCT of Delhi', code: 'DL' },
    vehicleClasses: [
      {
        code: 'NT',
        abbreviation: 'MCWG',
        description: 'Motor Cycle with Gear(Non Transport)',
        issueDate: '2011-03-14T00:00:00.000Z',
        endorseDate: '2011-03-14T00:00:00.000Z',
      },
      {
        code: 'NT',
        abbreviation: 'LMV',
        description: 'Light Motor Vehicle',
        issueDate: '2011-03-14T00:00:00.000Z',
        endorseDate: '2012-07-02T00:00:00.000Z',
      },
    ],
  });
  expect(recorder().counts()).toEqual({ 'POST /drvlc/certificate': 1 });
  expect(recorder().requests[0]?.headers.accept).toBe('application/xml');
});

test('a driving licence as PDF: a binary result holding a PDF document', async () => {
  const txnId = 'f7f1469c-29b0-4325-9dfc-c567200a70f7';
  const result = await harness.query<{ pullDrivingLicenceCertificate: Pulled }>(DL, {
    input: { ...sunilLicence, format: 'PDF', txnId },
  });
  expect(result.errors).toBeUndefined();
  const pulled = result.data!.pullDrivingLicenceCertificate;
  expect(pulled).toMatchObject({ txnId, format: 'PDF', xml: null, licence: null });
  const bytes = Buffer.from(pulled.pdf!.base64, 'base64');
  expect(pulled.pdf).toMatchObject({
    fileName: `driving-licence-${txnId}.pdf`,
    contentType: 'application/pdf',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  });
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(bytes.toString('latin1').trimEnd().endsWith('%%EOF')).toBe(true);
  expect(bytes.toString('latin1')).toContain('(Licence number: DL0420110012345) Tj');
  expect(recorder().requests[0]?.headers.accept).toBe('application/pdf');
});

test('a vehicle registration in both formats; the chassis may be its last five characters', async () => {
  const xml = await harness.query<{ pullVehicleRegistrationCertificate: Pulled }>(RC, {
    input: { ...sunilCar, chassisNumber: '08420' },
  });
  expect(xml.errors).toBeUndefined();
  expect(xml.data?.pullVehicleRegistrationCertificate.registration).toEqual({
    registrationNumber: 'DL01AB1234',
    status: 'A',
    statusDate: '2015-04-21T00:00:00.000Z',
    issuedAt: 'New Delhi',
    registrationDate: '2015-04-21T00:00:00.000Z',
    validFrom: '2015-04-21T00:00:00.000Z',
    validUntil: '2030-04-20T00:00:00.000Z',
    financer: 'HDFC BANK LTD',
    emissionNorms: 'BHARAT STAGE IV',
    owner: {
      name: 'SUNIL KUMAR',
      relativeName: 'RAMESH KUMAR',
      address: { formatted: 'C-112, Lajpat Nagar II, New Delhi, South East, Delhi, 110024, IN' },
    },
    issuer: { name: 'Transport Department, Government of NCT of Delhi' },
    vehicle: {
      chassisNumber: 'MBLKC12EFBGJ08420',
      engineNumber: 'KC12EFBGJ08811',
      vehicleClass: 'Motor Car(LMV)',
      make: 'MARUTI SUZUKI INDIA LTD',
      model: 'SWIFT DZIRE VDI',
      color: 'SILKY SILVER',
      fuel: 'DIESEL',
      manufactured: '03/2015',
      seatingCapacity: '5',
      cubicCapacity: '1248',
      fitnessValidUntil: '2030-04-20T00:00:00.000Z',
    },
    insurance: {
      company: 'NATIONAL INSURANCE CO. LTD.',
      policyNumber: '351100/31/2024/8765',
      validUntil: '2027-04-17T00:00:00.000Z',
    },
  });
  const pdf = await harness.query<{ pullVehicleRegistrationCertificate: Pulled }>(RC, {
    input: { ...sunilCar, format: 'PDF' },
  });
  const pulled = pdf.data!.pullVehicleRegistrationCertificate;
  expect(pulled).toMatchObject({ format: 'PDF', xml: null, registration: null });
  expect(pulled.pdf?.fileName).toBe(`vehicle-registration-${pulled.txnId}.pdf`);
  expect(Buffer.from(pulled.pdf!.base64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(recorder().counts()).toEqual({ 'POST /rvcer/certificate': 2 });
});

test('each pull gets its own transaction id unless the caller gives one', async () => {
  const query = `mutation ($input: DrivingLicenceCertificateInput!) {
    a: pullDrivingLicenceCertificate(input: $input) { txnId }
    b: pullDrivingLicenceCertificate(input: $input) { txnId }
  }`;
  const result = await harness.query<{ a: { txnId: string }; b: { txnId: string } }>(query, { input: sunilLicence });
  expect(result.data?.a.txnId).toMatch(UUID);
  expect(result.data?.b.txnId).toMatch(UUID);
  expect(result.data?.a.txnId).not.toBe(result.data?.b.txnId);
  // Nothing is cached: both pulls reached the issuer.
  expect(recorder().count('POST', '/drvlc/certificate')).toBe(2);
});

test('an unknown licence -> NOT_FOUND with the issuer code; the other pull of the request answers', async () => {
  const query = `mutation ($unknown: DrivingLicenceCertificateInput!, $known: VehicleRegistrationCertificateInput!) {
    unknown: pullDrivingLicenceCertificate(input: $unknown) { txnId }
    known: pullVehicleRegistrationCertificate(input: $known) { registration { registrationNumber } }
  }`;
  const result = await harness.query(query, {
    unknown: { ...sunilLicence, licenceNumber: 'DL0420110099999' },
    known: sunilCar,
  });
  expect(result.data).toEqual({ unknown: null, known: { registration: { registrationNumber: 'DL01AB1234' } } });
  expect(errorAt(result, ['unknown'])).toMatchObject({
    message: 'The certificates service has no such resource',
    extensions: { code: 'NOT_FOUND', service: 'certificates', status: 404, upstreamCode: 'record_not_found' },
  });
});

test("the Aadhaar number (the spec's UID) is required: refused before any call without it", async () => {
  const withoutAadhaar: Partial<typeof sunilLicence> = { ...sunilLicence };
  delete withoutAadhaar.aadhaarNumber;
  const result = await harness.query(DL, { input: withoutAadhaar });
  expect(result.data ?? null).toBeNull();
  expect(result.errors?.[0]?.message).toMatch(/aadhaarNumber/);
  expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  expect(recorder().count()).toBe(0);
  const anand = { licenceNumber: 'TN0119920009646', fullName: 'Anand Kumar', dateOfBirth: '01-10-1988' };
  const withAadhaar = await harness.query<{ pullDrivingLicenceCertificate: Pulled }>(DL, {
    input: { ...anand, aadhaarNumber: AADHAAR },
  });
  expect(withAadhaar.errors).toBeUndefined();
  expect(withAadhaar.data?.pullDrivingLicenceCertificate.licence).toMatchObject({
    licenceNumber: 'TN0119920009646',
    previousNumber: '1234',
    holder: { name: 'ANAND KUMAR' },
  });
});

test('the sandbox refuses a pull without UID, as the real API does', async () => {
  const base = harness.sandbox.service('certificates').baseUrl;
  const response = await fetch(`${base}/drvlc/certificate`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-apisetu-apikey': harness.config.services.certificates.credential.secret ?? '',
      'x-apisetu-clientid': harness.config.certificates.clientId ?? '',
    },
    body: JSON.stringify({
      txnId: 'f7f1469c-29b0-4325-9dfc-c567200a70f7',
      format: 'xml',
      certificateParameters: { dlno: 'DL0420110012345', FullName: 'Sunil Kumar', DOB: '31-12-1980' },
    }),
  });
  expect(response.status).toBe(400);
  expect(await response.json()).toMatchObject({ error: 'missing_parameter' });
});

test.each([
  ['a licence number without a state code', DL, { ...sunilLicence, licenceNumber: '12' }, 'input.licenceNumber'],
  ['a date of birth in ISO format', DL, { ...sunilLicence, dateOfBirth: '1980-12-31' }, 'input.dateOfBirth'],
  ['an impossible date of birth', DL, { ...sunilLicence, dateOfBirth: '31-02-1980' }, 'input.dateOfBirth'],
  ['a short Aadhaar number', DL, { ...sunilLicence, aadhaarNumber: '1234' }, 'input.aadhaarNumber'],
  ['a txnId that is not a UUID', DL, { ...sunilLicence, txnId: 'txn-1' }, 'input.txnId'],
  ['a blank name', DL, { ...sunilLicence, fullName: ' ' }, 'input.fullName'],
  ['a four-character chassis', RC, { ...sunilCar, chassisNumber: '8420' }, 'input.chassisNumber'],
])('%s -> BAD_USER_INPUT naming the field, no upstream call', async (_label, query, input, argument) => {
  const result = await harness.query(query, { input });
  expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
  expect(String(result.errors?.[0]?.extensions?.argument)).toMatch(new RegExp(`^${argument.replace('.', '\\.')}`));
  expect(recorder().count()).toBe(0);
});

test('a complete consent artifact is accepted', async () => {
  const consentArtifact = {
    consent: {
      consentId: 'ea9c43aa-7f5a-4bf3-a0be-e1caa24737ba',
      timestamp: '2026-11-23T10:00:00.000Z',
      dataConsumer: { id: 'gateway' },
      dataProvider: { id: 'transportdl' },
      purpose: { description: 'Verification' },
      user: { idType: 'mobile', idNumber: '9999999999', mobile: '9999999999', email: 'holder@example.test' },
      data: { id: 'DRVLC' },
      permission: {
        access: 'VIEW',
        dateRange: { from: '2026-11-23T00:00:00.000Z', to: '2026-11-24T00:00:00.000Z' },
        frequency: { unit: 'DAY', value: 1, repeats: 0 },
      },
    },
    signature: { signature: 'c2lnbmVk' },
  };
  const result = await harness.query(DL, { input: { ...sunilLicence, consentArtifact } });
  expect(result.errors).toBeUndefined();
});

test('an issuer outage -> UPSTREAM_UNAVAILABLE; an unreadable document -> UPSTREAM_ERROR', async () => {
  harness.sandbox.service('certificates').faults.inject({ kind: 'status', status: 503 }, { times: 1 });
  const down = await harness.query(DL, { input: sunilLicence });
  expect(errorAt(down, ['pullDrivingLicenceCertificate'])?.extensions).toMatchObject({
    code: 'UPSTREAM_UNAVAILABLE',
    status: 503,
  });
  harness.sandbox.service('certificates').faults.inject({ kind: 'malformed' }, { times: 1 });
  const garbled = await harness.query(DL, { input: sunilLicence });
  expect(errorAt(garbled, ['pullDrivingLicenceCertificate'])?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
  harness.sandbox.service('certificates').faults.inject({ kind: 'malformed' }, { times: 1 });
  const notPdf = await harness.query(DL, { input: { ...sunilLicence, format: 'PDF' } });
  expect(errorAt(notPdf, ['pullDrivingLicenceCertificate'])?.extensions).toMatchObject({ code: 'UPSTREAM_ERROR' });
});
