import { ContactRequest } from '#shared/contracts/contact';
import { Email, PersonName, textProblem } from '#shared/contracts/common';
import { TimeZone } from '#shared/contracts/time-zone';
import { SIGNUP_TIME_ZONES } from '#shared/timezones';
import { ReminderInput } from '#shared/contracts/tasks';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('textProblem: what no stored text may hold', () => {
  it.each([
    ['Ada', null],
    ['Zoë O’Brien-Łukasz', null],
    ['山田 太郎', null],
    ['👩🏽‍💻 Dev', null],
    ['مرحبا', null],
    ['a\u0000b', 'Name contains control characters (line breaks and tabs included)'],
    ['a\u0007b', 'Name contains control characters (line breaks and tabs included)'],
    ['line\nbreak', 'Name contains control characters (line breaks and tabs included)'],
    ['tab\there', 'Name contains control characters (line breaks and tabs included)'],
    ['del\u007F', 'Name contains control characters (line breaks and tabs included)'],
    ['evil\u202Egnp.exe', 'Name contains text-direction control characters'],
    ['\u202Aembedded', 'Name contains text-direction control characters'],
    ['iso\u2066late\u2069', 'Name contains text-direction control characters'],
    ['lone \uD800 high', 'Name contains an incomplete character (a lone surrogate)'],
    ['lone \uDC00 low', 'Name contains an incomplete character (a lone surrogate)'],
    ['\u200B\u200B', 'Name must contain visible characters'],
    ['\u200D\uFEFF\u2060', 'Name must contain visible characters'],
    ['\u3164', 'Name must contain visible characters'],
    [' \u00A0 ', 'Name must contain visible characters'],
    ['next\u0085line', 'Name contains control characters (line breaks and tabs included)'],
    ['c1\u009B', 'Name contains control characters (line breaks and tabs included)'],
    ['line\u2028sep', 'Name contains control characters (line breaks and tabs included)'],
    ['para\u2029sep', 'Name contains control characters (line breaks and tabs included)'],
    ['mark\u200Eltr', 'Name contains text-direction control characters'],
    ['mark\u200Frtl', 'Name contains text-direction control characters'],
    ['arabic\u061Cmark', 'Name contains text-direction control characters'],
    ['\u2800', 'Name must contain visible characters'],
    ['\u2800\u2800 \u2800', 'Name must contain visible characters'],
    ['\u0301\u0308\u0327', 'Name must contain visible characters'],
    ['\u034F\u20DD', 'Name must contain visible characters'],
    ['e\u0301', null],
    ['hidden\u{E0041}\u{E0042}', 'Name contains invisible tag characters'],
    ['\u{E0001}lang', 'Name contains invisible tag characters'],
    ['\u{E007F}', 'Name contains invisible tag characters'],
    ['Go \u{1F3F4}\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}!', null],
    ['\u{1F3F4}\u{E0067}\u{E0062}', 'Name contains invisible tag characters'],
  ])('%j -> %s', (value, expected) => expect(textProblem(value, 'Name')).toBe(expected));

  it('lets multi-line fields keep line breaks and tabs, and nothing else', () => {
    expect(textProblem('Hello,\r\n\tthanks\n', 'Message', { multiline: true })).toBeNull();
    expect(textProblem('bell\u0007', 'Message', { multiline: true })).toBe('Message contains control characters');
    expect(textProblem('\n\n\u200B', 'Message', { multiline: true })).toBe('Message must contain visible characters');
    expect(textProblem('one\u2028two', 'Message', { multiline: true })).toBe('Message contains control characters');
    expect(textProblem('one\u0085two', 'Message', { multiline: true })).toBe('Message contains control characters');
  });
});

describe('every stored free-text field uses it', () => {
  const contact = { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' };
  const reminder = { task: 'Water plants', scheduledDate: '2030-01-01', scheduledTime: '09:00', repeat: 'once' };

  it.each([
    [
      'PersonName',
      () => PersonName('First name').safeParse('A\u202Eda'),
      'First name contains text-direction control characters',
    ],
    ['PersonName', () => PersonName('Last name').safeParse('\u200B'), 'Last name must contain visible characters'],
    [
      'Email',
      () => Email.safeParse('ada\u0000@example.com'),
      'Email contains control characters (line breaks and tabs included)',
    ],
    [
      'contact name',
      () => ContactRequest.safeParse({ ...contact, name: 'x\u0001' }),
      'Name contains control characters (line breaks and tabs included)',
    ],
    [
      'contact subject',
      () => ContactRequest.safeParse({ ...contact, subject: 'x\u2067' }),
      'Subject contains text-direction control characters',
    ],
    [
      'contact message',
      () => ContactRequest.safeParse({ ...contact, message: '\uDBFF' }),
      'Message contains an incomplete character (a lone surrogate)',
    ],
    [
      'task',
      () => ReminderInput.safeParse({ ...reminder, task: 'Pay\u0000rent' }),
      'Task contains control characters (line breaks and tabs included)',
    ],
    [
      'task',
      () => ReminderInput.safeParse({ ...reminder, task: '\u200B\u200C' }),
      'Task must contain visible characters',
    ],
  ])('%s', (_field, parse, message) => expect(firstIssue(parse())).toBe(message));

  it('keeps ordinary values as they were', () => {
    expect(ContactRequest.parse({ ...contact, message: 'Line one\nLine two' }).message).toBe('Line one\nLine two');
    expect(ReminderInput.parse({ ...reminder, task: 'Call Mom ☎️' }).task).toBe('Call Mom ☎️');
  });
});

describe('TimeZone', () => {
  it.each([
    ['America/New_York', 'America/New_York'],
    ['america/los_angeles', 'America/Los_Angeles'],
    ['PACIFIC/HONOLULU', 'Pacific/Honolulu'],
    [' Europe/London ', 'Europe/London'],
    ['US/Pacific', 'America/Los_Angeles'],
    // The runtime resolves these to their old names; the current ones are kept.
    ['Asia/Kolkata', 'Asia/Kolkata'],
    ['asia/calcutta', 'Asia/Kolkata'],
    ['America/Indiana/Indianapolis', 'America/Indiana/Indianapolis'],
    ['America/Kentucky/Louisville', 'America/Kentucky/Louisville'],
    ['Europe/Kyiv', 'Europe/Kyiv'],
  ])('%j is stored as %s', (typed, canonical) => expect(TimeZone.parse(typed)).toBe(canonical));

  it.each(['Mars/Olympus_Mons', '', 'America/Nowhere'])('%j is refused by name', (typed) => {
    expect(firstIssue(TimeZone.safeParse(typed))).toMatch(/^Unknown time zone/);
  });
});

it('every zone of the list users and admins choose from is stored as listed', () => {
  for (const zone of SIGNUP_TIME_ZONES.map((z) => z.value)) expect(TimeZone.parse(zone)).toBe(zone);
});
