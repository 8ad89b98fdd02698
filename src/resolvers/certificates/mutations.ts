// Mutations of the Certificates service: pull a driving licence or a vehicle registration certificate. Inputs are
// checked before the call; the transaction id is generated when the caller gives none and returned either way.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { builder } from '../../schema/builder.js';
import { serviceMutationFields } from '../../schema/service-mutations.js';
import {
  CertificateFormat,
  DrivingLicenceCertificate,
  VehicleRegistrationCertificate,
  certificateDate,
} from '../../schema/certificates.js';
import { ConsentArtifactInput, consentArtifactDto } from './consent.js';

const fullName = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(100, 'must be at most 100 characters')
  .regex(/^[\p{L}][\p{L} .'-]*$/u, 'must be a name (letters, spaces, dots, apostrophes, hyphens)');
const aadhaar = z.string().regex(/^\d{12}$/, 'must be a 12-digit Aadhaar number');
const dateOfBirth = z
  .string()
  .refine((value) => /^\d{2}-\d{2}-\d{4}$/.test(value) && certificateDate(value) !== null, {
    message: 'must be a date in DD-MM-YYYY format',
  })
  .refine((value) => (certificateDate(value)?.getTime() ?? 0) < Date.now(), { message: 'must be in the past' });
const txnId = z.uuid({ message: 'must be a UUID' });
export const DrivingLicenceCertificateInput = builder.inputType('DrivingLicenceCertificateInput', {
  fields: (t) => ({
    licenceNumber: t.string({
      required: true,
      description: 'Driving licence number as printed, e.g. DL0420110012345.',
      validate: z
        .string()
        .trim()
        .regex(/^[A-Za-z]{2}[A-Za-z0-9 -]{5,18}$/, 'must be a licence number: a state code then letters and digits'),
    }),
    fullName: t.string({ required: true, description: 'Full name as on the licence.', validate: fullName }),
    dateOfBirth: t.string({ required: true, description: 'Date of birth, DD-MM-YYYY.', validate: dateOfBirth }),
    aadhaarNumber: t.string({
      required: true,
      description: "The holder's Aadhaar number (the issuer requires it).",
      validate: aadhaar,
    }),
    format: t.field({ type: CertificateFormat, defaultValue: 'xml', description: 'XML (default) or PDF.' }),
    txnId: t.string({ description: 'Transaction id (UUID); generated when omitted.', validate: txnId }),
    consentArtifact: t.field({
      type: ConsentArtifactInput,
      description: 'The signed consent artifact (API Setu `ConsentArtifactSchema`).',
    }),
  }),
});

export const VehicleRegistrationCertificateInput = builder.inputType('VehicleRegistrationCertificateInput', {
  fields: (t) => ({
    registrationNumber: t.string({
      required: true,
      description: 'Registration number, e.g. DL01AB1234.',
      validate: z
        .string()
        .trim()
        .regex(
          /^[A-Za-z]{2}[A-Za-z0-9 -]{4,12}$/,
          'must be a registration number: a state code then letters and digits',
        ),
    }),
    chassisNumber: t.string({
      required: true,
      description: 'Chassis number as on the certificate, or its last 5 characters.',
      validate: z
        .string()
        .trim()
        .regex(/^[A-Za-z0-9]{5,25}$/, 'must be 5 to 25 letters or digits'),
    }),
    fullName: t.string({ required: true, description: "Owner's full name as on the certificate.", validate: fullName }),
    aadhaarNumber: t.string({
      required: true,
      description: "The holder's Aadhaar number (the issuer requires it).",
      validate: aadhaar,
    }),
    format: t.field({ type: CertificateFormat, defaultValue: 'xml', description: 'XML (default) or PDF.' }),
    txnId: t.string({ description: 'Transaction id (UUID); generated when omitted.', validate: txnId }),
    consentArtifact: t.field({
      type: ConsentArtifactInput,
      description: 'The signed consent artifact (API Setu `ConsentArtifactSchema`).',
    }),
  }),
});

serviceMutationFields('certificates', (t) => ({
  pullDrivingLicenceCertificate: t.field({
    type: DrivingLicenceCertificate,
    description: 'Pull a driving licence certificate (API Setu `POST /drvlc/certificate`), as XML or PDF.',
    args: { input: t.arg({ type: DrivingLicenceCertificateInput, required: true }) },
    resolve: async (_root, { input }, { dataSources }) => {
      const id = input.txnId ?? randomUUID();
      const document = await dataSources.certificates.pullDrivingLicence({
        txnId: id,
        format: input.format ?? 'xml',
        certificateParameters: {
          dlno: input.licenceNumber.trim(),
          FullName: input.fullName.trim(),
          DOB: input.dateOfBirth,
          UID: input.aadhaarNumber,
        },
        consentArtifact: consentArtifactDto(input.consentArtifact),
      });
      return { txnId: id, document };
    },
  }),
  pullVehicleRegistrationCertificate: t.field({
    type: VehicleRegistrationCertificate,
    description: 'Pull a vehicle registration certificate (API Setu `POST /rvcer/certificate`), as XML or PDF.',
    args: { input: t.arg({ type: VehicleRegistrationCertificateInput, required: true }) },
    resolve: async (_root, { input }, { dataSources }) => {
      const id = input.txnId ?? randomUUID();
      const document = await dataSources.certificates.pullVehicleRegistration({
        txnId: id,
        format: input.format ?? 'xml',
        certificateParameters: {
          reg_no: input.registrationNumber.trim(),
          chasis_no: input.chassisNumber.trim(),
          FullName: input.fullName.trim(),
          UID: input.aadhaarNumber,
        },
        consentArtifact: consentArtifactDto(input.consentArtifact),
      });
      return { txnId: id, document };
    },
  }),
}));
