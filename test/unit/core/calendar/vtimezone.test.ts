import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';
import { escapeText } from '#core/calendar/domain/ical-text';
import { describeZone, formatUtcOffset, vtimezoneLines, zoneTransitions } from '#core/calendar/domain/vtimezone';
import { instantToWallTime, wallTimeInstants } from '#core/kernel/wall-time';
import { DIFFERENTIAL_RUN, sampled, sampledZones } from '../../../support/differential-sample';

/** The observances (STANDARD/DAYLIGHT) of a VTIMEZONE's lines, each as its property lines. */
function observances(lines: readonly string[]): { kind: string; props: Record<string, string> }[] {
  const found: { kind: string; props: Record<string, string> }[] = [];
  for (const line of lines) {
    const begin = /^BEGIN:(STANDARD|DAYLIGHT)$/.exec(line);
    if (begin) found.push({ kind: begin[1]!, props: {} });
    else if (/^END:(STANDARD|DAYLIGHT)$/.test(line)) continue;
    else if (found.length && !line.startsWith('END:VTIMEZONE')) {
      const [name, value] = [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)];
      found.at(-1)!.props[name] = value;
    }
  }
  return found;
}

const row = (kind: string, dtstart: string, from: string, to: string, name?: string, rrule?: string) => ({
  kind,
  props: {
    DTSTART: dtstart,
    ...(rrule ? { RRULE: rrule } : {}),
    TZOFFSETFROM: from,
    TZOFFSETTO: to,
    ...(name ? { TZNAME: name } : {}),
  },
});

describe('zoneTransitions', () => {
  it.each([
    [
      'America/New_York',
      2026,
      [
        ['2026-03-08T07:00:00.000Z', -300, -240],
        ['2026-11-01T06:00:00.000Z', -240, -300],
      ],
    ],
    [
      'Europe/London',
      2026,
      [
        ['2026-03-29T01:00:00.000Z', 0, 60],
        ['2026-10-25T01:00:00.000Z', 60, 0],
      ],
    ],
    [
      'Europe/Berlin',
      2026,
      [
        ['2026-03-29T01:00:00.000Z', 60, 120],
        ['2026-10-25T01:00:00.000Z', 120, 60],
      ],
    ],
    // Southern hemisphere: summer time ends in April and starts in October.
    [
      'Australia/Sydney',
      2026,
      [
        ['2026-04-04T16:00:00.000Z', 660, 600],
        ['2026-10-03T16:00:00.000Z', 600, 660],
      ],
    ],
    // Brazil's last DST ended in February 2019: two changes in 2019's span, none in 2020's.
    [
      'America/Sao_Paulo',
      2018,
      [
        ['2018-02-18T02:00:00.000Z', -120, -180],
        ['2018-11-04T03:00:00.000Z', -180, -120],
      ],
    ],
    ['America/Sao_Paulo', 2019, [['2019-02-17T02:00:00.000Z', -120, -180]]],
    ['America/Sao_Paulo', 2020, []],
    ['Asia/Kolkata', 2026, []],
    ['UTC', 2026, []],
  ])('%s in %i', (zone, year, expected) => {
    const found = zoneTransitions(zone, year, year).map((t) => [
      new Date(t.at).toISOString(),
      t.offsetFrom,
      t.offsetTo,
    ]);
    expect(found).toEqual(expected);
  });

  it('finds two changes a year over a span, in order', () => {
    const transitions = zoneTransitions('America/New_York', 2020, 2032);
    expect(transitions).toHaveLength(26);
    transitions.forEach((t, i) => {
      expect(t.offsetTo).toBe(i % 2 === 0 ? -240 : -300);
      if (i > 0) expect(t.at).toBeGreaterThan(transitions[i - 1]!.at);
    });
  });
});

describe('vtimezoneLines: the changes from the span on, then the zone\u2019s current rules as RRULEs', () => {
  it.each([
    [
      // US rules since 2007: the second Sunday of March, the first of November, at 02:00 on the clock before.
      'America/New_York',
      2026,
      2026,
      [
        row('DAYLIGHT', '20260308T020000', '-0500', '-0400', 'EDT', 'FREQ=YEARLY;BYMONTH=3;BYDAY=2SU'),
        row('STANDARD', '20261101T020000', '-0400', '-0500', 'EST', 'FREQ=YEARLY;BYMONTH=11;BYDAY=1SU'),
      ],
    ],
    [
      // EU rules: the last Sundays of March and October at 01:00 UTC.
      'Europe/London',
      2026,
      2026,
      [
        row('DAYLIGHT', '20260329T010000', '+0000', '+0100', 'BST', 'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU'),
        row('STANDARD', '20261025T020000', '+0100', '+0000', 'GMT', 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'),
      ],
    ],
    [
      // Southern hemisphere: summer time ends on April's first Sunday and starts on October's.
      'Australia/Sydney',
      2026,
      2026,
      [
        row('STANDARD', '20260405T030000', '+1100', '+1000', 'AEST', 'FREQ=YEARLY;BYMONTH=4;BYDAY=1SU'),
        row('DAYLIGHT', '20261004T020000', '+1000', '+1100', 'AEDT', 'FREQ=YEARLY;BYMONTH=10;BYDAY=1SU'),
      ],
    ],
    [
      // The first Sunday on or after the 2nd (tzdata's Sun>=2), at midnight: the day a rule's days are written out.
      'America/Santiago',
      2026,
      2026,
      [
        row(
          'STANDARD',
          '20260405T000000',
          '-0300',
          '-0400',
          undefined,
          'FREQ=YEARLY;BYMONTH=4;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU',
        ),
        row(
          'DAYLIGHT',
          '20260906T000000',
          '-0400',
          '-0300',
          undefined,
          'FREQ=YEARLY;BYMONTH=9;BYMONTHDAY=2,3,4,5,6,7,8;BYDAY=SU',
        ),
      ],
    ],
    [
      // Israel: the Friday before March's last Sunday (Fri>=23), October's last Sunday.
      'Asia/Jerusalem',
      2026,
      2026,
      [
        row(
          'DAYLIGHT',
          '20260327T020000',
          '+0200',
          '+0300',
          undefined,
          'FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=23,24,25,26,27,28,29;BYDAY=FR',
        ),
        row('STANDARD', '20261025T020000', '+0300', '+0200', undefined, 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU'),
      ],
    ],
    [
      // A 45-minute zone with summer time in the south.
      'Pacific/Chatham',
      2026,
      2026,
      [
        row('STANDARD', '20260405T034500', '+1345', '+1245', undefined, 'FREQ=YEARLY;BYMONTH=4;BYDAY=1SU'),
        row('DAYLIGHT', '20260927T024500', '+1245', '+1345', undefined, 'FREQ=YEARLY;BYMONTH=9;BYDAY=-1SU'),
      ],
    ],
    [
      // Changes at midnight: DTSTART is the wall clock before the change, so the end of DST reads 00:00 on the 17th.
      'America/Sao_Paulo',
      2018,
      2021,
      [
        row('STANDARD', '20180218T000000', '-0200', '-0300'),
        row('DAYLIGHT', '20181104T000000', '-0300', '-0200'),
        row('STANDARD', '20190217T000000', '-0200', '-0300'),
      ],
    ],
    ['America/Sao_Paulo', 2020, 2027, [row('STANDARD', '19700101T000000', '-0300', '-0300')]],
    ['Asia/Kolkata', 2025, 2032, [row('STANDARD', '19700101T000000', '+0530', '+0530', 'IST')]],
    ['Asia/Tokyo', 2025, 2032, [row('STANDARD', '19700101T000000', '+0900', '+0900')]],
    ['UTC', 2025, 2032, [row('STANDARD', '19700101T000000', '+0000', '+0000', 'UTC')]],
  ])('%s %i-%i', (zone, fromYear, toYear, expected) => {
    const lines = vtimezoneLines(zone, fromYear, toYear);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VTIMEZONE', `TZID:${zone}`]);
    expect(lines.at(-1)).toBe('END:VTIMEZONE');
    expect(observances(lines)).toEqual(expected);
  });

  it('gives the same lines for the same zone and span', () => {
    expect(vtimezoneLines('Europe/Berlin', 2025, 2032)).toEqual([...vtimezoneLines('Europe/Berlin', 2025, 2032)]);
  });

  it('refuses an unknown zone', () => {
    expect(() => vtimezoneLines('Mars/Olympus_Mons', 2026, 2026)).toThrow('Unknown time zone');
  });

  it.each([
    // Morocco's changes follow Ramadan, not a yearly rule: listed one by one through 28 years past the span.
    ['Africa/Casablanca', 2024, 2038, 2066],
    // Egypt's summer time ends after October's last Thursday, which may be November 1st: no one-month rule.
    ['Africa/Cairo', 2024, 2038, 2066],
    ['America/New_York', 2024, 2038, Infinity],
    ['Asia/Tokyo', 2024, 2038, Infinity],
    ['America/Sao_Paulo', 2024, 2038, Infinity],
  ])('%s %i-%i says its offsets exactly through %s', (zone, fromYear, toYear, through) => {
    const described = describeZone(zone, fromYear, toYear);
    expect(described.exactThroughYear).toBe(through);
    expect(described.lines.some((line) => line.startsWith('RRULE:'))).toBe(
      through === Infinity && zone === 'America/New_York',
    );
  });
});

/**
 * Every instant checked: a point every `step` ms from `from` to `to`, plus an hour either side of each change. Given
 * `sample`, the points are sampled in CI (differential-sample.ts: the span's first and last always, `share` of the
 * rest by the seed); the instants around each change are always kept.
 */
function checkedInstants(
  zone: string,
  from: number,
  to: number,
  step: number,
  sample?: { what: string; share: number },
): number[] {
  const grid: number[] = [];
  for (let at = from; at < to; at += step) grid.push(at);
  const ends = new Set([grid[0], grid.at(-1)]);
  const instants = sample ? sampled(sample.what, grid, sample.share, (at) => ends.has(at)) : grid;
  for (const t of zoneTransitions(zone, new Date(from).getUTCFullYear(), new Date(to).getUTCFullYear())) {
    if (t.at >= from && t.at < to) instants.push(t.at - 3_600_000, t.at - 60_000, t.at, t.at + 3_600_000);
  }
  return instants.sort((a, b) => a - b);
}

/** Wall times ical.js places elsewhere than our wall-time module, reading the VTIMEZONE written for a feed of 2026. */
function icalJsMismatches(zone: string, instants: readonly number[]): string[] {
  const text = [...describeZone(zone, 2025, 2038).lines].join('\r\n');
  const tz = new ICAL.Timezone({ component: text, tzid: zone });
  const mismatches: string[] = [];
  for (const at of instants) {
    const { date, time } = instantToWallTime(new Date(at), zone);
    // Repeated wall times are left out: ical.js reads them as the later one (RFC 5545 and we take the first).
    if (wallTimeInstants(date, time, zone).length !== 1) continue;
    const [year, month, day] = date.split('-').map(Number) as [number, number, number];
    const [hour, minute] = time.split(':').map(Number) as [number, number];
    const local = ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: false }, tz);
    if (local.toUnixTime() * 1000 !== at) mismatches.push(`${date}T${time}`);
  }
  return mismatches;
}

describe('the VTIMEZONE holds for every later year: ical.js reads each wall time where our wall-time module puts it', () => {
  // Table: summer time north and south, by the date line, at midnight, half an hour, 45 minutes, Fri>=23, none at
  // all, and a zone whose summer time ended (its last offset holds for good). Every 5 hours of 2026-2030, every 61
  // hours to 2080, and an hour either side of every change; in CI every change and an eighth of the rest, by the seed.
  it.each([
    'America/New_York',
    'Europe/London',
    'Europe/Berlin',
    'Australia/Sydney',
    'Pacific/Auckland',
    'America/Santiago',
    'Australia/Lord_Howe',
    'Pacific/Chatham',
    'Asia/Jerusalem',
    'Asia/Kolkata',
    'Asia/Tokyo',
    'UTC',
    'America/Sao_Paulo',
    'Africa/Casablanca',
  ])(`%s, 2026-2080 (${DIFFERENTIAL_RUN})`, (zone) => {
    const near = checkedInstants(zone, Date.UTC(2026, 0, 1), Date.UTC(2031, 0, 1), 5 * 3_600_000, {
      what: `vtimezone ${zone} 2026-2030`,
      share: 1 / 8,
    });
    const far = checkedInstants(zone, Date.UTC(2031, 0, 1), Date.UTC(2081, 0, 1), 61 * 3_600_000, {
      what: `vtimezone ${zone} 2031-2080`,
      share: 1 / 8,
    });
    // Morocco's changes after 2066 (tzdata lists them to 2087) are past what its VTIMEZONE says.
    const cut = zone === 'Africa/Casablanca' ? Date.UTC(2066, 0, 1) : Infinity;
    expect(
      icalJsMismatches(
        zone,
        [...near, ...far].filter((at) => at < cut),
      ),
    ).toEqual([]);
  });

  // Every zone the runtime knows (in CI the key zones and a tenth of the rest, by the seed): around every change from
  // 2026 (the feed writes wall times from the year after its VTIMEZONE's first) to 2065, and every 9 days.
  it.each(sampledZones('vtimezone ical.js', 0.1))(
    `%s, around every change of 2026-2065 (${DIFFERENTIAL_RUN})`,
    (zone) => {
      const instants = checkedInstants(zone, Date.UTC(2026, 0, 1), Date.UTC(2066, 0, 1), 9 * 86_400_000);
      expect(icalJsMismatches(zone, instants)).toEqual([]);
    },
  );
});

describe('formatUtcOffset', () => {
  it.each([
    [0, '+0000'],
    [-300, '-0500'],
    [330, '+0530'],
    [345, '+0545'],
    [-570, '-0930'],
    [840, '+1400'],
    [19 + 32 / 60, '+001932'],
    [-(4 * 60 + 56 + 2 / 60), '-045602'],
  ])('%d minutes -> %s', (minutes, expected) => {
    expect(formatUtcOffset(minutes)).toBe(expected);
  });
});

describe(`observances without luxon, as luxon named them (${DIFFERENTIAL_RUN})`, () => {
  // The feed's bundle reads zones through Intl; each observance's kind (luxon's isInDST) and name (luxon's
  // offsetName, first locale with an abbreviation) must be what the luxon version wrote, in every zone: an
  // observance's instant is its DTSTART on the clock before it (the first one, the span's start).
  const luxonName = (zone: string, at: number) =>
    ['en-US', 'en-GB', 'en-AU', 'en-IN']
      .map((locale) => IANAZone.create(zone).offsetName(at, { format: 'short', locale }))
      .find((name) => name && !/^(GMT|UTC)[+\-\u2212]/.test(name));
  const instantOf = (dtstart: string, offsetFrom: string, spanStart: number) => {
    if (dtstart === '19700101T000000') return spanStart;
    const sign = offsetFrom.startsWith('-') ? -1 : 1;
    const minutes =
      sign *
      (Number(offsetFrom.slice(1, 3)) * 60 + Number(offsetFrom.slice(3, 5)) + Number(offsetFrom.slice(5, 7) || 0) / 60);
    const wall = Date.UTC(
      Number(dtstart.slice(0, 4)),
      Number(dtstart.slice(4, 6)) - 1,
      Number(dtstart.slice(6, 8)),
      Number(dtstart.slice(9, 11)),
      Number(dtstart.slice(11, 13)),
      Number(dtstart.slice(13, 15)),
    );
    return Math.round(wall - minutes * 60_000);
  };
  // Every zone the runtime knows; in CI the key zones (every kind of case) and a tenth of the rest, by the seed.
  it.each(sampledZones('vtimezone observances', 0.1))('%s', (zone) => {
    const [fromYear, toYear] = [2015, 2027];
    const found = observances(vtimezoneLines(zone, fromYear, toYear));
    const expected = found.map((o) => {
      const at = instantOf(o.props.DTSTART!, o.props.TZOFFSETFROM!, Date.UTC(fromYear, 0, 1));
      const name = luxonName(zone, at);
      return `${DateTime.fromMillis(at, { zone }).isInDST ? 'DAYLIGHT' : 'STANDARD'} ${name ? escapeText(name) : '-'}`;
    });
    expect(found.map((o) => `${o.kind} ${o.props.TZNAME ?? '-'}`)).toEqual(expected);
  });
});
