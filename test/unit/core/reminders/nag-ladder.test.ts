import {
  isFinalNag,
  ladderSummary,
  NAG_LADDERS,
  nagCap,
  nagGapMinutes,
  nagTone,
  planNextNag,
  type NagTone,
} from '#core/reminders/domain/nag-ladder';
import type { QuietHours } from '#core/reminders/domain/quiet-hours';
import { DomainError } from '#core/kernel/errors';
import { instantToWallTime, wallTimeToInstant } from '#core/kernel/wall-time';
import type { NagStyle } from '#shared/contracts/user';
import { NagStyle as NagStyleSchema } from '#shared/contracts/user';

const NY = 'America/New_York';
const NIGHT: QuietHours = { start: '21:00', end: '08:00' };
const STYLES = NagStyleSchema.options;

/** The local times of every nag of one occurrence: nag 1 at the occurrence, then planNextNag until it stops. */
function ladderTimes(style: NagStyle, date: string, time: string, zone = NY, quietHours = NIGHT): string[] {
  let at = wallTimeToInstant(date, time, zone);
  let attempt = 1;
  const times = [formatLocal(at, zone, date)];
  for (;;) {
    const next = planNextNag({ style, sentAttempt: attempt, sentAt: at, quietHours, zone });
    if (!next) return times;
    expect(next.attempt).toBe(attempt + 1);
    ({ at, attempt } = next);
    times.push(formatLocal(at, zone, date));
  }
}

/** 'HH:MM', prefixed with the local date when it is not the occurrence's date. */
function formatLocal(at: Date, zone: string, occurrenceDate: string): string {
  const local = instantToWallTime(at, zone);
  return local.date === occurrenceDate ? local.time : `${local.date} ${local.time}`;
}

describe('NAG_LADDERS', () => {
  it('has one ladder per nag style of the contract', () => {
    expect(Object.keys(NAG_LADDERS).sort()).toEqual([...STYLES].sort());
  });

  it.each([
    [
      'gentle',
      'Gentle',
      [60, 45],
      30,
      5,
      'Up to 5 texts: after 60 minutes, then 45, then every 30 minutes until you reply DONE.',
    ],
    [
      'standard',
      'Standard',
      [30, 20],
      15,
      10,
      'Up to 10 texts: after 30 minutes, then 20, then every 15 minutes until you reply DONE.',
    ],
    [
      'relentless',
      'Relentless',
      [15, 10],
      5,
      15,
      'Up to 15 texts: after 15 minutes, then 10, then every 5 minutes until you reply DONE.',
    ],
  ] as const)('%s: %s, gaps %j then every %i, cap %i', (style, label, delays, every, cap, summary) => {
    expect(NAG_LADDERS[style]).toEqual({ label, delaysMinutes: delays, thenEveryMinutes: every, cap, summary });
    expect(nagCap(style)).toBe(cap);
  });

  it.each(STYLES)("%s: the summary states the ladder's own numbers, in order", (style) => {
    const { summary, cap, delaysMinutes, thenEveryMinutes } = NAG_LADDERS[style];
    const numbers = summary.match(/\d+/g)!.map(Number);
    expect(numbers).toEqual([cap, ...delaysMinutes, thenEveryMinutes]);
    expect(summary).toMatch(/^Up to \d+ texts: .* until you reply DONE\.$/);
  });

  it.each(STYLES)('%s: repeats come faster (gaps never grow) and the first gap is at least the repeat gap', (style) => {
    const { delaysMinutes, thenEveryMinutes } = NAG_LADDERS[style];
    const gaps = [...delaysMinutes, thenEveryMinutes];
    gaps.slice(1).forEach((gap, i) => expect(gap).toBeLessThanOrEqual(gaps[i]!));
    expect(gaps.every((gap) => Number.isInteger(gap) && gap > 0)).toBe(true);
  });

  it('gentle is slower and shorter than standard, which is slower and shorter than relentless', () => {
    const [gentle, standard, relentless] = [NAG_LADDERS.gentle, NAG_LADDERS.standard, NAG_LADDERS.relentless];
    expect(gentle.cap).toBeLessThan(standard.cap);
    expect(standard.cap).toBeLessThan(relentless.cap);
    for (let attempt = 1; attempt < gentle.cap; attempt++) {
      expect(nagGapMinutes('gentle', attempt)).toBeGreaterThan(nagGapMinutes('standard', attempt));
      expect(nagGapMinutes('standard', attempt)).toBeGreaterThan(nagGapMinutes('relentless', attempt));
    }
  });
});

describe('ladderSummary (a new style gets its line from its numbers)', () => {
  it.each([
    [
      { delaysMinutes: [30, 20], thenEveryMinutes: 15, cap: 10 },
      'Up to 10 texts: after 30 minutes, then 20, then every 15 minutes until you reply DONE.',
    ],
    [
      { delaysMinutes: [30], thenEveryMinutes: 15, cap: 4 },
      'Up to 4 texts: after 30 minutes, then every 15 minutes until you reply DONE.',
    ],
    [
      { delaysMinutes: [30], thenEveryMinutes: 15, cap: 3 },
      'Up to 3 texts: after 30 minutes, then 15 minutes until you reply DONE.',
    ],
    [
      { delaysMinutes: [30, 20], thenEveryMinutes: 15, cap: 3 },
      'Up to 3 texts: after 30 minutes, then 20 minutes until you reply DONE.',
    ],
    [
      { delaysMinutes: [30, 20], thenEveryMinutes: 15, cap: 2 },
      'Up to 2 texts: after 30 minutes until you reply DONE.',
    ],
    [{ delaysMinutes: [], thenEveryMinutes: 10, cap: 6 }, 'Up to 6 texts: every 10 minutes until you reply DONE.'],
    [{ delaysMinutes: [], thenEveryMinutes: 10, cap: 1 }, 'One text, at the time you set.'],
  ])('%j', (ladder, expected) => expect(ladderSummary(ladder)).toBe(expected));
});

describe('the ladder of a 09:00 reminder (New York, quiet hours 21:00-08:00)', () => {
  it.each([
    ['gentle', ['09:00', '10:00', '10:45', '11:15', '11:45']],
    ['standard', ['09:00', '09:30', '09:50', '10:05', '10:20', '10:35', '10:50', '11:05', '11:20', '11:35']],
    [
      'relentless',
      [
        '09:00',
        '09:15',
        '09:25',
        '09:30',
        '09:35',
        '09:40',
        '09:45',
        '09:50',
        '09:55',
        '10:00',
        '10:05',
        '10:10',
        '10:15',
        '10:20',
        '10:25',
      ],
    ],
  ] as const)("%s: every nag's time, and no more than the cap", (style, expected) => {
    const times = ladderTimes(style, '2026-06-15', '09:00');
    expect(times).toEqual(expected);
    expect(times).toHaveLength(nagCap(style));
  });

  it.each([
    [
      'standard at 20:00: repeats that land in quiet hours wait until 08:00 the next day',
      'standard',
      '20:00',
      [
        '20:00',
        '20:30',
        '20:50',
        '2026-06-16 08:00',
        '2026-06-16 08:15',
        '2026-06-16 08:30',
        '2026-06-16 08:45',
        '2026-06-16 09:00',
        '2026-06-16 09:15',
        '2026-06-16 09:30',
      ],
    ],
    [
      'gentle at 19:30',
      'gentle',
      '19:30',
      ['19:30', '20:30', '2026-06-16 08:00', '2026-06-16 08:30', '2026-06-16 09:00'],
    ],
    [
      'standard at 22:00: nag 1 at the chosen time inside quiet hours, the repeat at 08:00',
      'standard',
      '22:00',
      [
        '22:00',
        '2026-06-16 08:00',
        '2026-06-16 08:20',
        '2026-06-16 08:35',
        '2026-06-16 08:50',
        '2026-06-16 09:05',
        '2026-06-16 09:20',
        '2026-06-16 09:35',
        '2026-06-16 09:50',
        '2026-06-16 10:05',
      ],
    ],
    [
      'relentless at 07:40: repeats inside the morning quiet hours wait for 08:00',
      'relentless',
      '07:40',
      [
        '07:40',
        '08:00',
        '08:10',
        '08:15',
        '08:20',
        '08:25',
        '08:30',
        '08:35',
        '08:40',
        '08:45',
        '08:50',
        '08:55',
        '09:00',
        '09:05',
        '09:10',
      ],
    ],
  ] as const)('%s', (_name, style, time, expected) => {
    expect(ladderTimes(style, '2026-06-15', time)).toEqual(expected);
  });

  it('a repeat deferred over the spring-forward night lands on 08:00 EDT', () => {
    expect(ladderTimes('gentle', '2026-03-07', '20:00').slice(0, 3)).toEqual([
      '20:00',
      '2026-03-08 08:00',
      '2026-03-08 08:45',
    ]);
  });

  it('in Kolkata, a repeat deferred from 21:10 IST lands on 08:00 IST the next local day (02:30Z)', () => {
    const next = planNextNag({
      style: 'standard',
      sentAttempt: 1,
      sentAt: new Date('2026-06-01T15:10:00Z'),
      quietHours: NIGHT,
      zone: 'Asia/Kolkata',
    });
    expect(next).toEqual({ attempt: 2, at: new Date('2026-06-02T02:30:00Z') });
  });

  it('in Auckland, a repeat deferred over the September DST night lands on 08:00 NZDT (19:00Z the day before)', () => {
    const next = planNextNag({
      style: 'standard',
      sentAttempt: 1,
      sentAt: new Date('2026-09-26T08:45:00Z'),
      quietHours: NIGHT,
      zone: 'Pacific/Auckland',
    });
    expect(next).toEqual({ attempt: 2, at: new Date('2026-09-26T19:00:00Z') });
  });
});

describe('planNextNag', () => {
  const sentAt = new Date('2026-06-15T13:00:00Z'); // 09:00 in New York
  it.each([
    ['standard', 1, 2, 30],
    ['standard', 2, 3, 20],
    ['standard', 3, 4, 15],
    ['standard', 9, 10, 15],
    ['gentle', 1, 2, 60],
    ['gentle', 2, 3, 45],
    ['gentle', 4, 5, 30],
    ['relentless', 1, 2, 15],
    ['relentless', 2, 3, 10],
    ['relentless', 14, 15, 5],
  ] as const)('%s after nag %i: nag %i, %i minutes later', (style, sentAttempt, attempt, minutes) => {
    expect(planNextNag({ style, sentAttempt, sentAt, quietHours: NIGHT, zone: NY })).toEqual({
      attempt,
      at: new Date(sentAt.getTime() + minutes * 60_000),
    });
  });

  it.each([
    ['standard', 10],
    ['standard', 11],
    ['gentle', 5],
    ['relentless', 15],
  ] as const)('%s stops after nag %i (the cap)', (style, sentAttempt) => {
    expect(planNextNag({ style, sentAttempt, sentAt, quietHours: NIGHT, zone: NY })).toBeNull();
  });

  it.each([
    ['20:29 + 30 = 20:59, outside', '20:29', '2026-06-15T00:59:00.000Z'],
    ['20:30 + 30 = 21:00, the start of quiet hours: deferred', '20:30', '2026-06-15T12:00:00.000Z'],
    ['20:45 + 30 = 21:15: deferred to 08:00', '20:45', '2026-06-15T12:00:00.000Z'],
  ])('quiet hours: %s', (_name, time, expected) => {
    const sent = wallTimeToInstant('2026-06-14', time, NY);
    expect(
      planNextNag({ style: 'standard', sentAttempt: 1, sentAt: sent, quietHours: NIGHT, zone: NY })?.at.toISOString(),
    ).toBe(expected);
  });

  it('without quiet hours (equal start and end) a late repeat is not deferred', () => {
    const sent = wallTimeToInstant('2026-06-14', '23:00', NY);
    expect(
      planNextNag({
        style: 'standard',
        sentAttempt: 1,
        sentAt: sent,
        quietHours: { start: '08:00', end: '08:00' },
        zone: NY,
      })?.at,
    ).toEqual(wallTimeToInstant('2026-06-14', '23:30', NY));
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses attempt %p', (sentAttempt) => {
    expect(() => planNextNag({ style: 'standard', sentAttempt, sentAt, quietHours: NIGHT, zone: NY })).toThrow(
      DomainError,
    );
  });

  it('refuses an unknown style', () => {
    expect(() => nagCap('frantic' as NagStyle)).toThrow(/Unknown nag style/);
  });
});

describe('isFinalNag', () => {
  it.each([
    ['standard', 10, true],
    ['standard', 9, false],
    ['standard', 1, false],
    ['gentle', 5, true],
    ['gentle', 4, false],
    ['relentless', 15, true],
    ['relentless', 10, false],
  ] as const)('%s nag %i: %s', (style, attempt, expected) => expect(isFinalNag(style, attempt)).toBe(expected));
});

describe('nagTone', () => {
  it.each([
    ['gentle', ['friendly', 'nudge', 'firm', 'urgent', 'final']],
    ['standard', ['friendly', 'nudge', 'nudge', 'nudge', 'firm', 'firm', 'firm', 'urgent', 'urgent', 'final']],
    [
      'relentless',
      [
        'friendly',
        'nudge',
        'nudge',
        'nudge',
        'nudge',
        'nudge',
        'firm',
        'firm',
        'firm',
        'firm',
        'urgent',
        'urgent',
        'urgent',
        'urgent',
        'final',
      ],
    ],
  ] as const)('%s escalates along the ladder', (style, tones) => {
    expect(Array.from({ length: nagCap(style) }, (_, i) => nagTone(style, i + 1))).toEqual(tones);
  });

  const RANK: Record<NagTone, number> = { friendly: 0, nudge: 1, firm: 2, urgent: 3, final: 4 };
  it.each(STYLES)(
    '%s: the first is friendly, the last final, never softer than the one before, every tone used',
    (style) => {
      const tones = Array.from({ length: nagCap(style) }, (_, i) => nagTone(style, i + 1));
      expect(tones[0]).toBe('friendly');
      expect(tones.at(-1)).toBe('final');
      tones.slice(1).forEach((tone, i) => expect(RANK[tone]).toBeGreaterThanOrEqual(RANK[tones[i]!]));
      expect(new Set(tones).size).toBe(5);
      expect(tones.filter((t) => t === 'final')).toHaveLength(1);
    },
  );

  it('past the cap is still final', () => expect(nagTone('standard', 11)).toBe('final'));
  it('refuses attempt 0', () => expect(() => nagTone('standard', 0)).toThrow(DomainError));
});
