import { createHash } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MetadataJson } from 'libphonenumber-js/core';
import worldMetadata from 'libphonenumber-js/min/metadata';
import handsetMetadata from 'libphonenumber-js/mobile/metadata';

/**
 * The phone metadata a stage's functions carry, cut at build time to the countries the stage texts
 * (SMS_ALLOWED_COUNTRIES). libphonenumber-js's own "min" and "mobile" sets weigh about 43 KB gzip in every
 * function that takes or texts a number; the cut keeps every answer the same for the numbers it still
 * has to judge (test/infra/phone-metadata.test.ts compares them number by number):
 *
 * - World (`libphonenumber-js/min/metadata`): every country and calling code stays, with its lengths,
 *   patterns, national prefixes and the types that tell apart countries sharing a calling code, so any
 *   number in the world is still parsed, checked as possible and placed in its country (a German number is
 *   still refused as "Texts to Germany are not supported yet"). Only the formats go, save for the calling
 *   codes the stage texts: nothing in a function formats a number of a country it cannot text.
 * - Handsets (`libphonenumber-js/mobile/metadata`): only the stage's countries. It is asked only whether a
 *   number of an allowed country reaches a phone (destination-policy's reachesMobile).
 *
 * A deployment changing SMS_ALLOWED_COUNTRIES by hand, without building again, is refused at start-up by
 * destination-policy's parseCountryList rather than judged with metadata that lacks the country.
 */

type CountryEntry = unknown[];
/** Index of a country's number formats in the compressed metadata (libphonenumber-js METADATA.md); 0 is the calling code. */
const FORMATS = 4;

function withoutFormats(entry: CountryEntry): CountryEntry {
  const copy = [...entry];
  if (copy.length > FORMATS) copy[FORMATS] = 0;
  return copy;
}

export function worldMetadataFor(countries: readonly string[]): MetadataJson {
  const all = worldMetadata.countries as Record<string, CountryEntry>;
  // Whole calling codes keep their formats: Canada's and Puerto Rico's numbers are formatted by the US rules under +1.
  const texted = new Set(countries.map((country) => all[country]![0] as string));
  const cut = (entries: Record<string, CountryEntry>) =>
    Object.fromEntries(
      Object.entries(entries).map(([key, entry]) => [
        key,
        texted.has(entry[0] as string) ? entry : withoutFormats(entry),
      ]),
    );
  return {
    ...worldMetadata,
    countries: cut(all),
    nonGeographic: cut((worldMetadata as { nonGeographic?: Record<string, CountryEntry> }).nonGeographic ?? {}),
  } as MetadataJson;
}

export function handsetMetadataFor(countries: readonly string[]): MetadataJson {
  const allowed = new Set(countries);
  const callingCodes = Object.entries(handsetMetadata.country_calling_codes)
    .map(([code, members]) => [code, members.filter((country) => allowed.has(country))] as const)
    .filter(([, members]) => members.length > 0);
  return {
    ...handsetMetadata,
    country_calling_codes: Object.fromEntries(callingCodes),
    countries: Object.fromEntries(
      Object.entries(handsetMetadata.countries).filter(([country]) => allowed.has(country)),
    ),
    nonGeographic: {},
  } as MetadataJson;
}

/** The import paths the cut sets replace, as the code imports them (shared/phone.ts, destination-policy.ts). */
export const PHONE_METADATA_IMPORTS = {
  world: 'libphonenumber-js/min/metadata',
  handsets: 'libphonenumber-js/mobile/metadata',
} as const;

/**
 * Writes the stage's cut sets under node_modules/.cache (one folder per country list, so stages with different
 * lists never overwrite each other's while bundling) and returns the esbuild aliases that put them in place.
 */
export function phoneMetadataAliases(projectRoot: string, countries: readonly string[]): Record<string, string> {
  const sorted = [...new Set(countries)].sort();
  const folder = join(
    projectRoot,
    'node_modules',
    '.cache',
    'nagtext-phone-metadata',
    createHash('sha256').update(sorted.join(',')).digest('hex').slice(0, 16),
  );
  mkdirSync(folder, { recursive: true });
  const world = join(folder, 'world.json');
  const handsets = join(folder, 'handsets.json');
  writeWhole(world, JSON.stringify(worldMetadataFor(sorted)));
  writeWhole(handsets, JSON.stringify(handsetMetadataFor(sorted)));
  return { [PHONE_METADATA_IMPORTS.world]: world, [PHONE_METADATA_IMPORTS.handsets]: handsets };
}

/** Written beside and renamed into place, so a bundler reading it meanwhile (another synth) never sees half of it. */
function writeWhole(file: string, text: string): void {
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, text);
  renameSync(partial, file);
}
