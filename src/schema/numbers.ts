// Shapes of the Numbers service (math.tools, spec C): pure mapping of upstream JSON to GraphQL types.
import type {
  BaseConversionDto,
  FactDto,
  NumberOfTheDayDto,
  NumberPropertyDto,
  NumeralDto,
  PiDto,
  PrimeFactorDto,
  RandomDto,
  SpelledDto,
} from '../datasources/numbers.js';
import { expectObject, isRecord } from '../http/boundary.js';
import { builder, defineNamespace } from './builder.js';

export const NumbersQuery = defineNamespace(
  'NumbersQuery',
  'numbers',
  'Number facts, conversions and checks (math.tools Numbers API).',
);

export const PiDigits = builder.objectRef<PiDto>('PiDigits').implement({
  fields: (t) => ({
    from: t.exposeInt('from'),
    to: t.exposeInt('to'),
    digits: t.exposeString('result', { nullable: false, description: 'The digits; from position 0 they start "3."' }),
  }),
});

const baseOf = (dto: BaseConversionDto) => expectObject<BaseConversionDto['base']>('numbers', dto.base, 'base');

export const BaseConversion = builder.objectRef<BaseConversionDto>('BaseConversion').implement({
  fields: (t) => ({
    number: t.string({ nullable: false, resolve: (dto) => String(dto.number) }),
    from: t.int({ nullable: false, resolve: (dto) => baseOf(dto).from }),
    to: t.int({ nullable: false, resolve: (dto) => baseOf(dto).to }),
    answer: t.exposeString('answer', { nullable: false, description: 'The number written in base `to`.' }),
  }),
});

export const NumberFact = builder.objectRef<FactDto>('NumberFact').implement({
  fields: (t) => ({
    number: t.exposeInt('number', { nullable: false }),
    fact: t.exposeString('fact', { nullable: false }),
  }),
});

export const RandomNumbers = builder.objectRef<RandomDto>('RandomNumbers').implement({
  fields: (t) => ({
    numbers: t.exposeIntList('numbers', { nullable: false }),
    min: t.exposeInt('min'),
    max: t.exposeInt('max'),
    requested: t.exposeInt('requested'),
    returned: t.exposeInt('returned'),
  }),
});

export const SpelledNumber = builder.objectRef<SpelledDto>('SpelledNumber').implement({
  fields: (t) => ({
    number: t.exposeInt('number', { nullable: false }),
    language: t.exposeString('language'),
    text: t.exposeString('result', { nullable: false }),
  }),
});

export const Numeral = builder.objectRef<NumeralDto>('Numeral').implement({
  fields: (t) => ({
    number: t.exposeInt('number', { nullable: false }),
    system: t.exposeString('system', { nullable: false }),
    text: t.exposeString('result', { nullable: false, description: 'The number in that numeral system (Unicode).' }),
  }),
});

export const PrimeFactor = builder.objectRef<PrimeFactorDto>('PrimeFactor').implement({
  fields: (t) => ({
    factor: t.exposeInt('factor', { nullable: false }),
    times: t.exposeInt('times', { nullable: false, description: 'The multiplicity of the factor.' }),
  }),
});

export const NumberProperty = builder.objectRef<NumberPropertyDto>('NumberProperty').implement({
  description: 'One named property of a number, e.g. its hexadecimal form or whether it is prime.',
  fields: (t) => ({
    name: t.exposeString('name', { nullable: false }),
    description: t.exposeString('description'),
    value: t.string({ nullable: false, resolve: (dto) => String(dto.value) }),
    display: t.string({ resolve: (dto) => (dto.display === undefined ? null : String(dto.display)) }),
  }),
});

type NodNumbers = NumberOfTheDayDto['nod']['numbers'];
/**
 * A group's properties, keyed by their name: an entry that is not a property (no value; a future addition of
 * another kind) is left out, and a property without a name takes its key.
 */
const properties = (group: Record<string, NumberPropertyDto> | undefined): NumberPropertyDto[] =>
  Object.entries(expectObject<Record<string, unknown>>('numbers', group ?? {}, 'a property group')).flatMap(
    ([key, entry]) =>
      isRecord(entry) && entry.value !== undefined && entry.value !== null
        ? [{ ...(entry as unknown as NumberPropertyDto), name: typeof entry.name === 'string' ? entry.name : key }]
        : [],
  );

export const NumberOfTheDay = builder.objectRef<NodNumbers>('NumberOfTheDay').implement({
  fields: (t) => ({
    number: t.exposeString('number', { nullable: false }),
    names: t.field({ type: [NumberProperty], nullable: false, resolve: (n) => properties(n.names) }),
    bases: t.field({ type: [NumberProperty], nullable: false, resolve: (n) => properties(n.bases) }),
    numerals: t.field({ type: [NumberProperty], nullable: false, resolve: (n) => properties(n.numerals) }),
    generalFacts: t.field({ type: [NumberProperty], nullable: false, resolve: (n) => properties(n['general-facts']) }),
    primeFacts: t.field({ type: [NumberProperty], nullable: false, resolve: (n) => properties(n['prime-facts']) }),
    recreational: t.field({ type: [NumberProperty], nullable: false, resolve: (n) => properties(n.recreational) }),
  }),
});
