/**
 * SMS length as carriers bill it. A text whose every character is in the GSM 03.38 alphabet travels as 7-bit
 * septets (160 in one segment); any other character turns the whole text into UCS-2 (70 UTF-16 code units).
 * Longer texts are split into parts that each lose room to a concatenation header (153 septets / 67 units), and
 * a part never splits an escape pair (extension characters) or a surrogate pair (emoji).
 */

/** GSM 03.38 basic character set, in code order 0x00-0x7F (0x1B, the escape to the extension table, is left out). */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** GSM 03.38 extension table: each costs two septets (escape + code). */
const GSM_EXTENSION = new Set('\f^{}\\[~]|€');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export const SMS_LIMITS = {
  'GSM-7': { single: 160, perPart: 153 },
  'UCS-2': { single: 70, perPart: 67 },
} as const satisfies Record<SmsEncoding, { single: number; perPart: number }>;

export const isGsmCharacter = (char: string): boolean => GSM_BASIC.has(char) || GSM_EXTENSION.has(char);

export function smsEncoding(text: string): SmsEncoding {
  for (const char of text) if (!isGsmCharacter(char)) return 'UCS-2';
  return 'GSM-7';
}

/** What each character costs in its encoding: septets for GSM-7, UTF-16 code units for UCS-2. */
function characterCosts(text: string, encoding: SmsEncoding): number[] {
  return [...text].map((char) => (encoding === 'GSM-7' ? (GSM_EXTENSION.has(char) ? 2 : 1) : char.length));
}

/** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
export function smsLength(text: string): number {
  return characterCosts(text, smsEncoding(text)).reduce((sum, cost) => sum + cost, 0);
}

/** How many segments the text is billed as (an empty text still costs one). */
export function smsSegments(text: string): number {
  const encoding = smsEncoding(text);
  const costs = characterCosts(text, encoding);
  const { single, perPart } = SMS_LIMITS[encoding];
  if (costs.reduce((sum, cost) => sum + cost, 0) <= single) return 1;
  let parts = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > perPart) {
      parts += 1;
      used = 0;
    }
    used += cost;
  }
  return parts;
}
