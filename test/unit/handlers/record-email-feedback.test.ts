import { snsEvent } from '../../../local/dev/sns-event';
import { feedbackOf, makeHandler, SesFeedbackRecord } from '../../../lambdas/handlers/email/record-email-feedback';
import { sendEmail } from '#core/mailing';
import { memoryEmailSuppressions } from '../../support/memory/memory-email';
import { memoryMetrics } from '../../support/memory/memory-metrics';
import { recordingEmailSender } from '../../support/recording-email-sender';
import { sesBounce, sesComplaint, sesDelivery } from '../../support/aws-ses-samples';

const TOPIC = 'arn:aws:sns:us-east-1:111122223333:nagtext-prod-email-feedback';
const PUBLISHED = new Date('2026-11-24T10:00:03.000Z');

describe("SES's feedback record, read", () => {
  const read = (message: unknown) => SesFeedbackRecord.safeParse(message);

  it.each<[string, Record<string, unknown>, ReturnType<typeof feedbackOf>]>([
    [
      'a hard bounce suppresses each bounced address, at the time SES saw it',
      sesBounce('ses-1', ['gone@example.com', 'typo@exmaple.com']),
      { kind: 'bounce', addresses: ['gone@example.com', 'typo@exmaple.com'], at: '2026-11-24T10:00:02.669Z' },
    ],
    [
      'an address SES already had on its suppression list (a permanent bounce, sub-type OnAccountSuppressionList)',
      sesBounce('ses-2', ['gone@example.com'], { bounceSubType: 'OnAccountSuppressionList' }),
      { kind: 'bounce', addresses: ['gone@example.com'], at: '2026-11-24T10:00:02.669Z' },
    ],
    [
      'a complaint suppresses the complaining address',
      sesComplaint('ses-3', ['ada@example.com']),
      { kind: 'complaint', addresses: ['ada@example.com'], at: '2026-11-24T11:30:00.000Z' },
    ],
    [
      'a recipient named with a display name is read as its address',
      sesComplaint('ses-4', ['Ada Lovelace <ada@example.com>']),
      { kind: 'complaint', addresses: ['ada@example.com'], at: '2026-11-24T11:30:00.000Z' },
    ],
    [
      'a transient bounce (mailbox full) suppresses nothing',
      sesBounce('ses-5', ['full@example.com'], { bounceType: 'Transient' }),
      null,
    ],
    [
      'an undetermined bounce suppresses nothing',
      sesBounce('ses-6', ['who@example.com'], { bounceType: 'Undetermined', bounceSubType: 'Undetermined' }),
      null,
    ],
  ])('%s', (_label, message, expected) => {
    const parsed = read(message);
    expect(parsed.success).toBe(true);
    expect(feedbackOf(parsed.data!)).toEqual(expected);
  });

  it('an instant written another way is read as the same ISO instant', () => {
    const parsed = read(sesBounce('ses-7', ['gone@example.com'], { at: '2026-11-24T10:00:02Z' }));
    expect(feedbackOf(parsed.data!)?.at).toBe('2026-11-24T10:00:02.000Z');
  });

  it.each<[string, unknown]>([
    ['a delivery (the destination sends no such event)', sesDelivery('ses-8', ['ada@example.com'])],
    [
      'no eventType (an identity notification names it notificationType)',
      { ...sesBounce('ses-9', ['a@example.com']), eventType: undefined },
    ],
    ['a bounce without its bounce object', { ...sesBounce('ses-10', ['a@example.com']), bounce: undefined }],
    [
      'a bounce naming no recipient',
      { ...sesBounce('ses-11', []), bounce: { ...(sesBounce('ses-11', []).bounce as object), bouncedRecipients: [] } },
    ],
    ['a recipient that is no address', sesComplaint('ses-12', ['not-an-address'])],
    ['an unreadable time', sesComplaint('ses-13', ['ada@example.com'], 'yesterday')],
    ['no mail object', { ...sesComplaint('ses-14', ['ada@example.com']), mail: undefined }],
    ['an empty message id', sesComplaint('', ['ada@example.com'])],
  ])('unreadable: %s', (_label, message) => {
    expect(read(message).success).toBe(false);
  });
});

describe('the email-feedback handler', () => {
  const quiet = process.env.NAGTEXT_QUIET_LOGS;
  beforeAll(() => {
    delete process.env.NAGTEXT_QUIET_LOGS;
  });
  afterAll(() => {
    if (quiet !== undefined) process.env.NAGTEXT_QUIET_LOGS = quiet;
  });
  afterEach(() => jest.restoreAllMocks());

  function setup() {
    const deps = { emailSuppressions: memoryEmailSuppressions(), metrics: memoryMetrics() };
    const logs: string[] = [];
    const keep = (line: unknown) => {
      logs.push(String(line));
    };
    jest.spyOn(console, 'log').mockImplementation(keep);
    jest.spyOn(console, 'warn').mockImplementation(keep);
    jest.spyOn(console, 'info').mockImplementation(keep);
    jest.spyOn(console, 'error').mockImplementation(keep);
    const handler = makeHandler(() => deps);
    const deliver = (message: unknown) => handler(snsEvent(TOPIC, message, PUBLISHED));
    const suppressed = () => Object.fromEntries(deps.emailSuppressions.all);
    return { deps, logs, deliver, suppressed };
  }

  it('a hard bounce, as SNS delivers it, suppresses the address: mailing sends it nothing more', async () => {
    const { deps, deliver, suppressed } = setup();
    await deliver(sesBounce('ses-1', ['Gone@Example.com']));
    expect(suppressed()).toEqual({ 'gone@example.com': 'bounce' });
    const mail = recordingEmailSender();
    await expect(
      sendEmail(
        { ...deps, mail },
        { kind: 'verification', to: 'gone@example.com', subject: 's', text: 't', html: '<p>t</p>' },
      ),
    ).resolves.toEqual({ sent: false, suppressed: true });
    expect(mail.sent).toEqual([]);
  });

  it('a complaint suppresses the address; a transient bounce does not', async () => {
    const { deliver, suppressed } = setup();
    await deliver(sesComplaint('ses-2', ['ada@example.com']));
    await deliver(sesBounce('ses-3', ['full@example.com'], { bounceType: 'Transient' }));
    expect(suppressed()).toEqual({ 'ada@example.com': 'complaint' });
  });

  it('the same event delivered twice ends as once', async () => {
    const { deliver, suppressed } = setup();
    const bounce = sesBounce('ses-4', ['gone@example.com', 'typo@exmaple.com']);
    await deliver(bounce);
    const once = suppressed();
    await deliver(bounce);
    expect(suppressed()).toEqual(once);
    expect(Object.keys(once).sort()).toEqual(['gone@example.com', 'typo@exmaple.com']);
  });

  const events = [
    sesBounce('ses-5', ['gone@example.com']),
    sesComplaint('ses-6', ['ada@example.com']),
    sesBounce('ses-7', ['full@example.com'], { bounceType: 'Transient' }),
    sesComplaint('ses-8', ['gone@example.com']),
    sesBounce('ses-5', ['gone@example.com']),
  ];
  const orders = [
    [0, 1, 2, 3, 4],
    [4, 3, 2, 1, 0],
    [2, 3, 0, 4, 1],
    [1, 2, 4, 0, 3],
  ];

  it.each(orders)(
    'in any order (%s %s %s %s %s) the same addresses end suppressed, and none is taken off',
    async (...order) => {
      const { deliver, suppressed } = setup();
      for (const index of order) await deliver(events[index]!);
      expect(Object.keys(suppressed()).sort()).toEqual(['ada@example.com', 'gone@example.com']);
    },
  );

  it('logs what it did by the email id and the domains, never an address', async () => {
    const { deliver, logs } = setup();
    await deliver(sesBounce('ses-9', ['gone@example.com']));
    const lines = logs.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines).toContainEqual(
      expect.objectContaining({ message: 'email.feedback.bounce', suppressed: 1, domains: ['example.com'] }),
    );
    expect(lines.find((l) => l.message === 'email.feedback.bounce')).toMatchObject({ correlation_id: 'ses-9' });
    expect(logs.join('\n')).not.toContain('gone@');
  });

  it('an unreadable record is logged and dropped (a retry would not fix it); nothing is suppressed', async () => {
    const { deliver, logs, suppressed } = setup();
    await expect(deliver(sesDelivery('ses-10', ['ada@example.com']))).resolves.toBeUndefined();
    expect(suppressed()).toEqual({});
    expect(logs.some((line) => line.includes('email.feedback.unreadable'))).toBe(true);
  });

  it('a failure to record is thrown, so the Lambda service retries the event (and then dead-letters it)', async () => {
    const { deps, deliver } = setup();
    deps.emailSuppressions.suppress = () => Promise.reject(new Error('ProvisionedThroughputExceededException'));
    await expect(deliver(sesComplaint('ses-11', ['ada@example.com']))).rejects.toThrow(
      'ProvisionedThroughputExceededException',
    );
  });
});
