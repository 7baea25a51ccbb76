import { monthsAfter } from '../../../../local/stripe-sandbox/billing-calendar';

const at = (iso: string) => Date.parse(iso) / 1000;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

describe('monthsAfter: monthly periods keep the anchor day, or the last day of a shorter month', () => {
  it.each([
    ['2026-11-23T12:00:00.000Z', 1, '2026-12-23T12:00:00.000Z'],
    ['2026-12-15T08:30:00.000Z', 1, '2027-01-15T08:30:00.000Z'],
    ['2027-01-31T00:00:00.000Z', 1, '2027-02-28T00:00:00.000Z'],
    ['2027-01-31T00:00:00.000Z', 2, '2027-03-31T00:00:00.000Z'],
    ['2028-01-30T00:00:00.000Z', 1, '2028-02-29T00:00:00.000Z'],
    ['2026-05-31T23:59:59.000Z', 12, '2027-05-31T23:59:59.000Z'],
  ])('%s + %i month(s) = %s', (start, months, end) => expect(iso(monthsAfter(at(start), months))).toBe(end));
});
