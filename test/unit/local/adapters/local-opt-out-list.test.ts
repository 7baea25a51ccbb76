import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LocalOptOutList, LOCAL_OPTED_OUT_REFUSAL } from '../../../../local/adapters/local-opt-out-list';
import { LocalSmsSender } from '../../../../local/adapters/local-sms-sender';
import { LocalVoiceCaller } from '../../../../local/adapters/local-voice-caller';
import { PhoneOutbox } from '../../../../local/adapters/phone-outbox';
import { SmsSendError } from '#core/texting/ports/sms-sender';
import { VoiceCallError } from '#core/escalation/ports/voice-caller';
import { fakeClock } from '../../../support/fake-clock';

const A = '+15551230001';
const B = '+15551230002';
const quiet = () => undefined;

function provider() {
  const clock = fakeClock('2026-03-01T09:00:00.000Z');
  const outbox = new PhoneOutbox(null);
  const list = new LocalOptOutList(null, clock);
  const sms = new LocalSmsSender(outbox, clock, quiet, { receiptDelayMs: 0, optOutList: list });
  const voice = new LocalVoiceCaller(outbox, clock, list);
  return { clock, outbox, list, sms, voice };
}

describe("the local SMS stand-in's opt-out list", () => {
  it('refuses texts and calls to a listed number as AWS does (its ConflictException, as a rejected, opted-out send); nothing reaches the phone', async () => {
    const { outbox, list, sms, voice } = provider();
    await list.add(A);
    const refused = await sms.send({ to: A, body: 'hi' }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(SmsSendError);
    expect(refused).toMatchObject({ reason: 'rejected', optedOut: true, message: LOCAL_OPTED_OUT_REFUSAL });
    expect(await voice.call({ to: A, ssml: '<speak>hi</speak>', words: 'hi' }).catch((e: unknown) => e)).toEqual(
      new VoiceCallError('rejected', LOCAL_OPTED_OUT_REFUSAL),
    );
    expect(outbox.list(A)).toEqual([]);
    // Other numbers are untouched.
    await sms.send({ to: B, body: 'hi' });
    expect(outbox.list(B)).toHaveLength(1);
  });

  it('a number taken off is texted again; adding and removing twice are no errors', async () => {
    const { outbox, list, sms } = provider();
    await list.add(A);
    await list.add(A);
    await list.remove(A);
    await list.remove(A);
    await sms.send({ to: A, body: 'back' });
    expect(outbox.list(A).map((m) => m.body)).toEqual(['back']);
  });

  it('like AWS, a number comes off at most once in 30 days (by the app clock)', async () => {
    const { clock, list } = provider();
    await list.add(A);
    await list.remove(A);
    await list.add(A);
    clock.advanceMinutes(29 * 24 * 60);
    await expect(list.remove(A)).rejects.toThrow(/at most once every 30 days/);
    expect(list.has(A)).toBe(true);
    clock.advanceMinutes(24 * 60);
    await list.remove(A);
    expect(list.has(A)).toBe(false);
  });

  it('is kept under .data/ across restarts', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'opt-out-list-'));
    try {
      const clock = fakeClock('2026-03-01T09:00:00.000Z');
      const first = new LocalOptOutList(join(dir, 'opt-out-list.jsonl'), clock);
      await first.add(A);
      await first.add(B);
      await first.remove(B);
      first.close();
      const again = new LocalOptOutList(join(dir, 'opt-out-list.jsonl'), clock);
      expect(again.numbers()).toEqual([A]);
      // The removal's date came back too: B cannot come off again within 30 days.
      await again.add(B);
      await expect(again.remove(B)).rejects.toThrow(/30 days/);
      again.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
