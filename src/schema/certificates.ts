// Shapes of the Certificates service (API Setu transport DL/RC, spec I). A certificate comes back as a PDF (the
// shared BinaryFile) or as XML: the raw document plus its key fields, read from the spec's `Certificate` schema.
import type { CertificateDocument, XmlElement } from '../datasources/certificates.js';
import { BinaryFile, type BinaryFileValue } from './binary.js';
import { builder } from './builder.js';

export const CertificateFormat = builder.enumType('CertificateFormat', {
  description: 'How the certificate is returned.',
  values: { XML: { value: 'xml' }, PDF: { value: 'pdf' } } as const,
});

/** An element's attribute (`@_name`) as a trimmed string; blank is absent. */
export function attribute(element: XmlElement | undefined, name: string): string | null {
  const value = element?.[`@_${name}`];
  if (typeof value !== 'string') return null;
  return value.trim() || null;
}

/** The first child element called `name`. */
export function child(element: XmlElement | undefined, name: string): XmlElement | undefined {
  const value = element?.[name];
  if (Array.isArray(value)) return value[0];
  return typeof value === 'object' ? value : undefined;
}

export function children(element: XmlElement | undefined, name: string): XmlElement[] {
  const value = element?.[name];
  if (Array.isArray(value)) return value;
  return typeof value === 'object' ? [value] : [];
}

/** API Setu writes dates as DD-MM-YYYY (sometimes with slashes); the schema speaks ISO 8601. */
export function certificateDate(value: string | null): Date | null {
  const match = value && /^(\d{2})[-/](\d{2})[-/](\d{4})$/.exec(value);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])));
  return date.getUTCDate() === Number(match[1]) && date.getUTCMonth() === Number(match[2]) - 1 ? date : null;
}

const ADDRESS_PARTS = ['house', 'line1', 'line2', 'landmark', 'locality', 'vtc', 'district', 'state', 'pin', 'country'];

export const CertificateAddress = builder.objectRef<XmlElement>('CertificateAddress').implement({
  fields: (t) => {
    const part = (name: string) => t.string({ resolve: (address) => attribute(address, name) });
    return {
      type: t.string({ description: 'e.g. permanent, present.', resolve: (address) => attribute(address, 'type') }),
      house: part('house'),
      line1: part('line1'),
      line2: part('line2'),
      landmark: part('landmark'),
      locality: part('locality'),
      vtc: t.string({ description: 'Village, town or city.', resolve: (address) => attribute(address, 'vtc') }),
      district: part('district'),
      state: part('state'),
      pin: part('pin'),
      country: part('country'),
      formatted: t.string({
        nullable: false,
        description: 'The parts that are present, comma-separated.',
        resolve: (address) =>
          ADDRESS_PARTS.map((name) => attribute(address, name))
            .filter(Boolean)
            .join(', '),
      }),
    };
  },
});

export const CertificateHolder = builder.objectRef<XmlElement>('CertificateHolder').implement({
  description: 'The person the certificate is issued to (licence holder or vehicle owner).',
  fields: (t) => ({
    name: t.string({ resolve: (person) => attribute(person, 'name') }),
    title: t.string({ resolve: (person) => attribute(person, 'title') }),
    dateOfBirth: t.field({ type: 'DateTime', resolve: (person) => certificateDate(attribute(person, 'dob')) }),
    gender: t.string({ resolve: (person) => attribute(person, 'gender') }),
    relativeName: t.string({
      description: 'Name of the son/daughter/wife-of relative (`swd`).',
      resolve: (person) => attribute(person, 'swd'),
    }),
    relation: t.string({
      description: 'Which relation `relativeName` is (`swdIndicator`: S, D or W).',
      resolve: (person) => attribute(person, 'swdIndicator'),
    }),
    address: t.field({ type: CertificateAddress, resolve: (person) => child(person, 'Address') ?? null }),
  }),
});

export const CertificateIssuer = builder.objectRef<XmlElement>('CertificateIssuer').implement({
  fields: (t) => ({
    name: t.string({ resolve: (organization) => attribute(organization, 'name') }),
    code: t.string({ resolve: (organization) => attribute(organization, 'code') }),
    type: t.string({ resolve: (organization) => attribute(organization, 'type') }),
  }),
});

export const VehicleClass = builder.objectRef<XmlElement>('VehicleClass').implement({
  description: 'A class of vehicle the licence covers.',
  fields: (t) => ({
    code: t.string({ description: 'e.g. NT (non-transport).', resolve: (entry) => attribute(entry, 'code') }),
    abbreviation: t.string({ description: 'e.g. MCWG, LMV.', resolve: (entry) => attribute(entry, 'abbreviation') }),
    description: t.string({ resolve: (entry) => attribute(entry, 'description') }),
    issueDate: t.field({ type: 'DateTime', resolve: (entry) => certificateDate(attribute(entry, 'issueDate')) }),
    endorseDate: t.field({ type: 'DateTime', resolve: (entry) => certificateDate(attribute(entry, 'endorseDate')) }),
  }),
});

/** Classes of vehicle: `DrivingLicense` elements, or their `Categories/Category` children where the issuer nests. */
function vehicleClasses(certificate: XmlElement): XmlElement[] {
  return children(child(certificate, 'CertificateData'), 'DrivingLicense').flatMap((licence) => {
    const nested = children(child(licence, 'Categories'), 'Category');
    return nested.length > 0 ? nested : [licence];
  });
}

const holderOf = (certificate: XmlElement) => child(child(certificate, 'IssuedTo'), 'Person') ?? null;
const issuerOf = (certificate: XmlElement) => child(child(certificate, 'IssuedBy'), 'Organization') ?? null;

export const DrivingLicence = builder.objectRef<XmlElement>('DrivingLicence').implement({
  description: 'Key fields of a driving licence certificate (DRVLC).',
  fields: (t) => ({
    licenceNumber: t.string({ resolve: (doc) => attribute(doc, 'number') }),
    previousNumber: t.string({ resolve: (doc) => attribute(doc, 'prevNumber') }),
    status: t.string({
      description: 'As the issuer writes it, e.g. A (active).',
      resolve: (doc) => attribute(doc, 'status'),
    }),
    issuedAt: t.string({ description: 'Place of issue.', resolve: (doc) => attribute(doc, 'issuedAt') }),
    issueDate: t.field({ type: 'DateTime', resolve: (doc) => certificateDate(attribute(doc, 'issueDate')) }),
    validFrom: t.field({ type: 'DateTime', resolve: (doc) => certificateDate(attribute(doc, 'validFromDate')) }),
    validUntil: t.field({ type: 'DateTime', resolve: (doc) => certificateDate(attribute(doc, 'expiryDate')) }),
    holder: t.field({ type: CertificateHolder, resolve: holderOf }),
    issuer: t.field({ type: CertificateIssuer, resolve: issuerOf }),
    vehicleClasses: t.field({ type: [VehicleClass], nullable: false, resolve: vehicleClasses }),
  }),
});

export const RegisteredVehicle = builder.objectRef<XmlElement>('RegisteredVehicle').implement({
  fields: (t) => {
    const text = (name: string, description?: string) =>
      t.string({ description, resolve: (vehicle) => attribute(vehicle, name) });
    return {
      chassisNumber: text('chasisNo'),
      engineNumber: text('engineNo'),
      vehicleClass: text('class', 'e.g. Motor Car(LMV).'),
      make: text('make'),
      model: text('model'),
      color: text('color'),
      fuel: text('fuelDesc'),
      manufactured: text('mfgDate', 'Month and year of manufacture as written, e.g. 03/2015.'),
      seatingCapacity: text('seatCapacity'),
      sleeperCapacity: text('sleeperCapacity'),
      standingCapacity: text('standingCapacity'),
      cubicCapacity: text('cubicCapacity'),
      cylinders: text('cylinder'),
      unladenWeight: text('unladenWeight'),
      wheelbase: text('wheelbase'),
      fitnessValidUntil: t.field({
        type: 'DateTime',
        resolve: (vehicle) => certificateDate(attribute(vehicle, 'fitTill')),
      }),
    };
  },
});

export const VehicleInsurance = builder.objectRef<XmlElement>('VehicleInsurance').implement({
  fields: (t) => ({
    company: t.string({ resolve: (insurance) => attribute(insurance, 'companyName') }),
    policyNumber: t.string({ resolve: (insurance) => attribute(insurance, 'policyNo') }),
    validUntil: t.field({
      type: 'DateTime',
      resolve: (insurance) => certificateDate(attribute(insurance, 'validTill')),
    }),
  }),
});

const registrationOf = (certificate: XmlElement) => child(child(certificate, 'CertificateData'), 'VehicleRegistration');

export const VehicleRegistration = builder.objectRef<XmlElement>('VehicleRegistration').implement({
  description: 'Key fields of a vehicle registration certificate (RVCER).',
  fields: (t) => ({
    registrationNumber: t.string({ resolve: (doc) => attribute(doc, 'number') }),
    status: t.string({
      description: 'As the issuer writes it, e.g. A (active).',
      resolve: (doc) => attribute(doc, 'status'),
    }),
    statusDate: t.field({
      type: 'DateTime',
      resolve: (doc) => certificateDate(attribute(registrationOf(doc), 'statusDate')),
    }),
    issuedAt: t.string({ description: 'Registering authority.', resolve: (doc) => attribute(doc, 'issuedAt') }),
    registrationDate: t.field({ type: 'DateTime', resolve: (doc) => certificateDate(attribute(doc, 'issueDate')) }),
    validFrom: t.field({ type: 'DateTime', resolve: (doc) => certificateDate(attribute(doc, 'validFromDate')) }),
    validUntil: t.field({ type: 'DateTime', resolve: (doc) => certificateDate(attribute(doc, 'expiryDate')) }),
    owner: t.field({ type: CertificateHolder, resolve: holderOf }),
    issuer: t.field({ type: CertificateIssuer, resolve: issuerOf }),
    vehicle: t.field({ type: RegisteredVehicle, resolve: (doc) => child(registrationOf(doc), 'Vehicle') ?? null }),
    insurance: t.field({
      type: VehicleInsurance,
      resolve: (doc) => child(registrationOf(doc), 'Insurance') ?? null,
    }),
    financer: t.string({ resolve: (doc) => attribute(registrationOf(doc), 'financer') }),
    emissionNorms: t.string({
      description: 'e.g. BHARAT STAGE IV.',
      resolve: (doc) => attribute(registrationOf(doc), 'normsDesc'),
    }),
  }),
});

/** What a pull returns: the transaction id, and the certificate as a PDF or as XML with its key fields. */
export interface PulledCertificate {
  txnId: string;
  document: CertificateDocument;
}

const pdfOf = ({ document }: PulledCertificate): BinaryFileValue | null =>
  document.format === 'pdf' ? { fileName: '', contentType: document.contentType, bytes: document.bytes } : null;

function certificateResult(
  name: string,
  description: string,
  parsedField: string,
  parsedType: typeof DrivingLicence,
  fileName: (pulled: PulledCertificate) => string,
) {
  return builder.objectRef<PulledCertificate>(name).implement({
    description,
    fields: (t) => ({
      txnId: t.string({
        nullable: false,
        description: 'The transaction id sent to the issuer (generated when none was given).',
        resolve: (pulled) => pulled.txnId,
      }),
      format: t.field({ type: CertificateFormat, nullable: false, resolve: (pulled) => pulled.document.format }),
      pdf: t.field({
        type: BinaryFile,
        description: 'The certificate when `format` is PDF.',
        resolve: (pulled) => {
          const pdf = pdfOf(pulled);
          return pdf && { ...pdf, fileName: fileName(pulled) };
        },
      }),
      xml: t.string({
        description: 'The raw XML document when `format` is XML.',
        resolve: ({ document }) => (document.format === 'xml' ? document.xml : null),
      }),
      [parsedField]: t.field({
        type: parsedType,
        description: 'Key fields read from the XML document (XML only).',
        resolve: ({ document }) => (document.format === 'xml' ? document.certificate : null),
      }),
    }),
  });
}

export const DrivingLicenceCertificate = certificateResult(
  'DrivingLicenceCertificate',
  'A driving licence certificate pulled from the issuer.',
  'licence',
  DrivingLicence,
  (pulled) => `driving-licence-${pulled.txnId}.pdf`,
);

export const VehicleRegistrationCertificate = certificateResult(
  'VehicleRegistrationCertificate',
  'A vehicle registration certificate pulled from the issuer.',
  'registration',
  VehicleRegistration,
  (pulled) => `vehicle-registration-${pulled.txnId}.pdf`,
);
