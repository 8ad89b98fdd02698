// Query.numbers fields: every one of the 26 operations of the math.tools Numbers API.
import { z } from 'zod';
import type { NumberCheck } from '../datasources/numbers.js';
import { builder } from '../schema/builder.js';
import {
  BaseConversion,
  Numeral,
  NumberFact,
  NumberOfTheDay,
  NumbersQuery,
  PiDigits,
  PrimeFactor,
  RandomNumbers,
  SpelledNumber,
} from '../schema/numbers.js';

/** Limits the gateway enforces before calling the upstream (the sandbox enforces the same). */
export const NUMBERS_LIMITS = { minBase: 2, maxBase: 36, maxRandomTotal: 1000, maxPiDigits: 10_000, maxPiSpan: 1000 };

const baseArg = z.number().int().min(NUMBERS_LIMITS.minBase).max(NUMBERS_LIMITS.maxBase);
const languageArg = z.string().regex(/^[a-z]{2}(_[A-Z]{2})?$/, 'must be a locale such as en_US');
const digitsOf = (base: number) => '0123456789abcdefghijklmnopqrstuvwxyz'.slice(0, base);

/** `number` must be written with the digits of base `from`. */
function numberInBase(args: { number: string; from?: number | null }) {
  const base = args.from ?? 10;
  const digits = digitsOf(base);
  return [...args.number.toLowerCase()].every((char) => digits.includes(char));
}
// Field-level checks see all args and pass them on: looseObject keeps the ones they do not name.
const numberInBaseCheck = z
  .looseObject({ number: z.string(), from: z.number().nullish() })
  .refine(numberInBase, { message: 'must use only the digits of base "from"', path: ['number'] });
const numberDigits = z.string().regex(/^[0-9A-Za-z]{1,64}$/, 'must be 1 to 64 letters or digits');

builder.objectFields(NumbersQuery, (t) => {
  const check = (name: NumberCheck, description: string) =>
    t.boolean({
      description,
      args: { number: t.arg.int({ required: true }) },
      resolve: (_root, args, { dataSources }) => dataSources.numbers.check(name, args.number),
    });
  const spelled = (description: string, fetch: 'getCardinal' | 'getCurrency') =>
    t.field({
      type: SpelledNumber,
      description,
      args: {
        number: t.arg.int({ required: true, validate: z.number().int().min(0) }),
        language: t.arg.string({ validate: languageArg, description: 'Locale, e.g. en_US (the default).' }),
      },
      resolve: (_root, args, { dataSources }) => dataSources.numbers[fetch](args.number, args.language),
    });
  const fixedBase = (base: 'binary' | 'hex' | 'octal', description: string) =>
    t.field({
      type: BaseConversion,
      description,
      args: {
        number: t.arg.string({ required: true, validate: numberDigits }),
        from: t.arg.int({ defaultValue: 10, validate: baseArg }),
      },
      validate: numberInBaseCheck,
      resolve: (_root, args, { dataSources }) =>
        dataSources.numbers.convertToFixedBase(base, args.number, args.from ?? 10),
    });
  const numeral = (system: 'roman' | 'chinese' | 'egyptian', description: string) =>
    t.field({
      type: Numeral,
      description,
      args: { number: t.arg.int({ required: true, validate: z.number().int().min(1) }) },
      resolve: (_root, args, { dataSources }) => dataSources.numbers.getNumeral(system, args.number),
    });

  return {
    pi: t.field({
      type: PiDigits,
      description: 'Digits of pi between two positions (at most 1000 at a time, up to position 10000).',
      args: {
        from: t.arg.int({ validate: z.number().int().min(0).max(NUMBERS_LIMITS.maxPiDigits) }),
        to: t.arg.int({ validate: z.number().int().min(1).max(NUMBERS_LIMITS.maxPiDigits) }),
      },
      validate: z
        .looseObject({ from: z.number().nullish(), to: z.number().nullish() })
        .refine(({ from, to }) => (to ?? 100) > (from ?? 0) && (to ?? 100) - (from ?? 0) <= NUMBERS_LIMITS.maxPiSpan, {
          message: 'must be after "from" and at most 1000 digits past it',
          path: ['to'],
        }),
      resolve: (_root, args, { dataSources }) => dataSources.numbers.getPiDigits(args.from, args.to),
    }),
    numberOfTheDay: t.field({
      type: NumberOfTheDay,
      description: "Today's number with its names, bases, numerals and facts.",
      resolve: async (_root, _args, { dataSources }) => dataSources.numbers.getNumberOfTheDay(),
    }),
    base: t.field({
      type: BaseConversion,
      description: 'Convert a number from one base to another (bases 2 to 36).',
      args: {
        number: t.arg.string({ required: true, validate: numberDigits }),
        from: t.arg.int({ defaultValue: 10, validate: baseArg }),
        to: t.arg.int({ required: true, validate: baseArg }),
      },
      validate: numberInBaseCheck,
      resolve: (_root, args, { dataSources }) => dataSources.numbers.convertBase(args.number, args.from ?? 10, args.to),
    }),
    binary: fixedBase('binary', 'Convert a number to binary.'),
    hex: fixedBase('hex', 'Convert a number to hexadecimal.'),
    octal: fixedBase('octal', 'Convert a number to octal.'),
    fact: t.field({
      type: NumberFact,
      description: 'A fact about a number.',
      args: { number: t.arg.int({ required: true }) },
      resolve: (_root, args, { dataSources }) => dataSources.numbers.getFact(args.number),
    }),
    random: t.field({
      type: RandomNumbers,
      description: 'Random integers in [min, max] (1 to 1000 of them).',
      args: {
        min: t.arg.int({ validate: z.number().int().min(0) }),
        max: t.arg.int({ validate: z.number().int().min(0) }),
        total: t.arg.int({ defaultValue: 1, validate: z.number().int().min(1).max(NUMBERS_LIMITS.maxRandomTotal) }),
      },
      validate: z
        .looseObject({ min: z.number().nullish(), max: z.number().nullish() })
        .refine(({ min, max }) => min == null || max == null || min <= max, {
          message: 'must not exceed "max"',
          path: ['min'],
        }),
      resolve: (_root, args, { dataSources }) => dataSources.numbers.getRandomNumbers(args.min, args.max, args.total),
    }),
    ordinal: t.field({
      type: SpelledNumber,
      description: 'The ordinal of a number, e.g. 2342nd.',
      args: { number: t.arg.int({ required: true, validate: z.number().int().min(0) }) },
      resolve: (_root, args, { dataSources }) => dataSources.numbers.getOrdinal(args.number),
    }),
    cardinal: spelled('The number spelled out in words.', 'getCardinal'),
    currency: spelled('The number spelled out as an amount of money.', 'getCurrency'),
    romanNumeral: numeral('roman', 'The number in Roman numerals.'),
    chineseNumeral: numeral('chinese', 'The number in Chinese numerals.'),
    egyptianNumeral: numeral('egyptian', 'The number in Egyptian hieroglyphs.'),
    primeFactors: t.field({
      type: [PrimeFactor],
      description: 'The prime factorisation of a number.',
      args: { number: t.arg.int({ required: true, validate: z.number().int().min(2) }) },
      resolve: (_root, args, { dataSources }) => dataSources.numbers.getPrimeFactors(args.number),
    }),
    isCube: check('isCube', 'Whether the number is a cube.'),
    isSquare: check('isSquare', 'Whether the number is a square.'),
    isTriangle: check('isTriangle', 'Whether the number is a triangle number.'),
    isPalindrome: check('isPalindrome', 'Whether the number reads the same backwards.'),
    isPrime: check('isPrime', 'Whether the number is prime.'),
    isPerfect: check('isPerfect', 'Whether the number is perfect.'),
    isMersennePrime: check('isMersennePrime', 'Whether the number is a Mersenne prime.'),
    isFermatPrime: check('isFermatPrime', 'Whether the number is a Fermat prime.'),
    isFibonacciPrime: check('isFibonacciPrime', 'Whether the number is a Fibonacci prime.'),
    isPartitionPrime: check('isPartitionPrime', 'Whether the number is a partition prime.'),
    isPellPrime: check('isPellPrime', 'Whether the number is a Pell prime.'),
  };
});
