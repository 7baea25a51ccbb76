import { contentLines, escapeText, foldLine } from '#core/calendar/domain/ical-text';

const octets = (text: string) => Buffer.byteLength(text, 'utf8');
const physicalLines = (folded: string) => folded.split('\r\n').slice(0, -1);
const unfold = (folded: string) => folded.replace(/\r\n /g, '');

describe('escapeText', () => {
  it.each([
    ['a comma', 'milk, eggs', 'milk\\, eggs'],
    ['a semicolon', 'call mum; then dad', 'call mum\\; then dad'],
    ['a backslash', 'C:\\temp', 'C:\\\\temp'],
    ['a backslash before a comma', 'a\\,b', 'a\\\\\\,b'],
    ['LF', 'one\ntwo', 'one\\ntwo'],
    ['CR LF as one line break', 'one\r\ntwo', 'one\\ntwo'],
    ['a lone CR', 'one\rtwo', 'one\\ntwo'],
    ['LF CR as two line breaks', 'one\n\rtwo', 'one\\n\\ntwo'],
    ['blank lines', 'one\n\ntwo\r\n\r\n', 'one\\n\\ntwo\\n\\n'],
    ['a colon and quotes (left alone)', 'at 9:30 "sharp"', 'at 9:30 "sharp"'],
    ['a tab (allowed)', 'a\tb', 'a\tb'],
    ['other control characters (dropped)', 'a\u0000b\u0007c\u001bd\u007f', 'abcd'],
    ['non-Latin text and emoji (unchanged)', 'اشترِ الخبز، 買い物 🙂', 'اشترِ الخبز، 買い物 🙂'],
  ])('escapes %s', (_name, input, expected) => {
    expect(escapeText(input)).toBe(expected);
  });
});

describe('foldLine', () => {
  it.each([
    ['75 ASCII octets stay on one line', 'x'.repeat(75), ['x'.repeat(75)]],
    ['the 76th ASCII octet starts a continuation', 'x'.repeat(76), ['x'.repeat(75), ' x']],
    [
      'a continuation holds 74 octets after its space',
      'x'.repeat(75 + 74 + 1),
      ['x'.repeat(75), ` ${'x'.repeat(74)}`, ' x'],
    ],
    ['an emoji ending exactly at 75', `${'x'.repeat(71)}🙂`, [`${'x'.repeat(71)}🙂`]],
    ['an emoji that would cross 75 moves whole', `${'x'.repeat(73)}🙂`, ['x'.repeat(73), ' 🙂']],
    ['25 CJK characters are 75 octets', '日'.repeat(25), ['日'.repeat(25)]],
    ['the 26th CJK character moves whole', '日'.repeat(26), ['日'.repeat(25), ' 日']],
    ['Arabic (2 octets each) folds at 74', 'م'.repeat(38), ['م'.repeat(37), ' م']],
  ])('%s', (_name, line, expected) => {
    expect(foldLine(line)).toBe(expected.join('\r\n') + '\r\n');
  });

  it.each([
    ['ASCII', `SUMMARY:${'Take the bins out and the recycling too. '.repeat(8)}`],
    ['emoji, with skin tones and ZWJ families', `SUMMARY:${'👍🏽 👨‍👩‍👧‍👦 🇯🇵 done! '.repeat(12)}`],
    ['CJK', `SUMMARY:${'牛乳と卵を買う。母に電話する。'.repeat(10)}`],
    ['Arabic', `SUMMARY:${'اتصل بأمي واشترِ الحليب والبيض '.repeat(8)}`],
    ['mixed scripts with escapes', `SUMMARY:${escapeText('Pay rent, 家賃; دفع الإيجار\n🙂 '.repeat(9))}`],
    ['a short line', 'VERSION:2.0'],
    ['an empty value', 'X-EMPTY:'],
  ])('%s: every line <= 75 octets, no character split, unfolding restores it', (_name, line) => {
    const folded = foldLine(line);
    expect(folded.endsWith('\r\n')).toBe(true);
    const lines = physicalLines(folded);
    lines.forEach((physical, i) => {
      expect(octets(physical)).toBeLessThanOrEqual(75);
      if (i > 0) expect(physical.startsWith(' ')).toBe(true);
      // A split UTF-8 sequence would not survive an encode/decode on its own line.
      expect(Buffer.from(physical, 'utf8').toString('utf8')).toBe(physical);
      expect(physical).not.toMatch(/[\uD800-\uDBFF]$|^ ?[\uDC00-\uDFFF]/);
    });
    expect(unfold(folded)).toBe(`${line}\r\n`);
  });
});

describe('contentLines', () => {
  it('folds each line and ends every one with CRLF', () => {
    const text = contentLines(['BEGIN:VCALENDAR', `X-LONG:${'y'.repeat(100)}`, 'END:VCALENDAR']);
    expect(text).toBe(`BEGIN:VCALENDAR\r\nX-LONG:${'y'.repeat(68)}\r\n ${'y'.repeat(32)}\r\nEND:VCALENDAR\r\n`);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });
});
