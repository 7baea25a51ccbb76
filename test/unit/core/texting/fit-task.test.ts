import { fitTaskToOneSegment, normaliseTaskWhitespace, toGsmTask } from '#core/texting/domain/fit-task';
import { smsEncoding, smsSegments } from '#core/texting/domain/sms-segments';

const short = (task: string) => `Do: ${task} now`;
/** A template too long for any UCS-2 text (82 characters without the task). */
const long = (task: string) => `${'N'.repeat(80)}: ${task}`;

describe('fitTaskToOneSegment', () => {
  it.each([
    ['a short task is kept whole', short, 'Buy milk', 'Do: Buy milk now'],
    ['whitespace and newlines become single spaces', short, '  Buy\n\nmilk\t ', 'Do: Buy milk now'],
    [
      'HTML is just text',
      short,
      '<b>Pay</b> rent & <script>alert(1)</script>',
      'Do: <b>Pay</b> rent & <script>alert(1)</script> now',
    ],
    ['exactly 160 characters is kept whole', short, 'a'.repeat(152), `Do: ${'a'.repeat(152)} now`],
    ['161 characters is shortened with "..." to 160', short, 'a'.repeat(153), `Do: ${'a'.repeat(149)}... now`],
    ['extension characters count two: 74 euro signs fit', short, '€'.repeat(100), `Do: ${'€'.repeat(74)}... now`],
    [
      'a space before the cut is dropped',
      (t: string) => `${'x'.repeat(152)}${t}`,
      'aaaa   bbbbbbbbbbbbbbb',
      `${'x'.repeat(152)}aaaa...`,
    ],
    [
      'the cut keeps as much as fits',
      (t: string) => `${'x'.repeat(150)}${t}`,
      'aaaa bbbbbbbbbbbb',
      `${'x'.repeat(150)}aaaa bb...`,
    ],
    ['an emoji task that fits one UCS-2 segment is kept as typed', short, 'Water 🌱', 'Do: Water 🌱 now'],
    ['a non-GSM letter that fits UCS-2 is kept as typed', short, 'Call Zoë', 'Do: Call Zoë now'],
    [
      'emoji are shortened whole, to one UCS-2 segment (70 units)',
      short,
      '🌱'.repeat(40),
      `Do: ${'🌱'.repeat(29)}... now`,
    ],
    [
      'dropping one emoji keeps more of the task: GSM-7 instead',
      short,
      `Buy 🥛 and ${'x'.repeat(100)}`,
      `Do: Buy and ${'x'.repeat(100)} now`,
    ],
    ['no room for UCS-2 at all: emoji dropped, GSM-7', long, 'Call mom 📞', `${'N'.repeat(80)}: Call mom`],
    [
      'no room for UCS-2: curly quotes and dashes become GSM look-alikes',
      long,
      '“Pay” the rent – it’s due…',
      `${'N'.repeat(80)}: "Pay" the rent - it's due...`,
    ],
    [
      'no room for UCS-2, long emoji task: dropped and then shortened',
      long,
      `🚗 Renew the car insurance ${'and more '.repeat(20)}`,
      `${'N'.repeat(80)}: Renew the car insurance and more and more and more and more and more and mo...`,
    ],
    ['nothing of a task in another script fits: just "..."', long, '开会'.repeat(50), `${'N'.repeat(80)}: ...`],
    [
      'a template too long on its own carries just "..."',
      (t: string) => `${'x'.repeat(200)}${t}`,
      'Buy milk',
      `${'x'.repeat(200)}...`,
    ],
  ])('%s', (_name, build, task, expected) => {
    expect(fitTaskToOneSegment(build, task)).toBe(expected);
  });

  it.each([
    ['a 500-character task', 'Call the bank about the mortgage '.repeat(16)],
    ['a 1,000-character word', 'x'.repeat(1000)],
    ['newlines everywhere', 'line\n'.repeat(200)],
    ['emoji everywhere', '🔥 hot '.repeat(100)],
    ['extension characters everywhere', '[x] {y} ~z~ '.repeat(50)],
    ['mixed scripts', 'Réunion – 会议 – встреча '.repeat(30)],
  ])('%s always ends up in one segment, never with a broken surrogate pair', (_name, task) => {
    for (const build of [
      short,
      long,
      (t: string) => `NagText: time for: ${t} (#123). Reply DONE when it's done, or SNOOZE for later.`,
    ]) {
      const text = fitTaskToOneSegment(build, task);
      expect(smsSegments(text)).toBe(1);
      expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      expect(text).toMatch(/\.\.\./);
    }
  });

  it('never uses the "…" character, which would make the text UCS-2', () => {
    const text = fitTaskToOneSegment(short, 'a'.repeat(500));
    expect(text).not.toContain('…');
    expect(smsEncoding(text)).toBe('GSM-7');
  });
});

describe('toGsmTask', () => {
  it.each([
    ['“Quote”', '"Quote"'],
    ['it’s', "it's"],
    ['a – b — c', 'a - b - c'],
    ['wait…', 'wait...'],
    ['Zoë', 'Zoe'],
    ['Français', 'Francais'],
    ['naïve café', 'naive café'],
    ['Buy 🥛 milk', 'Buy milk'],
    ['开会 at 3', 'at 3'],
    ['Ĳssel', 'IJssel'],
    ['Ça va', 'Ça va'],
    ['`code`', "'code'"],
    ['Müller & Señor: 100% [done] €5', 'Müller & Señor: 100% [done] €5'],
  ])('%s -> %s', (task, expected) => {
    expect(toGsmTask(task)).toBe(expected);
    expect(smsEncoding(toGsmTask(task))).toBe('GSM-7');
  });
});

describe('normaliseTaskWhitespace', () => {
  it.each([
    [' a\n\tb  c ', 'a b c'],
    ['a\r\nb', 'a b'],
    ['a\u00a0b', 'a b'],
    ['a\u2028b', 'a b'],
    ['no change', 'no change'],
  ])('%j -> %j', (task, expected) => expect(normaliseTaskWhitespace(task)).toBe(expected));
});
