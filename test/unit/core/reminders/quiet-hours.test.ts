import { deferOutOfQuietHours, isInQuietHours, type QuietHours } from '#core/reminders/domain/quiet-hours';
import { DomainError } from '#core/kernel/errors';
import { instantToWallTime, wallTimeToInstant } from '#core/kernel/wall-time';

const NY = 'America/New_York';
const LONDON = 'Europe/London';
const KOLKATA = 'Asia/Kolkata';
const AUCKLAND = 'Pacific/Auckland';

const NIGHT: QuietHours = { start: '21:00', end: '08:00' };
const LUNCH: QuietHours = { start: '13:00', end: '14:00' };
const NONE: QuietHours = { start: '08:00', end: '08:00' };
const EARLY: QuietHours = { start: '00:00', end: '06:00' };
const TO_MIDNIGHT: QuietHours = { start: '22:00', end: '00:00' };

/** A local wall time in New York in January (EST), plus seconds. */
const ny = (time: string, seconds = 0, date = '2026-01-15') =>
  new Date(wallTimeToInstant(date, time, NY).getTime() + seconds * 1000);

describe('isInQuietHours', () => {
  it.each([
    ['spanning midnight: 20:59', NIGHT, ny('20:59'), false],
    ['spanning midnight: 20:59:59', NIGHT, ny('20:59', 59), false],
    ['spanning midnight: start is inclusive', NIGHT, ny('21:00'), true],
    ['spanning midnight: 23:59', NIGHT, ny('23:59'), true],
    ['spanning midnight: 00:00', NIGHT, ny('00:00'), true],
    ['spanning midnight: 03:00', NIGHT, ny('03:00'), true],
    ['spanning midnight: 07:59', NIGHT, ny('07:59'), true],
    ['spanning midnight: 07:59:59', NIGHT, ny('07:59', 59), true],
    ['spanning midnight: end is exclusive', NIGHT, ny('08:00'), false],
    ['spanning midnight: noon', NIGHT, ny('12:00'), false],
    ['not spanning: 12:59', LUNCH, ny('12:59'), false],
    ['not spanning: 13:00', LUNCH, ny('13:00'), true],
    ['not spanning: 13:30', LUNCH, ny('13:30'), true],
    ['not spanning: 13:59:59', LUNCH, ny('13:59', 59), true],
    ['not spanning: 14:00', LUNCH, ny('14:00'), false],
    ['not spanning: midnight', LUNCH, ny('00:00'), false],
    ['equal start and end: 08:00', NONE, ny('08:00'), false],
    ['equal start and end: 03:00', NONE, ny('03:00'), false],
    ['equal start and end: 21:00', NONE, ny('21:00'), false],
    ['from midnight: 00:00', EARLY, ny('00:00'), true],
    ['from midnight: 05:59', EARLY, ny('05:59'), true],
    ['from midnight: 06:00', EARLY, ny('06:00'), false],
    ['from midnight: 23:59', EARLY, ny('23:59'), false],
    ['to midnight: 22:00', TO_MIDNIGHT, ny('22:00'), true],
    ['to midnight: 23:59', TO_MIDNIGHT, ny('23:59'), true],
    ['to midnight: 00:00', TO_MIDNIGHT, ny('00:00'), false],
  ])('%s', (_name, quiet, at, expected) => {
    expect(isInQuietHours(at, quiet, NY)).toBe(expected);
  });

  it.each([
    ['Kolkata 21:30 IST (16:00Z)', '2026-06-01T16:00:00Z', KOLKATA, true],
    ['Kolkata 07:59 IST (02:29Z)', '2026-06-01T02:29:00Z', KOLKATA, true],
    ['Kolkata 08:00 IST (02:30Z)', '2026-06-01T02:30:00Z', KOLKATA, false],
    ['Kolkata 20:59 IST (15:29Z)', '2026-06-01T15:29:00Z', KOLKATA, false],
    ['Auckland 07:59 NZST (19:59Z the day before)', '2026-07-14T19:59:00Z', AUCKLAND, true],
    ['Auckland 08:59 NZST (20:59Z the day before)', '2026-07-14T20:59:00Z', AUCKLAND, false],
    ['NY 22:00 EDT is 02:00Z, quiet in NY', '2026-06-16T02:00:00Z', NY, true],
    ['the same instant is 07:30 in Kolkata, quiet', '2026-06-16T02:00:00Z', KOLKATA, true],
    ['and 03:00 BST in London, quiet', '2026-06-16T02:00:00Z', LONDON, true],
    ['and 14:00 NZST in Auckland, not quiet', '2026-06-16T02:00:00Z', AUCKLAND, false],
    ['NY 01:30 EDT, the first pass on fall-back night', '2026-11-01T05:30:00Z', NY, true],
    ['NY 01:30 EST, the second pass', '2026-11-01T06:30:00Z', NY, true],
  ])("21:00-08:00 in the owner's zone: %s", (_name, iso, zone, expected) => {
    expect(isInQuietHours(new Date(iso), NIGHT, zone)).toBe(expected);
  });

  it.each([[{ start: '9:00', end: '08:00' }], [{ start: '21:00', end: '24:00' }], [{ start: '', end: '08:00' }]])(
    'refuses malformed quiet hours %o',
    (quiet) => {
      expect(() => isInQuietHours(ny('12:00'), quiet, NY)).toThrow(DomainError);
    },
  );
});

describe('deferOutOfQuietHours', () => {
  it.each([
    ['outside: unchanged', NIGHT, NY, ny('12:00').toISOString(), ny('12:00').toISOString()],
    [
      'outside, a second before the start: unchanged',
      NIGHT,
      NY,
      ny('20:59', 59).toISOString(),
      ny('20:59', 59).toISOString(),
    ],
    ['at the end: unchanged', NIGHT, NY, ny('08:00').toISOString(), ny('08:00').toISOString()],
    ['evening -> 08:00 the next day', NIGHT, NY, ny('22:00').toISOString(), '2026-01-16T13:00:00.000Z'],
    ['at the start -> 08:00 the next day', NIGHT, NY, ny('21:00').toISOString(), '2026-01-16T13:00:00.000Z'],
    ['23:59:59 -> 08:00 the next day', NIGHT, NY, ny('23:59', 59).toISOString(), '2026-01-16T13:00:00.000Z'],
    ['after midnight -> 08:00 the same day', NIGHT, NY, ny('03:00').toISOString(), '2026-01-15T13:00:00.000Z'],
    ['07:59:30 -> 08:00 the same day', NIGHT, NY, ny('07:59', 30).toISOString(), '2026-01-15T13:00:00.000Z'],
    ['not spanning: 13:30 -> 14:00', LUNCH, NY, ny('13:30').toISOString(), '2026-01-15T19:00:00.000Z'],
    ['no quiet hours: unchanged at 03:00', NONE, NY, ny('03:00').toISOString(), ny('03:00').toISOString()],
    [
      'to midnight: 23:00 -> 00:00 the next day',
      TO_MIDNIGHT,
      NY,
      ny('23:00').toISOString(),
      '2026-01-16T05:00:00.000Z',
    ],
    // The night the US clocks spring forward (EST 22:00 -> EDT 08:00: only 9 hours later).
    ['NY spring-forward night from 22:00 EST', NIGHT, NY, '2026-03-08T03:00:00.000Z', '2026-03-08T12:00:00.000Z'],
    ['NY spring-forward night from 01:30 EST', NIGHT, NY, '2026-03-08T06:30:00.000Z', '2026-03-08T12:00:00.000Z'],
    ['NY spring-forward night from 03:30 EDT', NIGHT, NY, '2026-03-08T07:30:00.000Z', '2026-03-08T12:00:00.000Z'],
    // The night they fall back (EDT 22:00 -> EST 08:00: 11 hours later).
    ['NY fall-back night from 22:00 EDT', NIGHT, NY, '2026-11-01T02:00:00.000Z', '2026-11-01T13:00:00.000Z'],
    [
      'NY fall-back night from 01:30 EST (second pass)',
      NIGHT,
      NY,
      '2026-11-01T06:30:00.000Z',
      '2026-11-01T13:00:00.000Z',
    ],
    ['London into BST: 23:00 GMT -> 08:00 BST', NIGHT, LONDON, '2026-03-28T23:00:00.000Z', '2026-03-29T07:00:00.000Z'],
    ['London into GMT: 22:00 BST -> 08:00 GMT', NIGHT, LONDON, '2026-10-24T21:00:00.000Z', '2026-10-25T08:00:00.000Z'],
    // An end time the clocks skip moves to the next valid minute; one they repeat is its next instant.
    [
      'end 02:30 skipped by spring forward -> 03:00 EDT',
      { start: '23:00', end: '02:30' },
      NY,
      '2026-03-08T06:00:00.000Z',
      '2026-03-08T07:00:00.000Z',
    ],
    [
      'end 02:30 skipped, from the evening before',
      { start: '23:00', end: '02:30' },
      NY,
      '2026-03-08T04:30:00.000Z',
      '2026-03-08T07:00:00.000Z',
    ],
    [
      'end 01:30 repeated, first pass -> first 01:30',
      { start: '00:00', end: '01:30' },
      NY,
      '2026-11-01T05:10:00.000Z',
      '2026-11-01T05:30:00.000Z',
    ],
    [
      'end 01:30 repeated, second pass -> second 01:30',
      { start: '00:00', end: '01:30' },
      NY,
      '2026-11-01T06:10:00.000Z',
      '2026-11-01T06:30:00.000Z',
    ],
    // Zones ahead of UTC: the local date is not the UTC date.
    ['Kolkata 21:30 IST -> 08:00 IST next day', NIGHT, KOLKATA, '2026-06-01T16:00:00.000Z', '2026-06-02T02:30:00.000Z'],
    [
      'Kolkata 01:30 IST (still the previous UTC day) -> 08:00 IST',
      NIGHT,
      KOLKATA,
      '2026-06-01T20:00:00.000Z',
      '2026-06-02T02:30:00.000Z',
    ],
    [
      'Auckland into NZDT: 22:00 NZST -> 08:00 NZDT',
      NIGHT,
      AUCKLAND,
      '2026-09-26T10:00:00.000Z',
      '2026-09-26T19:00:00.000Z',
    ],
    [
      'Auckland into NZST: 23:00 NZDT -> 08:00 NZST',
      NIGHT,
      AUCKLAND,
      '2026-04-04T10:00:00.000Z',
      '2026-04-04T20:00:00.000Z',
    ],
    [
      'Auckland 06:00 NZST (18:00Z the day before) -> 08:00',
      NIGHT,
      AUCKLAND,
      '2026-07-14T18:00:00.000Z',
      '2026-07-14T20:00:00.000Z',
    ],
  ])('%s', (_name, quiet, zone, atIso, expected) => {
    expect(deferOutOfQuietHours(new Date(atIso), quiet, zone).toISOString()).toBe(expected);
  });

  it.each([
    [NY, '2026-03-06'],
    [NY, '2026-10-30'],
    [LONDON, '2026-03-27'],
    [LONDON, '2026-10-23'],
    [AUCKLAND, '2026-09-25'],
    [AUCKLAND, '2026-04-03'],
    [KOLKATA, '2026-06-01'],
  ])(
    'in %s from %s for three days, every 10 minutes: deferral is out of quiet hours, never earlier, and at 08:00 local when moved',
    (zone, date) => {
      const start = wallTimeToInstant(date, '00:00', zone).getTime();
      for (let minute = 0; minute < 3 * 24 * 60; minute += 10) {
        const at = new Date(start + minute * 60_000);
        const deferred = deferOutOfQuietHours(at, NIGHT, zone);
        expect(isInQuietHours(deferred, NIGHT, zone)).toBe(false);
        expect(deferred.getTime()).toBeGreaterThanOrEqual(at.getTime());
        if (deferred.getTime() !== at.getTime()) {
          expect(instantToWallTime(deferred, zone).time).toBe('08:00');
          expect(deferred.getTime() - at.getTime()).toBeLessThanOrEqual(12 * 3_600_000);
        }
      }
    },
  );
});
