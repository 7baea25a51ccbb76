import { request } from 'node:http';
import { connect } from 'node:net';
import { randomInt } from 'node:crypto';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { postJson, signUp, textsFor, type SimulatorText } from './local-http';

let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app.stop());

const OUR_NUMBER = '+15550000000';
/** A fresh number in the fictional 555 range (always a US number, whatever the destination policy says). */
const uniquePhone = () => `+1555${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
const SIMULATOR = { 'x-nagtext-phone-simulator': '1' };

async function errorOf(response: Response): Promise<{ code: string; message: string; issues?: { path: string }[] }> {
  return ((await response.json()) as { error: { code: string; message: string; issues?: { path: string }[] } }).error;
}

/** A raw request with a Host header of our choosing (fetch does not let a page or test set it). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(app.baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('GET /dev/sms', () => {
  it('lists the texts sent to a number, newest first, in the documented shape, delivered once the receipt is in', async () => {
    const phone = uniquePhone();
    const other = uniquePhone();
    await app.runtime.sms.send({ to: phone, body: 'NagText: your verification code is 123456.' });
    await app.runtime.sms.send({ to: other, body: 'Someone else' });
    await postJson(app.baseUrl, '/dev/clock/advance', { minutes: 1 });
    await app.runtime.sms.send({ to: phone, body: 'Time to water the plants. Reply DONE or SNOOZE.' });
    await app.runtime.sms.idle();

    const response = await fetch(`${app.baseUrl}/dev/sms?phone=${encodeURIComponent(phone)}`);
    const listed = (await response.json()) as { phone: string; mode: string; messages: SimulatorText[] };
    expect(listed).toMatchObject({ phone, mode: 'ok' });
    const texts = listed.messages;
    expect(texts.map((t) => t.body)).toEqual([
      'Time to water the plants. Reply DONE or SNOOZE.',
      'NagText: your verification code is 123456.',
    ]);
    for (const text of texts) {
      expect(Object.keys(text).sort()).toEqual(['body', 'channel', 'from', 'messageId', 'sentAt', 'status', 'to']);
      expect(text).toMatchObject({ channel: 'sms', to: phone, from: OUR_NUMBER, status: 'delivered' });
    }
    expect(texts[0]!.messageId).not.toBe(texts[1]!.messageId);
    expect(Date.parse(texts[0]!.sentAt)).toBeGreaterThan(Date.parse(texts[1]!.sentAt));
  });

  it('shows the texts the app sends through its real routes', async () => {
    const phone = uniquePhone();
    expect((await postJson(app.baseUrl, '/api/auth/register/request-otp', { phoneNumber: phone })).status).toBe(200);
    const [code] = await textsFor(app.baseUrl, phone);
    expect(code).toMatchObject({ to: phone, from: OUR_NUMBER, body: expect.stringMatching(/\b\d{6}\b/) });
  });

  it("will not list every number's texts (and codes) without the phone simulator's header", async () => {
    const response = await fetch(`${app.baseUrl}/dev/sms`);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toContain('?phone=');
    expect(error.message).toContain('X-NagText-Phone-Simulator');
    expect((await fetch(`${app.baseUrl}/dev/sms/phones`)).status).toBe(400);
  });

  it('lists the newest texts of every number, and the numbers, for the phone simulator', async () => {
    const phone = uniquePhone();
    const other = uniquePhone();
    await app.runtime.sms.send({ to: other, body: 'First' });
    await app.runtime.sms.send({ to: phone, body: 'Second' });

    const response = await fetch(`${app.baseUrl}/dev/sms?limit=2`, { headers: SIMULATOR });
    expect(response.status).toBe(200);
    const all = (await response.json()) as { total: number; messages: SimulatorText[] };
    expect(all.messages.map((t) => t.to)).toEqual([phone, other]);
    expect(all.total).toBe(app.runtime.outbox.count());

    const phones = (await (await fetch(`${app.baseUrl}/dev/sms/phones`, { headers: SIMULATOR })).json()) as {
      phones: { phone: string; texts: number; mode: string }[];
    };
    expect(phones.phones.slice(0, 2)).toEqual([
      expect.objectContaining({ phone, texts: 1, mode: 'ok' }),
      expect.objectContaining({ phone: other, texts: 1, mode: 'ok' }),
    ]);
  });

  it.each([['0'], ['1001'], ['abc'], ['2.5']])('refuses limit=%s with 400', async (limit) => {
    const response = await fetch(`${app.baseUrl}/dev/sms?limit=${limit}`, { headers: SIMULATOR });
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.[0]?.path).toBe('limit');
  });

  it('accepts the number with its + unencoded, as people type it in a URL', async () => {
    const phone = uniquePhone();
    await app.runtime.sms.send({ to: phone, body: 'Hello' });
    const response = await fetch(`${app.baseUrl}/dev/sms?phone=${phone}`);
    expect(((await response.json()) as { messages: unknown[] }).messages).toHaveLength(1);
  });

  it('refuses a number that is not one with 400', async () => {
    const response = await fetch(`${app.baseUrl}/dev/sms?phone=12`);
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe('validation_failed');
  });
});

describe('POST /dev/sms/fail', () => {
  it.each([
    ['no number', { mode: 'fail' }, 'Phone number is required'],
    ['an impossible number', { phone: '12', mode: 'fail' }, 'Invalid phone number format'],
    ['no mode', { phone: '+15551234567' }, 'mode must be "ok", "fail" or "throttle"'],
    ['an unknown mode', { phone: '+15551234567', mode: 'explode' }, 'mode must be "ok", "fail" or "throttle"'],
    ['an unknown field', { phone: '+15551234567', mode: 'fail', extra: 1 }, ''],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await postJson(app.baseUrl, '/dev/sms/fail', body);
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toContain(message);
  });

  it('takes JSON only', async () => {
    const response = await fetch(`${app.baseUrl}/dev/sms/fail`, {
      method: 'POST',
      body: JSON.stringify({ phone: '+15551234567', mode: 'fail' }),
    });
    expect(response.status).toBe(415);
  });

  /** What the nag sender does: the provider takes the text, then the Message is recorded pending with its id. */
  async function sendRecorded(phone: string, userId: string) {
    const { messageId } = await app.runtime.sms.send({
      to: phone,
      body: 'Time to water the plants. Reply DONE or SNOOZE.',
    });
    await app.runtime.deps().messages.record({
      id: messageId,
      userId,
      direction: 'outbound',
      from: 'NagText',
      to: phone,
      body: 'Time to water the plants. Reply DONE or SNOOZE.',
      status: 'pending',
      receivedAt: app.runtime.clock.now().toISOString(),
      providerMessageId: messageId,
    });
    return messageId;
  }
  const storedStatus = async (userId: string, messageId: string) =>
    (await app.runtime.deps().messages.listForUser(userId)).find((m) => m.providerMessageId === messageId)?.status;

  it('fail: texts to that number are accepted, then marked failed, and the receipt fails the Message through the real handler', async () => {
    const phone = uniquePhone();
    const userId = `receipt-${randomInt(1e9)}`;
    const setMode = await postJson(app.baseUrl, '/dev/sms/fail', { phone, mode: 'fail' });
    expect(setMode.status).toBe(200);
    expect(await setMode.json()).toEqual({ phone, mode: 'fail' });

    const messageId = await sendRecorded(phone, userId);
    // Accepted: in the outbox under the provider's id. Its receipt runs on a real timer (queued, then failed), so
    // on a busy machine it may already have run; flush settles it either way.
    expect((await textsFor(app.baseUrl, phone)).map((t) => t.messageId)).toEqual([messageId]);
    await app.runtime.sms.flush();
    expect((await textsFor(app.baseUrl, phone)).map((t) => t.status)).toEqual(['failed']);
    expect(await storedStatus(userId, messageId)).toBe('failed');

    await postJson(app.baseUrl, '/dev/sms/fail', { phone, mode: 'ok' });
    expect(
      ((await (await fetch(`${app.baseUrl}/dev/sms?phone=${encodeURIComponent(phone)}`)).json()) as { mode: string })
        .mode,
    ).toBe('ok');
  });

  it('ok: the delivered receipt reaches the real delivery-receipt handler, which marks the Message delivered', async () => {
    const phone = uniquePhone();
    const userId = `receipt-${randomInt(1e9)}`;
    const messageId = await sendRecorded(phone, userId);
    expect(await storedStatus(userId, messageId)).toBe('pending');
    await app.runtime.sms.idle(); // in its own time this once
    expect(await storedStatus(userId, messageId)).toBe('delivered');
    expect((await textsFor(app.baseUrl, phone)).map((t) => t.status)).toEqual(['delivered']);
  });

  it('throttle: the provider refuses texts to that number and nothing is recorded, until it is set back to ok', async () => {
    const phone = uniquePhone();
    expect((await postJson(app.baseUrl, '/dev/sms/fail', { phone, mode: 'throttle' })).status).toBe(200);
    const refused = await app.runtime.sms.send({ to: phone, body: 'Nag 1' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(SmsSendError);
    expect((refused as SmsSendError).reason).toBe('throttled');
    expect(await textsFor(app.baseUrl, phone)).toEqual([]);

    await postJson(app.baseUrl, '/dev/sms/fail', { phone, mode: 'ok' });
    await app.runtime.sms.send({ to: phone, body: 'Nag 1' });
    expect((await textsFor(app.baseUrl, phone)).map((t) => t.body)).toEqual(['Nag 1']);
  });
});

describe('POST /dev/sms/reply', () => {
  it.each([
    ['no body at all', undefined, 'Request body is required'],
    ['broken JSON', '{"from":', 'Request body is not valid JSON'],
    ['a missing number', JSON.stringify({ body: 'DONE' }), 'Phone number is required'],
    ['an impossible number', JSON.stringify({ from: '12', body: 'DONE' }), 'Invalid phone number format'],
    ['an empty text', JSON.stringify({ from: '+15551234567', body: '   ' }), 'Message body is required'],
    ['an unknown field', JSON.stringify({ from: '+15551234567', body: 'DONE', to: 'x' }), ''],
    [
      'an inboundMessageId with spaces',
      JSON.stringify({ from: '+15551234567', body: 'DONE', inboundMessageId: 'a b' }),
      'inboundMessageId must be 1 to 100',
    ],
    [
      'a numeric inReplyTo',
      JSON.stringify({ from: '+15551234567', body: 'DONE', inReplyTo: 5 }),
      'inReplyTo must be text',
    ],
    [
      'an inReplyTo naming no text',
      JSON.stringify({ from: '+15551234567', body: 'DONE', inReplyTo: 'no-such-text' }),
      'inReplyTo no-such-text is not a text sent to +15551234567',
    ],
  ])('answers 400 for %s', async (_case, body, message) => {
    const response = await fetch(`${app.baseUrl}/dev/sms/reply`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('validation_failed');
    expect(error.message).toContain(message);
  });

  describe('to the real inbound-SMS handler', () => {
    let phone: string;
    let userId: string;
    beforeAll(async () => {
      phone = uniquePhone();
      ({ userId } = await signUp(app.baseUrl, phone));
    });

    it('delivers the reply, which the handler files under the user', async () => {
      const response = await postJson(app.baseUrl, '/dev/sms/reply', { from: phone, body: 'DONE' });
      expect(response.status).toBe(200);

      const newest = (await textsFor(app.baseUrl, phone)).find((t) => t.status === 'received');
      expect(newest).toMatchObject({ from: phone, to: OUR_NUMBER, body: 'DONE', status: 'received' });
      const stored = await app.runtime.deps().messages.listForUser(userId);
      expect(stored).toEqual(
        expect.arrayContaining([expect.objectContaining({ direction: 'inbound', body: 'DONE', from: phone })]),
      );
    });

    it('answers a particular text with inReplyTo, and refuses one sent to another number', async () => {
      const first = await app.runtime.sms.send({ to: phone, body: 'Nag 1' });
      await app.runtime.sms.send({ to: phone, body: 'Nag 2' });
      const othersText = await app.runtime.sms.send({ to: uniquePhone(), body: 'Not yours' });

      const response = await postJson(app.baseUrl, '/dev/sms/reply', {
        from: phone,
        body: 'HELP',
        inReplyTo: first.messageId,
      });
      expect(response.status).toBe(200);
      const { reply } = (await response.json()) as { reply: SimulatorText & { inReplyTo?: string } };
      expect(reply).toMatchObject({ from: phone, body: 'HELP', status: 'received', inReplyTo: first.messageId });

      const refused = await postJson(app.baseUrl, '/dev/sms/reply', {
        from: phone,
        body: 'HELP',
        inReplyTo: othersText.messageId,
      });
      expect(refused.status).toBe(400);
      expect((await errorOf(refused)).issues?.[0]?.path).toBe('inReplyTo');
    });

    it('delivers the same inboundMessageId twice when asked, shows it once, and the handler acts once', async () => {
      const inboundMessageId = `dup-${Date.now()}`;
      for (let i = 0; i < 2; i += 1) {
        const response = await postJson(app.baseUrl, '/dev/sms/reply', { from: phone, body: 'LIST', inboundMessageId });
        expect(response.status).toBe(200);
        expect(((await response.json()) as { reply: SimulatorText }).reply.messageId).toBe(inboundMessageId);
      }
      expect((await textsFor(app.baseUrl, phone)).filter((t) => t.messageId === inboundMessageId)).toHaveLength(1);
      const inbound = (await app.runtime.deps().messages.listForUser(userId)).filter((m) => m.direction === 'inbound');
      expect(inbound.filter((m) => m.providerMessageId === inboundMessageId)).toHaveLength(1);
    });

    it('refuses a duplicate id for a different text with 409', async () => {
      const inboundMessageId = `dup-${Date.now()}-b`;
      expect(
        (await postJson(app.baseUrl, '/dev/sms/reply', { from: phone, body: 'LIST', inboundMessageId })).status,
      ).toBe(200);
      const conflict = await postJson(app.baseUrl, '/dev/sms/reply', { from: phone, body: 'DONE', inboundMessageId });
      expect(conflict.status).toBe(409);
      expect((await errorOf(conflict)).message).toContain('a duplicate delivery repeats the same from and body');
    });
  });

  it('takes JSON only (another site cannot post it through the browser without a preflight)', async () => {
    const response = await fetch(`${app.baseUrl}/dev/sms/reply`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify({ from: '+15551234567', body: 'STOP' }),
    });
    expect(response.status).toBe(415);
    expect((await errorOf(response)).code).toBe('unsupported_media_type');
  });

  it('answers 405 for GET', async () => {
    const response = await fetch(`${app.baseUrl}/dev/sms/reply`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});

describe('the Host header (DNS rebinding)', () => {
  it.each([['localhost'], ['LOCALHOST:3000'], ['127.0.0.1'], ['127.0.0.1:8080'], ['[::1]:3000']])(
    'answers %s',
    async (host) => {
      expect((await getWithHost('/dev/clock', host)).status).toBe(200);
    },
  );

  it('refuses a request without a Host header (HTTP/1.0)', async () => {
    const { port } = new URL(app.baseUrl);
    const head = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.end('GET /dev/clock HTTP/1.0\r\n\r\n'));
      let text = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (text += chunk));
      socket.on('end', () => resolve(text));
      socket.on('error', reject);
    });
    expect(head).toMatch(/^HTTP\/1\.[01] 403 /);
  });

  it.each([
    ['evil.example'],
    ['evil.example:3000'],
    ['localhost.evil.example'],
    ['127.0.0.1.nip.io'],
    ['127.0.0.2'],
    ['[::2]:3000'],
  ])('refuses %p with 403 on /dev, /api and the site alike', async (host) => {
    for (const path of ['/dev/sms?phone=%2B15551234567', '/api/auth/login', '/']) {
      const response = await getWithHost(path, host);
      expect(response.status).toBe(403);
      expect(JSON.parse(response.body)).toEqual({
        error: {
          code: 'forbidden',
          message: expect.stringContaining('answers only http://localhost, http://127.0.0.1 or http://[::1]'),
        },
      });
    }
  });
});
