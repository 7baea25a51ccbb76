import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import worldMetadata from 'libphonenumber-js/min/metadata';
import handsetExamples from 'libphonenumber-js/mobile/examples';
import { LAMBDA_BUNDLING, lambdaAliases } from '../../infra/constructs/lambda-bundling';
import { handsetMetadataFor, worldMetadataFor } from '../../infra/constructs/phone-metadata';
import { formatPhone, toE164 } from '#shared/phone';
import { DEFAULT_SMS_COUNTRIES, judgeDestination, parseCountryList } from '#core/texting/domain/destination-policy';

/**
 * The functions carry phone metadata cut to the stage's countries (infra/constructs/phone-metadata.ts). Here the
 * phone modules are bundled the way CDK bundles them, with that cut, and asked about tens of thousands of numbers
 * from every calling code: every answer must be the one the whole metadata gives.
 */
const root = join(__dirname, '..', '..');

type PhoneModules = {
  toE164: typeof toE164;
  formatPhone: typeof formatPhone;
  judgeDestination: typeof judgeDestination;
  parseCountryList: typeof parseCountryList;
};

let outDir: string;
beforeAll(() => {
  outDir = mkdtempSync(join(tmpdir(), 'nagtext-phone-metadata-'));
});
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const bundles = new Map<string, PhoneModules>();
/** The phone modules as a function built for `countries` has them (bundled once per list). */
function bundledFor(countries: readonly string[]): PhoneModules {
  const key = countries.join(',');
  const built = bundles.get(key) ?? bundle(countries);
  bundles.set(key, built);
  return built;
}

function bundle(countries: readonly string[]): PhoneModules {
  const entry = join(outDir, `entry-${countries.join('-')}.ts`);
  writeFileSync(
    entry,
    `export { toE164, formatPhone } from ${JSON.stringify(join(root, 'shared/phone'))};\n` +
      `export { judgeDestination, parseCountryList } from ${JSON.stringify(join(root, 'lambdas/core/texting/domain/destination-policy'))};\n`,
  );
  const outfile = join(outDir, `bundle-${countries.join('-')}.cjs`);
  buildSync({
    absWorkingDir: root,
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: LAMBDA_BUNDLING.target,
    mainFields: [...LAMBDA_BUNDLING.mainFields],
    alias: lambdaAliases(root, countries),
    logLevel: 'error',
  });
  return createRequire(__filename)(outfile) as PhoneModules;
}

/** A small seeded generator, so a failure names numbers that come back on the next run. */
function digitsFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return state;
  };
  return (count: number) => Array.from({ length: count }, () => String(next() % 10)).join('');
}

function corpus(): string[] {
  const digits = digitsFrom(20261127);
  const numbers = new Set<string>();
  const callingCodes = [
    ...Object.keys(worldMetadata.country_calling_codes),
    ...Object.keys(worldMetadata.nonGeographic ?? {}),
  ];
  for (const code of callingCodes) {
    for (let length = 2; length <= 15 - code.length; length++) {
      for (let i = 0; i < 12; i++) numbers.add(`+${code}${digits(length)}`);
      // A national prefix after the calling code, which parsing may strip.
      numbers.add(`+${code}0${digits(length - 1)}`);
    }
  }
  for (const [country, example] of Object.entries(handsetExamples)) {
    const code = (worldMetadata.countries as Record<string, unknown[]>)[country]![0] as string;
    numbers.add(`+${code}${example}`);
    numbers.add(`+${code}${example.slice(0, -1)}`);
  }
  // Every North American area code (the US, Canada and the Caribbean share +1) and every UK range.
  for (let area = 200; area <= 999; area++) {
    numbers.add(`+1${area}${digits(7)}`);
    numbers.add(`+1${area}555${digits(4)}`);
  }
  for (let range = 10; range <= 99; range++) {
    numbers.add(`+44${range}${digits(8)}`);
    numbers.add(`+44${range}${digits(7)}`);
  }
  // As people type them, before normalization.
  for (let i = 0; i < 200; i++) numbers.add(digits(10));
  return [...numbers];
}

/** Everything a function may ask about a number, as it would answer. */
function answers(phone: PhoneModules, countries: readonly string[], typed: string) {
  const e164 = phone.toE164(typed);
  if (!e164) return { typed, e164 };
  const verdict = phone.judgeDestination(e164, { allowedCountries: countries });
  // Only numbers the stage texts are ever stored, so only theirs are shown.
  return { typed, e164, verdict, ...(verdict.allowed ? { formatted: phone.formatPhone(e164) } : {}) };
}

const whole: PhoneModules = { toE164, formatPhone, judgeDestination, parseCountryList };
const numbers = corpus();

describe.each([
  ['the default countries', DEFAULT_SMS_COUNTRIES],
  ["Canada alone (a +1 country that is not the calling code's main one)", ['CA']],
  ["Jersey, Guernsey and Germany (the UK's neighbours under +44 without the UK)", ['JE', 'GG', 'DE']],
  ['France and its overseas departments under +262 and +590', ['FR', 'RE', 'GP', 'MF']],
] as const)('phone metadata cut to %s', (_name, countries) => {
  it('answers every number as the whole metadata does', () => {
    const cut = bundledFor(countries);
    const mismatches = numbers
      .map((typed) => ({ whole: answers(whole, countries, typed), cut: answers(cut, countries, typed) }))
      .filter((pair) => JSON.stringify(pair.whole) !== JSON.stringify(pair.cut));
    expect(numbers.length).toBeGreaterThan(20_000);
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it("reads the stage's list, and refuses at start-up a country the build left out", () => {
    const cut = bundledFor(countries);
    expect(cut.parseCountryList(countries.join(','))).toEqual([...new Set(countries)]);
    const missing = countries.includes('NZ' as never) ? 'AU' : 'NZ';
    expect(() => cut.parseCountryList(`${countries.join(',')},${missing}`)).toThrow(
      `SMS_ALLOWED_COUNTRIES names ${missing}, which this build's phone metadata leaves out`,
    );
    expect(() => whole.parseCountryList(`${countries.join(',')},${missing}`)).not.toThrow();
  });
});

describe('the cut sets', () => {
  it('keep every country of the world set, and formats only under the calling codes texted', () => {
    const world = worldMetadataFor(['CA']);
    expect(Object.keys(world.countries)).toEqual(Object.keys(worldMetadata.countries));
    expect(world.country_calling_codes).toEqual(worldMetadata.country_calling_codes);
    const formats = (set: typeof world, country: string) => (set.countries as Record<string, unknown[]>)[country]![4];
    expect(formats(world, 'US')).toEqual(formats(worldMetadata, 'US'));
    expect(formats(world, 'DE')).toBe(0);
  });

  it('keep handset ranges for the countries texted only', () => {
    const handsets = handsetMetadataFor(['GB', 'CA']);
    expect(Object.keys(handsets.countries).sort()).toEqual(['CA', 'GB']);
    expect(handsets.country_calling_codes).toEqual({ 1: ['CA'], 44: ['GB'] });
  });

  it('are far smaller than the whole sets', () => {
    const size = (value: unknown) => JSON.stringify(value).length;
    expect(size(worldMetadataFor(DEFAULT_SMS_COUNTRIES))).toBeLessThan(size(worldMetadata) / 2);
    expect(size(handsetMetadataFor(DEFAULT_SMS_COUNTRIES))).toBeLessThan(5_000);
  });
});
