import { nagCap, nagTone, type NagTone } from '#core/reminders/domain/nag-ladder';
import { smsEncoding, smsSegments } from '#core/texting/domain/sms-segments';
import { nagTexts } from '#core/nags/domain/nag-texts';
import { NagStyle } from '#shared/contracts/user';

/** 60 characters, the longest task every nag must carry whole. */
const TASK_60 = 'Call the insurance company about the renewal quote for Mum..';
/** The longest reference a busy account will realistically reach. */
const LONG_REF = '99999';

const everyNag = NagStyle.options.flatMap((style) =>
  Array.from({ length: nagCap(style) }, (_, i) => [style, i + 1, nagTone(style, i + 1), nagCap(style)] as const),
);

describe('nagTexts.nag', () => {
  it('the 60-character task really is 60 characters', () => expect(TASK_60).toHaveLength(60));

  it.each(everyNag)(
    '%s nag %i (%s): a 60-character task fits one GSM-7 segment, whole, with its reference and reply words',
    (_style, attempt, tone, cap) => {
      const text = nagTexts.nag({ task: TASK_60, ref: LONG_REF, tone, attempt, cap });
      expect(smsSegments(text)).toBe(1);
      expect(smsEncoding(text)).toBe('GSM-7');
      expect(text).toContain(TASK_60);
      expect(text).toContain(`#${LONG_REF}`);
      expect(text).toContain('DONE');
      expect(text).toContain('SNOOZE');
      expect(text).toMatch(/^NagText/);
    },
  );

  it.each([
    ['friendly', 1, "NagText: time for: Take out the trash (#3). Reply DONE when it's done, or SNOOZE for later."],
    ['nudge', 2, 'NagText nudge 2/10: Take out the trash (#3) is still waiting. Reply DONE or SNOOZE.'],
    ['firm', 5, 'NagText 5/10: still not done: Take out the trash (#3). Time to do it. Reply DONE or SNOOZE.'],
    [
      'urgent',
      8,
      'NagText 8/10: Take out the trash (#3) is STILL not done! Do it now, then reply DONE. SNOOZE if you must.',
    ],
    [
      'final',
      10,
      "NagText, last nag: Take out the trash (#3). I'll stop for today. Reply DONE when it's done, or SNOOZE.",
    ],
  ] as const)('%s, word for word', (tone, attempt, expected) => {
    expect(nagTexts.nag({ task: 'Take out the trash', ref: '3', tone, attempt, cap: 10 })).toBe(expected);
  });

  it('each tone reads differently, and only the last one says it stops', () => {
    const tones: NagTone[] = ['friendly', 'nudge', 'firm', 'urgent', 'final'];
    const texts = tones.map((tone, i) => nagTexts.nag({ task: 'Stretch', ref: '1', tone, attempt: i + 1, cap: 5 }));
    expect(new Set(texts).size).toBe(tones.length);
    expect(texts.filter((t) => t.includes("I'll stop for today"))).toEqual([texts[4]]);
  });

  const LONG_TASK = 'Renew the car insurance before the old policy lapses, compare three quotes first. '
    .repeat(7)
    .slice(0, 500);
  it.each(everyNag)(
    '%s nag %i (%s): a 500-character task is shortened with "..." to one segment',
    (_style, attempt, tone, cap) => {
      expect(LONG_TASK).toHaveLength(500);
      const text = nagTexts.nag({ task: LONG_TASK, ref: '12', tone, attempt, cap });
      expect(smsSegments(text)).toBe(1);
      expect(smsEncoding(text)).toBe('GSM-7');
      expect(text).toContain('Renew the car insurance before the old policy lapses');
      expect(text).toMatch(/\.\.\. \(#12\)/);
      expect(text).not.toContain('…');
      // Shortened only as far as needed: the segment is used (nearly) to the end.
      expect(text.length).toBeGreaterThanOrEqual(157);
    },
  );

  it.each([
    [
      'an emoji task drops the emoji rather than go to two UCS-2 segments',
      'Water the plants 🌱',
      'Water the plants',
      'GSM-7',
    ],
    [
      'HTML is carried as plain text',
      '<b>Pay</b> rent & <script>alert(1)</script>',
      '<b>Pay</b> rent & <script>alert(1)</script>',
      'GSM-7',
    ],
    ['newlines in the task become spaces', 'Buy\nmilk\r\n\tand eggs', 'Buy milk and eggs', 'GSM-7'],
    ['curly quotes become straight ones', 'Read “Dune” – it’s great', 'Read "Dune" - it\'s great', 'GSM-7'],
    ['extension characters are kept', 'Pay €40 [rent] {now}', 'Pay €40 [rent] {now}', 'GSM-7'],
  ])('%s', (_name, task, shown, encoding) => {
    for (const tone of ['friendly', 'nudge', 'firm', 'urgent', 'final'] as const) {
      const text = nagTexts.nag({ task, ref: '7', tone, attempt: 3, cap: 10 });
      expect(text).toContain(`${shown} (#7)`);
      expect(smsEncoding(text)).toBe(encoding);
      expect(smsSegments(text)).toBe(1);
    }
  });

  it('a long task of emoji and other scripts still costs one segment', () => {
    const text = nagTexts.nag({
      task: '🔥🔥 Горячая задача 🔥 '.repeat(20),
      ref: '4',
      tone: 'urgent',
      attempt: 9,
      cap: 10,
    });
    expect(smsSegments(text)).toBe(1);
    expect(text).toContain('(#4)');
  });
});

describe('nagTexts.headsUp', () => {
  const NY = 'America/New_York';
  /** Monday Nov 23 2026, 8:00 AM in New York. */
  const NOW = new Date('2026-11-23T13:00:00Z');
  it.each([
    ['later today', '2026-11-23T22:00:00Z', "Today 5:00 PM: Dentist (#4). Reply DONE if it's already handled."],
    ['tomorrow', '2026-11-24T14:00:00Z', "Tomorrow 9:00 AM: Dentist (#4). Reply DONE if it's already handled."],
    ['in three days', '2026-11-26T14:00:00Z', "Thu Nov 26, 9:00 AM: Dentist (#4). Reply DONE if it's already handled."],
  ])('%s', (_when, at, text) => {
    expect(nagTexts.headsUp({ task: 'Dentist', ref: '4', at: new Date(at), now: NOW, zone: NY })).toBe(text);
  });

  it.each([
    // Sat Mar 7 11:30 PM EST: 24 hours on is already Monday 12:30 AM (the 23-hour day), yet Sunday is tomorrow.
    ['late the night before the clocks spring forward', '2026-03-08T04:30:00Z', '2026-03-08T13:00:00Z'],
    // Sat Oct 31 9:00 AM EDT, "1 day before" 9:00 AM Sunday EST.
    ['a day before the clocks fall back', '2026-10-31T13:00:00Z', '2026-11-01T14:00:00Z'],
    ['11:00 PM before the clocks fall back', '2026-11-01T03:00:00Z', '2026-11-01T14:00:00Z'],
  ])('"Tomorrow" %s', (_when, now, at) => {
    const text = nagTexts.headsUp({ task: 'Dentist', ref: '4', at: new Date(at), now: new Date(now), zone: NY });
    expect(text).toBe("Tomorrow 9:00 AM: Dentist (#4). Reply DONE if it's already handled.");
  });

  it('fits one GSM-7 segment with a long task and reference, the task shortened with "..."', () => {
    const long = `${TASK_60} and then the dentist, the bank, the school run and the groceries for the week`;
    const text = nagTexts.headsUp({
      task: long,
      ref: LONG_REF,
      at: new Date('2026-11-26T14:00:00Z'),
      now: NOW,
      zone: NY,
    });
    expect(smsSegments(text)).toBe(1);
    expect(smsEncoding(text)).toBe('GSM-7');
    expect(text).toContain('...');
    expect(text).toContain(`(#${LONG_REF}). Reply DONE if it's already handled.`);
  });
});
