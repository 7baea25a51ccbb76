import { configuredEscalationCaps } from '#core/escalation/domain/escalation-caps';

describe('configuredEscalationCaps', () => {
  it.each<[string | undefined, string | undefined, { callsPerMonth: number; buddyTextsPerMonth: number }]>([
    [undefined, undefined, { callsPerMonth: 30, buddyTextsPerMonth: 60 }],
    ['', '', { callsPerMonth: 30, buddyTextsPerMonth: 60 }],
    ['5', '10', { callsPerMonth: 5, buddyTextsPerMonth: 10 }],
    // 0 turns one off.
    ['0', '0', { callsPerMonth: 0, buddyTextsPerMonth: 0 }],
  ])('MONTHLY_CALL_CAP=%p, MONTHLY_BUDDY_TEXT_CAP=%p', (calls, buddyTexts, caps) => {
    expect(configuredEscalationCaps(calls, buddyTexts)).toEqual(caps);
  });

  it.each([
    ['-1', 'MONTHLY_CALL_CAP'],
    ['2.5', 'MONTHLY_CALL_CAP'],
    ['many', 'MONTHLY_CALL_CAP'],
  ])('refuses %p, naming the setting', (value, name) => {
    expect(() => configuredEscalationCaps(value)).toThrow(`${name} must be a whole number of at least 0: ${value}`);
  });
});
