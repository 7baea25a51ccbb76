import { IANAZone } from 'luxon';
import { zoneOffsets } from '#core/kernel/zone-offset';
import { DIFFERENTIAL_RUN, sampledZones } from '../../../support/differential-sample';

// zone-offset reads offsets the way luxon's IANAZone does, so the wall-time functions need no luxon in the
// bundles: the two must agree on every zone the runtime knows, at every kind of instant.
const HOUR_MS = 3_600_000;
const instants = [
  ...Array.from({ length: 120 }, (_, i) =>
    Date.UTC(1900 + i * 2, (i * 5) % 12, 1 + (i % 28), i % 24, (i * 7) % 60, (i * 13) % 60, i * 37),
  ),
  // Every hour across the 2026 northern and southern DST changes, a few milliseconds either side of the hour.
  ...Array.from({ length: 72 }, (_, i) => Date.UTC(2026, 2, 7) + i * HOUR_MS - 1),
  ...Array.from({ length: 72 }, (_, i) => Date.UTC(2026, 9, 31) + i * HOUR_MS + 1),
  ...Array.from({ length: 72 }, (_, i) => Date.UTC(2026, 3, 4) + i * HOUR_MS),
  Date.UTC(50, 0, 1),
  -62_198_755_200_000 /* 0001-01-01 */,
  -62_198_755_200_001,
  8.64e15,
  -8.64e15,
  0,
  -1,
];

describe(`zone offsets from Intl, as luxon reads them (${DIFFERENTIAL_RUN})`, () => {
  // Every zone the runtime knows; in CI the key zones (every kind of case) and a tenth of the rest, by the seed.
  it.each(sampledZones('zone-offset zones', 0.1))('%s', (zone) => {
    const ours = zoneOffsets(zone)!;
    const luxon = IANAZone.create(zone);
    expect(ours).not.toBeNull();
    for (const at of instants) expect([at, ours.offset(at)]).toEqual([at, luxon.offset(at)]);
  });

  it.each(['UTC', 'utc', 'Etc/GMT+5', 'america/los_angeles', 'EST5EDT', 'Asia/Kathmandu', 'Pacific/Chatham'])(
    'takes the names Intl takes: %s',
    (zone) => {
      expect(zoneOffsets(zone)?.offset(Date.UTC(2026, 6, 1))).toBe(IANAZone.create(zone).offset(Date.UTC(2026, 6, 1)));
    },
  );

  it.each(['', 'Mars/Base', 'America/Nowhere', 'GMT+25', 'not a zone'])('knows no zone %j, as luxon', (zone) => {
    expect(zoneOffsets(zone)).toBeNull();
    expect(IANAZone.create(zone).isValid).toBe(false);
  });

  it('gives NaN for an invalid instant', () => {
    expect(zoneOffsets('UTC')!.offset(Number.NaN)).toBeNaN();
  });
});
