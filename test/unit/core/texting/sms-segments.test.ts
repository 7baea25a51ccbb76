import { isGsmCharacter, smsEncoding, smsLength, smsSegments } from '#core/texting/domain/sms-segments';

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM_EXTENSION = '\f^{}\\[~]|€';

describe('smsEncoding', () => {
  it.each([
    ['plain ASCII letters', 'Take out the trash', 'GSM-7'],
    ['empty', '', 'GSM-7'],
    ['the whole GSM 03.38 basic set', GSM_BASIC, 'GSM-7'],
    ['the whole extension table', GSM_EXTENSION, 'GSM-7'],
    ['euro sign (extension)', 'Pay €20', 'GSM-7'],
    ['Greek capitals in the basic set', 'ΔΦΓΛΩΠΨΣΘΞ', 'GSM-7'],
    ['accented letters in the basic set', 'Café crème, Müller, Señor, à', 'GSM-7'],
    ['HTML is plain GSM text', '<b>Pay</b> rent & <script>alert(1)</script>', 'GSM-7'],
    ['capital C cedilla is in the set', 'Ç', 'GSM-7'],
    ['small c cedilla is not', 'ç', 'UCS-2'],
    ['á is not in the set', 'á', 'UCS-2'],
    ['ë is not in the set', 'Zoë', 'UCS-2'],
    ['the ellipsis character', 'wait…', 'UCS-2'],
    ['a curly apostrophe', 'it’s', 'UCS-2'],
    ['an en dash', 'a – b', 'UCS-2'],
    ['a backtick', '`code`', 'UCS-2'],
    ['an emoji', 'Water plants 🌱', 'UCS-2'],
    ['a check mark', 'Done ✅', 'UCS-2'],
    ['Cyrillic', 'Привет', 'UCS-2'],
    ['Chinese', '开会', 'UCS-2'],
    ['a tab', 'a\tb', 'UCS-2'],
    ['the escape character itself', '\u001b', 'UCS-2'],
    ['a non-breaking space', 'a\u00a0b', 'UCS-2'],
    ['lower-case Greek', 'α', 'UCS-2'],
  ])('%s', (_name, text, expected) => expect(smsEncoding(text)).toBe(expected));

  it('every character of the basic set and extension table is GSM, and only those 137 of the first 0x2000 code points', () => {
    const gsm = [...Array(0x2000).keys()].map((c) => String.fromCharCode(c)).filter(isGsmCharacter);
    expect(gsm.sort()).toEqual([...GSM_BASIC, ...GSM_EXTENSION].filter((c) => c !== '€').sort());
    expect([...GSM_BASIC].length + [...GSM_EXTENSION].length).toBe(137);
  });
});

describe('smsLength', () => {
  it.each([
    ['abc', 3],
    ['€', 2],
    ['[x]', 5],
    ['{a}|b^~\\', 14],
    ['é€', 3],
    ['😀', 2],
    ['a😀', 3],
    ['ç€', 2],
    ['', 0],
  ])('%j costs %i', (text, length) => expect(smsLength(text)).toBe(length));
});

describe('smsSegments', () => {
  const a = (n: number) => 'a'.repeat(n);
  const c = (n: number) => 'ç'.repeat(n);
  it.each([
    ['empty still costs one', '', 1],
    ['GSM-7 160', a(160), 1],
    ['GSM-7 161', a(161), 2],
    ['GSM-7 306 = 2 x 153', a(306), 2],
    ['GSM-7 307', a(307), 3],
    ['GSM-7 459 = 3 x 153', a(459), 3],
    ['80 euro signs = 160 septets', '€'.repeat(80), 1],
    ['80 euro signs and a letter = 162 septets', `${'€'.repeat(80)}a`, 2],
    ['159 letters and an extension char = 161 septets', `${a(159)}€`, 2],
    ['158 letters and an extension char = 160 septets', `${a(158)}€`, 1],
    ['an escape pair is not split across parts', `${a(152)}€${a(152)}`, 3],
    ['UCS-2 70', c(70), 1],
    ['UCS-2 71', c(71), 2],
    ['UCS-2 134 = 2 x 67', c(134), 2],
    ['UCS-2 135', c(135), 3],
    ['one emoji turns 69 letters into UCS-2 (71 units)', `${a(69)}😀`, 2],
    ['68 letters and an emoji = 70 units', `${a(68)}😀`, 1],
    ['35 emoji = 70 units', '😀'.repeat(35), 1],
    ['36 emoji = 72 units', '😀'.repeat(36), 2],
    ['a surrogate pair is not split across parts', `${c(66)}😀${c(66)}`, 3],
    ['a long task with a check mark', `Done ✅ ${a(100)}`, 2],
  ])('%s: %i', (_name, text, segments) => expect(smsSegments(text)).toBe(segments));
});
