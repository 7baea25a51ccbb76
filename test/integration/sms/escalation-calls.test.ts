import { request } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession } from '../../support/reminder-session';

let app: LocalApp;
beforeAll(async () => { app = await startLocalApp(); });
afterAll(() => app?.stop());

const { subscribedUser, daytimeZone, wallTimeIn, textsTo, callsTo, nagsTo, advance } = reminderSession(() => app);

const profileOf = async (token: string) => (await request(app.baseUrl, 'GET', '/api/user/profile', { token })).body as Record<string, unknown>;
const consentToCalls = (token: string, on = true) => request(app.baseUrl, 'PUT', '/api/user/profile', { token, body: { callConsent: on } });
const devSms = async (phone: string) =>
  ((await (await fetch(`${app.baseUrl}/dev/sms?phone=${encodeURIComponent(phone)}`)).json()) as { messages: { channel: string; body: string; status: string }[] }).messages;
const setMode = (phone: string, mode: 'ok' | 'fail') => request(app.baseUrl, 'POST', '/dev/sms/fail', { body: { phone, mode } });

describe('escalation past the text on the local stack (DynamoDB Local, the phone simulator)', () => {
  it('a reminder ignored to its call: consent first, then one call with the 4th text, listed as voice in /dev/sms', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    const when = wallTimeIn(5, zone);
    const refused = await request(app.baseUrl, 'POST', '/api/tasks', { token, body: { task: 'Call the dentist', ...when, repeat: 'once', callAfterNags: 3 } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: { code: 'validation_failed', message: 'Turn on calls in Settings before asking NagText to call you.' } });
    expect((await request(app.baseUrl, 'POST', '/api/tasks', { token, body: { task: 'X', ...when, repeat: 'once', callAfterNags: 11 } })).status).toBe(400);

    const asked = app.runtime.clock.now().getTime();
    const consented = await consentToCalls(token);
    expect(consented.status).toBe(200);
    const consentAt = (consented.body as { callConsentAt: string }).callConsentAt;
    expect(Date.parse(consentAt)).toBeGreaterThanOrEqual(asked);
    expect(Date.parse(consentAt)).toBeLessThanOrEqual(app.runtime.clock.now().getTime());
    // Saving it on again keeps when it was first given.
    await advance(1);
    expect((await consentToCalls(token)).body).toMatchObject({ callConsentAt: consentAt });

    const created = await request(app.baseUrl, 'POST', '/api/tasks', { token, body: { task: 'Call the dentist', ...when, repeat: 'once', callAfterNags: 3 } });
    expect(created.body).toMatchObject({ callAfterNags: 3, tellBuddy: false });
    await advance(3 * 60);
    expect(nagsTo(phone).length).toBeGreaterThanOrEqual(5);
    expect(callsTo(phone).map((c) => c.body)).toEqual(["This is NagText with your reminder: Call the dentist. Reply DONE by text when it's done. NagText's number is +1 555-000-0000."]);
    const listed = await devSms(phone);
    expect(listed.filter((m) => m.channel === 'voice')).toEqual([expect.objectContaining({ status: 'delivered' })]);
    expect(listed.filter((m) => m.channel === 'sms').length).toBe(textsTo(phone).length);
    expect((await profileOf(token)).escalation).toMatchObject({ callsThisMonth: 1, callsMonthlyLimit: 30 });
  });

  it('a failing number: the banner\'s mark, one retry after 10 minutes, then the nag becomes a call; a delivered text clears the mark', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    await consentToCalls(token);
    await setMode(phone, 'fail');
    await request(app.baseUrl, 'POST', '/api/tasks', { token, body: { task: 'Take meds', ...wallTimeIn(2, zone), repeat: 'once' } });
    await advance(3);
    expect((await profileOf(token)).textsFailingSince).toEqual(expect.any(String));
    expect(callsTo(phone)).toEqual([]);
    await advance(11);
    // The first nag, its retry (both failed), and the call the nag became; the call failed too (the number fails).
    expect(textsTo(phone).filter((body) => body.includes('Take meds')).length).toBeGreaterThanOrEqual(2);
    expect(callsTo(phone).map((c) => c.status)).toEqual(['failed']);

    await setMode(phone, 'ok');
    await advance(60);
    expect((await profileOf(token)).textsFailingSince).toBeUndefined();
  });

  it('calls stay off without consent, after withdrawing it, and for a number that replied STOP', async () => {
    const zone = daytimeZone();
    const { token, phone } = await subscribedUser({ timezone: zone });
    await consentToCalls(token);
    await request(app.baseUrl, 'POST', '/api/tasks', { token, body: { task: 'Stretch', ...wallTimeIn(2, zone), repeat: 'once', callAfterNags: 2 } });
    expect((await consentToCalls(token, false)).body).not.toHaveProperty('callConsentAt');
    await advance(3 * 60);
    expect(callsTo(phone)).toEqual([]);

    const other = await subscribedUser({ timezone: zone });
    await consentToCalls(other.token);
    await request(app.baseUrl, 'POST', '/api/tasks', { token: other.token, body: { task: 'Stretch', ...wallTimeIn(2, zone), repeat: 'once', callAfterNags: 2 } });
    await advance(3);
    expect((await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: other.phone, body: 'STOP' } })).status).toBe(200);
    await advance(3 * 60);
    expect(callsTo(other.phone)).toEqual([]);
    // The STOP withdrew the consent itself: after START, Settings shows calls off until turned on again.
    expect(await profileOf(other.token)).not.toHaveProperty('callConsentAt');
    expect((await request(app.baseUrl, 'POST', '/dev/sms/reply', { body: { from: other.phone, body: 'START' } })).status).toBe(200);
    expect(await profileOf(other.token)).not.toHaveProperty('callConsentAt');
  });
});
