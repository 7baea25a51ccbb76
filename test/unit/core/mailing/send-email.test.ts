import { recordEmailFeedback, sendEmail } from '#core/mailing';
import { memoryEmailSuppressions } from '../../../support/memory/memory-email';
import { memoryMetrics } from '../../../support/memory/memory-metrics';
import { recordingEmailSender } from '../../../support/recording-email-sender';

const deps = () => ({
  mail: recordingEmailSender(),
  emailSuppressions: memoryEmailSuppressions(),
  metrics: memoryMetrics(),
});
const email = { kind: 'verification', to: 'Ada@Example.com', subject: 's', text: 't', html: '<p>t</p>' };

describe('sendEmail and the suppressed addresses', () => {
  it('sends to an address that never bounced', async () => {
    const d = deps();
    await expect(sendEmail(d, email)).resolves.toEqual({ sent: true, messageId: 'email-1' });
    expect(d.mail.sent).toEqual([{ to: 'Ada@Example.com', subject: 's', text: 't', html: '<p>t</p>' }]);
  });

  it('sends nothing to an address a bounce or complaint suppressed, however it is typed', async () => {
    for (const kind of ['bounce', 'complaint'] as const) {
      const d = deps();
      await recordEmailFeedback(d, { kind, addresses: ['ada@example.com'], at: '2026-11-24T10:00:00.000Z' });
      await expect(sendEmail(d, email)).resolves.toEqual({ sent: false, suppressed: true });
      expect(d.mail.sent).toEqual([]);
    }
  });

  it('a feedback event delivered twice, or a complaint after a bounce, ends the same: suppressed, the first kept', async () => {
    const d = deps();
    const bounce = { kind: 'bounce' as const, addresses: ['ada@example.com'], at: '2026-11-24T10:00:00.000Z' };
    await recordEmailFeedback(d, { ...bounce, kind: 'complaint' });
    await recordEmailFeedback(d, bounce);
    await recordEmailFeedback(d, bounce);
    expect([...d.emailSuppressions.all]).toEqual([['ada@example.com', 'complaint']]);
  });
});
