import ICAL from 'ical.js';
import { DateTime, IANAZone } from 'luxon';
import { escapeText } from '../../../../lambdas/core/calendar/domain/ical-text';
import { formatUtcOffset, vtimezoneLines, zoneTransitions } from '../../../../lambdas/core/calendar/domain/vtimezone';
import { instantToWallTime, wallTimeInstants } from '../../../../lambdas/core/kernel/wall-time';
import { DIFFERENTIAL_RUN, nearOffsetChange, sampled, sampledZones } from '../../../support/differential-sample';

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

const row = (kind: string, dtstart: string, from: string, to: string, name?: string) => ({
  kind,
  props: { DTSTART: dtstart, TZOFFSETFROM: from, TZOFFSETTO: to, ...(name ? { TZNAME: name } : {}) },
});

describe('zoneTransitions', () => {
  it.each([
    ['America/New_York', 2026, [['2026-03-08T07:00:00.000Z', -300, -240], ['2026-11-01T06:00:00.000Z', -240, -300]]],
    ['Europe/London', 2026, [['2026-03-29T01:00:00.000Z', 0, 60], ['2026-10-25T01:00:00.000Z', 60, 0]]],
    ['Europe/Berlin', 2026, [['2026-03-29T01:00:00.000Z', 60, 120], ['2026-10-25T01:00:00.000Z', 120, 60]]],
    // Southern hemisphere: summer time ends in April and starts in October.
    ['Australia/Sydney', 2026, [['2026-04-04T16:00:00.000Z', 660, 600], ['2026-10-03T16:00:00.000Z', 600, 660]]],
    // Brazil's last DST ended in February 2019: two changes in 2019's span, none in 2020's.
    ['America/Sao_Paulo', 2018, [['2018-02-18T02:00:00.000Z', -120, -180], ['2018-11-04T03:00:00.000Z', -180, -120]]],
    ['America/Sao_Paulo', 2019, [['2019-02-17T02:00:00.000Z', -120, -180]]],
    ['America/Sao_Paulo', 2020, []],
    ['Asia/Kolkata', 2026, []],
    ['UTC', 2026, []],
  ])('%s in %i', (zone, year, expected) => {
    const found = zoneTransitions(zone, year, year).map((t) => [new Date(t.at).toISOString(), t.offsetFrom, t.offsetTo]);
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

describe('vtimezoneLines', () => {
  it.each([
    [
      'America/New_York', 2026, 2026,
      [row('DAYLIGHT', '20260308T020000', '-0500', '-0400', 'EDT'), row('STANDARD', '20261101T020000', '-0400', '-0500', 'EST')],
    ],
    [
      'Europe/London', 2026, 2026,
      [row('DAYLIGHT', '20260329T010000', '+0000', '+0100', 'BST'), row('STANDARD', '20261025T020000', '+0100', '+0000', 'GMT')],
    ],
    [
      'Australia/Sydney', 2026, 2026,
      [row('STANDARD', '20260405T030000', '+1100', '+1000', 'AEST'), row('DAYLIGHT', '20261004T020000', '+1000', '+1100', 'AEDT')],
    ],
    [
      // Changes at midnight: DTSTART is the wall clock before the change, so the end of DST reads 00:00 on the 17th.
      'America/Sao_Paulo', 2018, 2021,
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

  // Read back by ical.js, the VTIMEZONE must place every wall time of the span where our wall-time module does.
  // Repeated wall times are left out: ical.js reads them as the later one (RFC 5545 and we take the first).
  // In CI, the four days around each offset change and the span's ends always, an eighth of the rest by the seed.
  it.each(['America/New_York', 'Europe/London', 'Australia/Sydney', 'America/Sao_Paulo', 'Asia/Kolkata'])(
    `%s: ical.js reads the same offsets every 5 hours of 2019-2028 (${DIFFERENTIAL_RUN})`,
    (zone) => {
      const text = [...vtimezoneLines(zone, 2018, 2028)].join('\r\n');
      const tz = new ICAL.Timezone({ component: text, tzid: zone });
      const mismatches: string[] = [];
      const every5Hours: number[] = [];
      for (let at = Date.UTC(2019, 0, 1); at < Date.UTC(2029, 0, 1); at += 5 * 3_600_000) every5Hours.push(at);
      const near = nearOffsetChange(zone, Date.UTC(2019, 0, 1), Date.UTC(2029, 0, 1), 2 * 86_400_000);
      for (const at of sampled(`vtimezone ical.js ${zone}`, every5Hours, 1 / 8, near)) {
        const { date, time } = instantToWallTime(new Date(at), zone);
        if (wallTimeInstants(date, time, zone).length !== 1) continue;
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        const [hour, minute] = time.split(':').map(Number) as [number, number];
        const local = ICAL.Time.fromData({ year, month, day, hour, minute, second: 0, isDate: false }, tz);
        if (local.toUnixTime() * 1000 !== at) mismatches.push(`${date}T${time}`);
      }
      expect(mismatches).toEqual([]);
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
  // offsetName, first locale with an abbreviation) must be what the luxon version wrote, in every zone.
  const luxonName = (zone: string, at: number) =>
    ['en-US', 'en-GB', 'en-AU', 'en-IN'].map((locale) => IANAZone.create(zone).offsetName(at, { format: 'short', locale }))
      .find((name) => name && !/^(GMT|UTC)[+\-\u2212]/.test(name));
  // Every zone the runtime knows; in CI the key zones (every kind of case) and a tenth of the rest, by the seed.
  it.each(sampledZones('vtimezone observances', 0.1))('%s', (zone) => {
    const [fromYear, toYear] = [2015, 2027];
    const starts = [Date.UTC(fromYear, 0, 1), ...zoneTransitions(zone, fromYear, toYear).map((t) => t.at)];
    const expected = starts.map((at) => {
      const name = luxonName(zone, at);
      return `${DateTime.fromMillis(at, { zone }).isInDST ? 'DAYLIGHT' : 'STANDARD'} ${name ? escapeText(name) : '-'}`;
    });
    const found = observances(vtimezoneLines(zone, fromYear, toYear)).map((o) => `${o.kind} ${o.props.TZNAME ?? '-'}`);
    // The span's first year without a change starts with one observance at its offset; otherwise the first is a change.
    expect(found).toEqual(found.length === starts.length ? expected : expected.slice(1));
  });
});
