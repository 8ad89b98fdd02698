// Real arithmetic behind the Numbers sandbox, so answers are right rather than canned.

export function isPrime(n: number): boolean {
  if (!Number.isSafeInteger(n) || n < 2) return false;
  if (n % 2 === 0) return n === 2;
  for (let d = 3; d * d <= n; d += 2) if (n % d === 0) return false;
  return true;
}

export function primeFactors(n: number): Array<{ factor: number; times: number }> {
  const factors: Array<{ factor: number; times: number }> = [];
  let rest = n;
  for (let d = 2; d * d <= rest; d += d === 2 ? 1 : 2) {
    let times = 0;
    while (rest % d === 0) {
      rest /= d;
      times += 1;
    }
    if (times) factors.push({ factor: d, times });
  }
  if (rest > 1) factors.push({ factor: rest, times: 1 });
  return factors;
}

const isSquareNumber = (n: number) => n >= 0 && Math.round(Math.sqrt(n)) ** 2 === n;
const isCubeNumber = (n: number) => Math.round(Math.cbrt(n)) ** 3 === n;
const isTriangleNumber = (n: number) => n >= 0 && isSquareNumber(8 * n + 1);
const isPalindromeNumber = (n: number) => String(Math.abs(n)) === [...String(Math.abs(n))].reverse().join('');
const isFibonacci = (n: number) => n >= 0 && (isSquareNumber(5 * n * n + 4) || isSquareNumber(5 * n * n - 4));

function sequenceUpTo(limit: number, next: (previous: number[]) => number, seed: number[]): Set<number> {
  const values = [...seed];
  while ((values[values.length - 1] ?? 0) <= limit) values.push(next(values));
  return new Set(values);
}
const LIMIT = 2 ** 31;
const PELL = sequenceUpTo(LIMIT, (v) => 2 * v[v.length - 1]! + v[v.length - 2]!, [0, 1]);

/** Partition numbers p(n) up to 2^31 by Euler's pentagonal recurrence. */
const PARTITIONS = (() => {
  const p: number[] = [1];
  for (let n = 1; p[n - 1]! <= LIMIT; n += 1) {
    let total = 0;
    for (let k = 1; ; k += 1) {
      const sign = k % 2 === 1 ? 1 : -1;
      const g1 = (k * (3 * k - 1)) / 2;
      const g2 = (k * (3 * k + 1)) / 2;
      if (g1 > n) break;
      total += sign * p[n - g1]!;
      if (g2 <= n) total += sign * p[n - g2]!;
    }
    p.push(total);
  }
  return new Set(p);
})();

const PERFECT = new Set([6, 28, 496, 8128, 33550336]);
const FERMAT_PRIMES = new Set([3, 5, 17, 257, 65537]);

export const CHECKS: Record<string, (n: number) => boolean> = {
  'is-cube': isCubeNumber,
  'is-square': isSquareNumber,
  'is-triangle': isTriangleNumber,
  'is-palindrome': isPalindromeNumber,
  'prime/is-prime': isPrime,
  'prime/is-perfect': (n) => PERFECT.has(n),
  'prime/is-mersenne-prime': (n) => isPrime(n) && Number.isInteger(Math.log2(n + 1)),
  'prime/is-fermat-prime': (n) => FERMAT_PRIMES.has(n),
  'prime/is-fibonacci-prime': (n) => isPrime(n) && isFibonacci(n),
  'prime/is-partition-prime': (n) => isPrime(n) && PARTITIONS.has(n),
  'prime/is-pell-prime': (n) => isPrime(n) && PELL.has(n),
};

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const SCALES = ['', ' thousand', ' million', ' billion', ' trillion'];

function underThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(`${ONES[hundreds]} hundred`);
  if (rest >= 20) parts.push(TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${ONES[rest % 10]}` : ''));
  else if (rest) parts.push(ONES[rest]!);
  return parts.join(' ');
}

/** English cardinal: 2342 -> "two thousand three hundred forty-two". */
export function cardinal(n: number): string {
  if (n === 0) return 'zero';
  const groups: string[] = [];
  let rest = n;
  for (let scale = 0; rest > 0; scale += 1) {
    const group = rest % 1000;
    if (group) groups.unshift(underThousand(group) + SCALES[scale]);
    rest = Math.floor(rest / 1000);
  }
  return groups.join(' ');
}

/** Numeric ordinal, as the real API gives it: 2342 -> "2342nd". */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  const suffix =
    lastTwo >= 11 && lastTwo <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

export const currency = (n: number) => `${cardinal(n)} ${n === 1 ? 'dollar' : 'dollars'}`;

const ROMAN: Array<[number, string]> = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** Roman numerals; from 4000 up the thousands are written with an overline (vinculum). */
export function roman(n: number): string {
  const plain = (value: number) => {
    let out = '';
    let rest = value;
    for (const [amount, letters] of ROMAN) {
      while (rest >= amount) {
        out += letters;
        rest -= amount;
      }
    }
    return out;
  };
  if (n < 4000) return plain(n);
  const thousands = [...plain(Math.floor(n / 1000))].map((letter) => `${letter}\u0305`).join('');
  return thousands + plain(n % 1000);
}

const CHINESE_DIGITS = '零一二三四五六七八九';
const CHINESE_UNITS = ['', '十', '百', '千'];
const CHINESE_GROUPS = ['', '万', '亿'];

export function chinese(n: number): string {
  if (n === 0) return CHINESE_DIGITS[0]!;
  const groupText = (group: number) => {
    let out = '';
    let zero = false;
    for (let position = 3; position >= 0; position -= 1) {
      const digit = Math.floor(group / 10 ** position) % 10;
      if (digit === 0) zero = out.length > 0;
      else {
        if (zero) out += CHINESE_DIGITS[0];
        out += CHINESE_DIGITS[digit]! + CHINESE_UNITS[position];
        zero = false;
      }
    }
    return out;
  };
  const groups: number[] = [];
  for (let rest = n; rest > 0; rest = Math.floor(rest / 10_000)) groups.push(rest % 10_000);
  let out = '';
  let skippedZero = false;
  for (let index = groups.length - 1; index >= 0; index -= 1) {
    const group = groups[index]!;
    if (group === 0) {
      skippedZero = true;
      continue;
    }
    // A gap below a higher group is read as one 零: 10086 -> 一万零八十六.
    if (out && (skippedZero || group < 1000)) out += CHINESE_DIGITS[0];
    out += groupText(group) + CHINESE_GROUPS[index];
    skippedZero = false;
  }
  return out.replace(/^一十/, '十');
}

const EGYPTIAN: Array<[number, string]> = [
  [1_000_000, '\u{13068}'],
  [100_000, '\u{13190}'],
  [10_000, '\u{130AD}'],
  [1000, '\u{131BC}'],
  [100, '\u{13362}'],
  [10, '\u{13386}'],
  [1, '\u{133FA}'],
];

export function egyptian(n: number): string {
  let out = '';
  let rest = n;
  for (const [amount, glyph] of EGYPTIAN) {
    const count = Math.floor(rest / amount);
    out += glyph.repeat(count);
    rest -= count * amount;
  }
  return out;
}

let piCache = '';
/** Decimal digits of pi after "3." via Machin's formula with BigInt. */
export function piDecimals(count: number): string {
  if (piCache.length >= count) return piCache.slice(0, count);
  const guard = 10n;
  const scale = 10n ** BigInt(count + 10);
  const arctanInverse = (x: bigint) => {
    let sum = 0n;
    let term = scale / x;
    const xSquared = x * x;
    for (let k = 1n; term !== 0n; k += 2n) {
      sum += ((k - 1n) / 2n) % 2n === 0n ? term / k : -(term / k);
      term /= xSquared;
    }
    return sum;
  };
  const pi = 4n * (4n * arctanInverse(5n) - arctanInverse(239n));
  piCache = (pi / guard).toString().slice(1, count + 1);
  return piCache;
}

export { seededRandom } from '../random.js';

export function hashString(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.codePointAt(0)!, 16777619);
  return hash >>> 0;
}

/** A few true statements about n, one of which the fact endpoint returns. */
export function factsAbout(n: number): string[] {
  const facts: string[] = [];
  if (isPrime(n)) facts.push(`${n} is a prime number.`);
  else if (n > 1)
    facts.push(
      `${n} = ${primeFactors(n)
        .map((f) => (f.times > 1 ? `${f.factor}^${f.times}` : f.factor))
        .join(' × ')}.`,
    );
  if (isSquareNumber(n)) facts.push(`${n} is the square of ${Math.round(Math.sqrt(n))}.`);
  if (isTriangleNumber(n)) facts.push(`${n} is a triangle number: the sum of 1 to ${(Math.sqrt(8 * n + 1) - 1) / 2}.`);
  if (isFibonacci(n)) facts.push(`${n} is a Fibonacci number.`);
  if (PERFECT.has(n)) facts.push(`${n} is a perfect number: it is the sum of its proper divisors.`);
  facts.push(`${n} is written ${n.toString(2)} in binary and ${n.toString(16)} in hexadecimal.`);
  return facts;
}
