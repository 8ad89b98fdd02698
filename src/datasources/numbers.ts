// math.tools Numbers API (spec C). Every answer is wrapped as { success, copyright, contents }; /numbers/pi
// really spells it `cotents`, so both are read.
import type * as Upstream from '@gateway/upstream-types/overlays/numbers';
import { expectObject } from '../http/boundary.js';
import { RestDataSource, type SearchParams } from './rest.js';

// The answers' shapes: the spec declares none (only examples), so they live in the overlay beside the generated
// types, one entry per operation, each naming the example it follows.
type Envelope<T> = Upstream.Envelope<T>;
export type PiDto = Upstream.Pi;
export type BaseConversionDto = Upstream.BaseConversion;
export type FactDto = Upstream.Fact;
export type RandomDto = Upstream.RandomNumbers;
export type AnswerDto<T> = Upstream.Answer<T>;
export type SpelledDto = Upstream.Spelled;
export type NumeralDto = Upstream.Numeral;
export type PrimeFactorDto = Upstream.PrimeFactor;
export type NumberPropertyDto = Upstream.NumberProperty;
export type NumberOfTheDayDto = Upstream.NumberOfTheDay;

/** The yes/no checks of the API, by the path segment that asks them. */
export const NUMBER_CHECKS = {
  isCube: 'is-cube',
  isSquare: 'is-square',
  isTriangle: 'is-triangle',
  isPalindrome: 'is-palindrome',
  isPrime: 'prime/is-prime',
  isPerfect: 'prime/is-perfect',
  isMersennePrime: 'prime/is-mersenne-prime',
  isFermatPrime: 'prime/is-fermat-prime',
  isFibonacciPrime: 'prime/is-fibonacci-prime',
  isPartitionPrime: 'prime/is-partition-prime',
  isPellPrime: 'prime/is-pell-prime',
} as const;
export type NumberCheck = keyof typeof NUMBER_CHECKS;

export type NumeralSystem = 'roman' | 'chinese' | 'egyptian';
export type FixedBase = 'binary' | 'hex' | 'octal';

/** A query as the spec gives it (`Upstream.Query`), where null leaves a parameter out as undefined does. */
type Asked<Q> = { [K in keyof Q]: Q[K] | (undefined extends Q[K] ? null : never) };

export class NumbersDataSource extends RestDataSource {
  protected override errorCodeFrom(body: unknown): string | undefined {
    const code = (body as { error?: { code?: unknown } } | null)?.error?.code;
    return code === undefined ? undefined : String(code);
  }

  private async contents<T extends object>(path: string, params?: SearchParams): Promise<T> {
    const body = expectObject<Envelope<T>>(this.service, await this.get<unknown>(path, params), 'the answer');
    return expectObject<T>(this.service, body.contents ?? body.cotents, 'contents');
  }

  getPiDigits(from?: number | null, to?: number | null) {
    return this.contents<PiDto>('numbers/pi', { from, to } satisfies Asked<Upstream.Query<'/numbers/pi'>>);
  }

  async getNumberOfTheDay(): Promise<NumberOfTheDayDto['nod']['numbers']> {
    const { nod } = await this.contents<NumberOfTheDayDto>('numbers/nod');
    return expectObject(
      this.service,
      expectObject<NumberOfTheDayDto['nod']>(this.service, nod, 'nod').numbers,
      'nod.numbers',
    );
  }

  convertBase(number: string, from: number, to: number) {
    return this.contents<BaseConversionDto>('numbers/base', {
      number,
      from,
      to,
    } satisfies Upstream.BaseQuery<'/numbers/base'>);
  }

  convertToFixedBase(base: FixedBase, number: string, from: number) {
    const query = { number, from } satisfies Upstream.BaseQuery<`/numbers/base/${FixedBase}`>;
    return this.contents<BaseConversionDto>(`numbers/base/${base}`, query);
  }

  getFact(number: number) {
    return this.contents<FactDto>('numbers/fact', { number } satisfies Upstream.Query<'/numbers/fact'>);
  }

  getRandomNumbers(min?: number | null, max?: number | null, total?: number | null) {
    return this.contents<RandomDto>('numbers/random', { min, max, total } satisfies Asked<
      Upstream.Query<'/numbers/random'>
    >);
  }

  async check(check: NumberCheck, number: number): Promise<boolean | undefined> {
    const contents = await this.contents<AnswerDto<boolean>>(`numbers/${NUMBER_CHECKS[check]}`, {
      number,
    } satisfies Upstream.Query<`/numbers/${(typeof NUMBER_CHECKS)[NumberCheck]}`>);
    return contents.answer;
  }

  getOrdinal(number: number) {
    return this.contents<SpelledDto>('numbers/ordinal', { number } satisfies Upstream.Query<'/numbers/ordinal'>);
  }

  getCardinal(number: number, language?: string | null) {
    return this.contents<SpelledDto>('numbers/cardinal', { number, language } satisfies Asked<
      Upstream.Query<'/numbers/cardinal'>
    >);
  }

  getCurrency(number: number, language?: string | null) {
    return this.contents<SpelledDto>('numbers/currency', { number, language } satisfies Asked<
      Upstream.Query<'/numbers/currency'>
    >);
  }

  getNumeral(system: NumeralSystem, number: number) {
    return this.contents<NumeralDto>(`numbers/numeral/${system}`, {
      number,
    } satisfies Upstream.Query<`/numbers/numeral/${NumeralSystem}`>);
  }

  async getPrimeFactors(number: number): Promise<PrimeFactorDto[]> {
    return (
      await this.contents<AnswerDto<PrimeFactorDto[]>>('numbers/prime/factors', {
        number,
      } satisfies Upstream.Query<'/numbers/prime/factors'>)
    ).answer;
  }
}
