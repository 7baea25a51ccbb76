import { TaskHistory } from '#shared/contracts/tasks';
import { IsoDate, OtpCode, WallTime } from '#shared/contracts/common';
import { UpdateProfileRequest } from '#shared/contracts/person-edits';
import { PhoneOnly } from '#shared/contracts/phone-requests';
import { TimeZone } from '#shared/contracts/time-zone';

const ok = (schema: { safeParse(v: unknown): { success: boolean } }, value: unknown) => schema.safeParse(value).success;

describe('shared contract building blocks', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['26-1-1', false],
  ])('IsoDate %s is %s', (value, valid) => expect(ok(IsoDate, value)).toBe(valid));

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:00', false],
    ['09:60', false],
  ])('WallTime %s is %s', (value, valid) => expect(ok(WallTime, value)).toBe(valid));

  it.each([
    ['123456', true],
    [' 123456 ', true],
    ['12345', false],
    ['1234567', false],
    ['12a456', false],
    [123456, false],
  ])('OtpCode %j is %s', (value, valid) => expect(ok(OtpCode, value)).toBe(valid));

  it.each([
    ['America/New_York', true],
    ['Pacific/Guam', true],
    ['Mars/Base', false],
    ['', false],
  ])('TimeZone %s is %s', (value, valid) => expect(ok(TimeZone, value)).toBe(valid));

  it('gives a phone number back in E.164 and names the problem otherwise', () => {
    expect(PhoneOnly.parse({ phoneNumber: '555 123 4567' })).toEqual({ phoneNumber: '+15551234567' });
    const refused = PhoneOnly.safeParse({ phoneNumber: '12' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/^Invalid phone number format/);
  });

  it('refuses unknown fields and an empty profile update', () => {
    expect(ok(UpdateProfileRequest, { role: 'admin' })).toBe(false);
    expect(ok(UpdateProfileRequest, {})).toBe(false);
    expect(ok(UpdateProfileRequest, { firstName: 'Ada' })).toBe(true);
  });
});

describe('TaskHistory insights', () => {
  const figures = {
    firstText: 3,
    afterNags: [{ nags: 2, count: 1 }],
    ignored: 1,
    skipped: 0,
    medianMinutesToDone: 12,
    doneByHour: Array.from({ length: 24 }, () => 0),
    doneByWeekday: [1, 1, 1, 1, 0, 0, 0],
  };
  it.each([
    ['the count alone (fewer than 5)', { occurrences: 4 }, true],
    [
      'figures with a pattern',
      { occurrences: 5, figures: { ...figures, pattern: { kind: 'fastest', on: 'weekends' } } },
      true,
    ],
    [
      'a part of the day',
      { occurrences: 5, figures: { ...figures, pattern: { kind: 'mostly', in: 'evening' } } },
      true,
    ],
    ['23 hours', { occurrences: 5, figures: { ...figures, doneByHour: figures.doneByHour.slice(1) } }, false],
    [
      'an unknown pattern',
      { occurrences: 5, figures: { ...figures, pattern: { kind: 'mostly', in: 'lunch' } } },
      false,
    ],
    ['a negative count', { occurrences: -1 }, false],
  ])('%s', (_label, insights, valid) => expect(ok(TaskHistory, { occurrences: [], insights })).toBe(valid));
});
