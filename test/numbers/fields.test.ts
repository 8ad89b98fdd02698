// Every Numbers field answers from the sandbox, through real HTTP, with the right types and values.
import { startHarness, type Harness } from '../support/harness.js';

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness({ services: ['numbers'] });
});
afterAll(() => harness.close());

const ALL_FIELDS = `{
  numbers {
    pi(from: 0, to: 20) { from to digits }
    piTail: pi(from: 20, to: 30) { digits }
    numberOfTheDay {
      number
      names { name value display }
      bases { name value }
      numerals { name value }
      generalFacts { name value }
      primeFacts { name value }
      recreational { name value }
    }
    base(number: "ff", from: 16, to: 2) { number from to answer }
    binary(number: "10") { answer from to }
    hex(number: "255") { answer }
    octal(number: "64") { answer }
    fact(number: 28) { number fact }
    random(min: 1, max: 6, total: 5) { numbers min max requested returned }
    ordinal(number: 2342) { number text }
    cardinal(number: 2342) { number language text }
    currency(number: 1001) { text }
    romanNumeral(number: 1994) { system text }
    chineseNumeral(number: 10086) { text }
    egyptianNumeral(number: 1234) { text }
    primeFactors(number: 228) { factor times }
    isCube(number: 27)
    isSquare(number: 15)
    isTriangle(number: 45)
    isPalindrome(number: 456654)
    isPrime(number: 227)
    isPerfect(number: 8128)
    isMersennePrime(number: 8191)
    isFermatPrime(number: 257)
    isFibonacciPrime(number: 1597)
    isPartitionPrime(number: 17977)
    isPellPrime(number: 33461)
  }
}`;

test('every one of the 26 operations answers with typed data', async () => {
  const result = await harness.query<{ numbers: Record<string, unknown> }>(ALL_FIELDS);
  expect(result.errors).toBeUndefined();
  const numbers = result.data!.numbers;
  expect(numbers.pi).toEqual({ from: 0, to: 20, digits: '3.14159265358979323846' });
  expect(numbers.piTail).toEqual({ digits: '2643383279' });
  expect(numbers.base).toEqual({ number: 'ff', from: 16, to: 2, answer: '11111111' });
  expect(numbers.binary).toEqual({ answer: '1010', from: 10, to: 2 });
  expect(numbers.hex).toEqual({ answer: 'ff' });
  expect(numbers.octal).toEqual({ answer: '100' });
  expect(numbers.fact).toEqual({ number: 28, fact: expect.stringContaining('28') });
  const random = numbers.random as { numbers: number[]; returned: number };
  expect(random.numbers).toHaveLength(5);
  expect(random.returned).toBe(5);
  for (const n of random.numbers) expect(n >= 1 && n <= 6 && Number.isInteger(n)).toBe(true);
  expect(numbers.ordinal).toEqual({ number: 2342, text: '2342nd' });
  expect(numbers.cardinal).toEqual({ number: 2342, language: 'en_US', text: 'two thousand three hundred forty-two' });
  expect(numbers.currency).toEqual({ text: 'one thousand one dollars' });
  expect(numbers.romanNumeral).toEqual({ system: 'roman', text: 'MCMXCIV' });
  expect(numbers.chineseNumeral).toEqual({ text: '一万零八十六' });
  expect(numbers.egyptianNumeral).toEqual({ text: '𓆼𓍢𓍢𓎆𓎆𓎆𓏺𓏺𓏺𓏺' });
  expect(numbers.primeFactors).toEqual([
    { factor: 2, times: 2 },
    { factor: 3, times: 1 },
    { factor: 19, times: 1 },
  ]);
  expect(numbers).toMatchObject({
    isCube: true,
    isSquare: false,
    isTriangle: true,
    isPalindrome: true,
    isPrime: true,
    isPerfect: true,
    isMersennePrime: true,
    isFermatPrime: true,
    isFibonacciPrime: true,
    isPartitionPrime: true,
    isPellPrime: true,
  });
  const nod = numbers.numberOfTheDay as Record<string, Array<{ name: string; value: string }>> & { number: string };
  expect(nod.number).toMatch(/^\d+$/);
  const hex = nod.bases.find((property) => property.name === 'hexadecimal');
  expect(hex?.value).toBe(Number(nod.number).toString(16).toUpperCase());
  expect(nod.primeFacts.map((fact) => fact.name)).toContain('prime');
});

test('checks say no when the answer is no', async () => {
  const result = await harness.query(
    '{ numbers { isPrime(number: 228) isCube(number: 28) isMersennePrime(number: 2047) isPerfect(number: 27) } }',
  );
  expect(result.data).toEqual({ numbers: { isPrime: false, isCube: false, isMersennePrime: false, isPerfect: false } });
});

test('the schema exposes exactly the 26 operations of the spec', async () => {
  const result = await harness.query<{ __type: { fields: Array<{ name: string }> } }>(
    '{ __type(name: "NumbersQuery") { fields { name } } }',
  );
  expect(result.data!.__type.fields).toHaveLength(26);
});

test('the gateway asks the upstream for JSON with its credential header', async () => {
  const recorder = harness.sandbox.service('numbers').recorder;
  recorder.reset();
  await harness.query('{ numbers { isSquare(number: 16) } }');
  const [request] = recorder.matching('GET', '/numbers/is-square');
  expect(request?.headers.accept).toBe('application/json');
  expect(request?.query).toEqual({ number: '16' });
});

test('one query asking the same thing twice makes one upstream call', async () => {
  const recorder = harness.sandbox.service('numbers').recorder;
  recorder.reset();
  const result = await harness.query(
    '{ numbers { a: isSquare(number: 16) b: isSquare(number: 16) c: isSquare(number: 9) } }',
  );
  expect(result.data).toEqual({ numbers: { a: true, b: true, c: true } });
  expect(recorder.count('GET', '/numbers/is-square')).toBe(2);
});
