import { formatPhone, maskPhone, normalizePhone, toE164 } from '#shared/phone';

describe('normalizePhone', () => {
  it.each([
    ['15551234567', '+15551234567'], // 11 digits starting with 1
    ['5551234567', '+15551234567'], // 10 digits
    ['(555) 123-4567', '+15551234567'], // separators people type are ignored when counting
    ['1 555.123.4567', '+15551234567'],
    ['+44 7911 123456', '+447911123456'],
    ['25551234567', '25551234567'], // anything else: as typed
    ['abc', 'abc'],
  ])('%s -> %s', (typed, sent) => expect(normalizePhone(typed)).toBe(sent));
});

describe('toE164', () => {
  it.each([
    ['+15551234567', '+15551234567'], // the 555 test numbers are accepted
    ['(202) 555-0123', '+12025550123'],
    ['+447911123456', '+447911123456'],
    ['+33612345678', '+33612345678'],
    ['12345', null],
    ['+1123456789', null], // North American area codes start 2-9
    ['+4479111', null], // too short for the UK
    ['abc', null],
    ['', null],
  ])('%s -> %s', (typed, e164) => expect(toE164(typed)).toBe(e164));
});

it('maskPhone keeps only the last four digits', () => {
  expect(maskPhone('+15551234567')).toBe('********4567');
});

describe('formatPhone', () => {
  it.each([
    ['+14155550199', '+1 415-555-0199'],
    ['+15551234567', '+1 555-123-4567'],
    ['+447400123456', '+44 7400 123456'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['not a number', 'not a number'],
  ])('%s -> %s', (e164, shown) => expect(formatPhone(e164)).toBe(shown));
});
