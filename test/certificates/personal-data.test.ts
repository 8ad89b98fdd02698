// Certificates carry personal data: whatever the outcome, no name, date of birth, Aadhaar number, document number
// or certificate content appears in a log line.
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['certificates'] });
});
afterAll(() => harness.close());

const AADHAAR = '987698769876';
const PERSONAL = [
  AADHAAR,
  'DL0420110012345',
  'TN0119920009646',
  'DL01AB1234',
  'MBLKC12EFBGJ08420',
  '08420',
  'SUNIL',
  'Sunil',
  'ANAND',
  'Anand',
  'RAMESH',
  '31-12-1980',
  '01-10-1988',
  'Lajpat',
  '110024',
  'KC12EFBGJ08811',
  'SWIFT',
  'HDFC',
  '351100',
  '<Certificate',
  'DRVLC',
  '%PDF',
];

test('no certificate field or Aadhaar number reaches the logs, on success or failure', async () => {
  const inline = `mutation {
    xml: pullDrivingLicenceCertificate(input: {
      licenceNumber: "DL0420110012345", fullName: "Sunil Kumar", dateOfBirth: "31-12-1980", aadhaarNumber: "${AADHAAR}"
    }) { xml licence { holder { name address { formatted } } } }
    pdf: pullVehicleRegistrationCertificate(input: {
      registrationNumber: "DL01AB1234", chassisNumber: "08420", fullName: "Sunil Kumar", format: PDF,
      aadhaarNumber: "${AADHAAR}"
    }) { pdf { base64 } }
    missing: pullDrivingLicenceCertificate(input: {
      licenceNumber: "DL0420110099999", fullName: "Sunil Kumar", dateOfBirth: "31-12-1980", aadhaarNumber: "${AADHAAR}"
    }) { txnId }
  }`;
  const result = await harness.query(inline);
  expect(result.data).toMatchObject({ missing: null });
  expect(JSON.stringify(result.data)).toContain('SUNIL KUMAR');

  // The same through variables, a rejected input and an issuer outage.
  await harness.query(
    'mutation ($input: DrivingLicenceCertificateInput!) { pullDrivingLicenceCertificate(input: $input) { xml } }',
    { input: { licenceNumber: 'DL0420110012345', fullName: 'Sunil Kumar', dateOfBirth: '31-12-1980' } },
  );
  await harness.query(
    'mutation ($input: DrivingLicenceCertificateInput!) { pullDrivingLicenceCertificate(input: $input) { xml } }',
    {
      input: {
        licenceNumber: 'DL0420110012345',
        fullName: 'Sunil Kumar',
        dateOfBirth: '31-12-1980',
        aadhaarNumber: AADHAAR.slice(1),
      },
    },
  );
  harness.sandbox.service('certificates').faults.inject({ kind: 'status', status: 500 }, { times: 1 });
  await harness.query(
    'mutation ($input: DrivingLicenceCertificateInput!) { pullDrivingLicenceCertificate(input: $input) { xml } }',
    {
      input: {
        licenceNumber: 'DL0420110012345',
        fullName: 'Sunil Kumar',
        dateOfBirth: '31-12-1980',
        aadhaarNumber: AADHAAR,
      },
    },
  );

  const logs = harness.logs.join('\n');
  expect(harness.logs.length).toBeGreaterThan(5);
  expect(logs).toContain('/drvlc/certificate');
  for (const value of PERSONAL) expect(logs).not.toContain(value);
});
