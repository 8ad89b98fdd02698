// Seed records of the certificates sandbox: fictitious licences and registrations, nothing of a real person.
import type { components } from '@gateway/upstream-types/certificates';

/** An address as the spec's certificates carry it (`IssuedTo.Person.Address`, `IssuedBy.Organization.Address`). */
export type SandboxAddress = components['schemas']['DrivingLicenseSchema']['IssuedTo']['Person']['Address'];

export interface SandboxPerson {
  name: string;
  dob: string;
  gender: 'M' | 'F' | 'T';
  swd: string;
  swdIndicator: 'S' | 'D' | 'W';
  address: SandboxAddress;
}

export interface SandboxIssuer {
  name: string;
  code: string;
  issuedAt: string;
  address: SandboxAddress;
}

export interface SandboxLicence {
  number: string;
  prevNumber: string;
  issueDate: string;
  validFromDate: string;
  expiryDate: string;
  status: string;
  holder: SandboxPerson;
  issuer: SandboxIssuer;
  classes: Array<{ code: string; abbreviation: string; description: string; issueDate: string; endorseDate: string }>;
}

export interface SandboxRegistration {
  number: string;
  issueDate: string;
  validFromDate: string;
  expiryDate: string;
  status: string;
  statusDate: string;
  financer: string;
  normsDesc: string;
  owner: Omit<SandboxPerson, 'dob'>;
  issuer: SandboxIssuer;
  vehicle: Record<
    | 'chasisNo'
    | 'engineNo'
    | 'class'
    | 'make'
    | 'model'
    | 'color'
    | 'fuelDesc'
    | 'mfgDate'
    | 'seatCapacity'
    | 'sleeperCapacity'
    | 'standingCapacity'
    | 'cubicCapacity'
    | 'cylinder'
    | 'unladenWeight'
    | 'wheelbase'
    | 'fitTill',
    string
  >;
  insurance: { companyName: string; policyNo: string; validTill: string };
}

const address = (parts: Partial<SandboxAddress>): SandboxAddress => ({
  type: '',
  house: '',
  line1: '',
  line2: '',
  landmark: '',
  locality: '',
  vtc: '',
  district: '',
  state: '',
  pin: '',
  country: 'IN',
  ...parts,
});

const DELHI: SandboxIssuer = {
  name: 'Transport Department, Government of NCT of Delhi',
  code: 'DL',
  issuedAt: 'New Delhi',
  address: address({ line1: '5/9 Under Hill Road', vtc: 'Delhi', district: 'North', state: 'Delhi', pin: '110054' }),
};
const TAMIL_NADU: SandboxIssuer = {
  name: 'Transport Department, Government of Tamil Nadu',
  code: 'TN',
  issuedAt: 'Chennai (Central)',
  address: address({
    line1: 'Ezhilagam, Chepauk',
    vtc: 'Chennai',
    district: 'Chennai',
    state: 'Tamil Nadu',
    pin: '600005',
  }),
};

export const LICENCES: SandboxLicence[] = [
  {
    number: 'DL0420110012345',
    prevNumber: '',
    issueDate: '14-03-2011',
    validFromDate: '14-03-2011',
    expiryDate: '30-12-2030',
    status: 'A',
    holder: {
      name: 'SUNIL KUMAR',
      dob: '31-12-1980',
      gender: 'M',
      swd: 'RAMESH KUMAR',
      swdIndicator: 'S',
      address: address({
        type: 'permanent',
        house: 'C-112',
        line1: 'Lajpat Nagar II',
        vtc: 'New Delhi',
        district: 'South East',
        state: 'Delhi',
        pin: '110024',
      }),
    },
    issuer: DELHI,
    classes: [
      {
        code: 'NT',
        abbreviation: 'MCWG',
        description: 'Motor Cycle with Gear(Non Transport)',
        issueDate: '14-03-2011',
        endorseDate: '14-03-2011',
      },
      {
        code: 'NT',
        abbreviation: 'LMV',
        description: 'Light Motor Vehicle',
        issueDate: '14-03-2011',
        endorseDate: '02-07-2012',
      },
    ],
  },
  {
    number: 'TN0119920009646',
    prevNumber: '1234',
    issueDate: '01-10-2006',
    validFromDate: '01-10-2006',
    expiryDate: '30-09-2026',
    status: 'A',
    holder: {
      name: 'ANAND KUMAR',
      dob: '01-10-1988',
      gender: 'M',
      swd: 'PRAMOD KUMAR',
      swdIndicator: 'S',
      address: address({
        type: 'permanent',
        house: '14',
        line1: 'Gandhi Street',
        locality: 'T. Nagar',
        vtc: 'Chennai',
        district: 'Chennai',
        state: 'Tamil Nadu',
        pin: '600017',
      }),
    },
    issuer: TAMIL_NADU,
    classes: [
      {
        code: 'NT',
        abbreviation: 'LMV',
        description: 'Light Motor Vehicle',
        issueDate: '01-10-2006',
        endorseDate: '01-10-2006',
      },
    ],
  },
];

export const REGISTRATIONS: SandboxRegistration[] = [
  {
    number: 'DL01AB1234',
    issueDate: '21-04-2015',
    validFromDate: '21-04-2015',
    expiryDate: '20-04-2030',
    status: 'A',
    statusDate: '21-04-2015',
    financer: 'HDFC BANK LTD',
    normsDesc: 'BHARAT STAGE IV',
    owner: {
      name: 'SUNIL KUMAR',
      gender: 'M',
      swd: 'RAMESH KUMAR',
      swdIndicator: 'S',
      address: address({
        type: 'permanent',
        house: 'C-112',
        line1: 'Lajpat Nagar II',
        vtc: 'New Delhi',
        district: 'South East',
        state: 'Delhi',
        pin: '110024',
      }),
    },
    issuer: DELHI,
    vehicle: {
      chasisNo: 'MBLKC12EFBGJ08420',
      engineNo: 'KC12EFBGJ08811',
      class: 'Motor Car(LMV)',
      make: 'MARUTI SUZUKI INDIA LTD',
      model: 'SWIFT DZIRE VDI',
      color: 'SILKY SILVER',
      fuelDesc: 'DIESEL',
      mfgDate: '03/2015',
      seatCapacity: '5',
      sleeperCapacity: '0',
      standingCapacity: '0',
      cubicCapacity: '1248',
      cylinder: '4',
      unladenWeight: '1060',
      wheelbase: '2430',
      fitTill: '20-04-2030',
    },
    insurance: { companyName: 'NATIONAL INSURANCE CO. LTD.', policyNo: '351100/31/2024/8765', validTill: '17-04-2027' },
  },
];
