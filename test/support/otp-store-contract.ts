import type { OtpRecord } from '#core/auth/domain/otp-policy';
import type { OtpStore } from '#core/auth/ports/otp-store';
import { uniquePhone } from './unique-phone';

const record = (overrides: Partial<OtpRecord> = {}): OtpRecord => ({
  codeHash: 'hmac-sha256$aaaa',
  sentAt: '2026-11-21T15:00:00.123Z',
  expiresAt: '2026-11-21T15:10:00.123Z',
  attempts: 0,
  ...overrides,
});
const inAnHour = () => new Date(Date.now() + 3_600_000);

/** The behaviour every OtpStore must have; run against memory and DynamoDB Local. */
export function otpStoreContract(makeStore: () => OtpStore): void {
  let otps: OtpStore;
  let phone: string;
  beforeEach(() => {
    otps = makeStore();
    phone = uniquePhone();
  });

  describe('send window', () => {
    it('starts empty at version 0', async () => {
      expect(await otps.getSendWindow(phone)).toEqual({ window: { sends: [] }, version: 0 });
    });

    it('saves against the version read, and refuses a save from a stale read', async () => {
      const first = { sends: ['2026-11-21T15:00:00.000Z'] };
      expect(await otps.saveSendWindow(phone, first, 0, inAnHour())).toBe(true);
      expect(await otps.getSendWindow(phone)).toEqual({ window: first, version: 1 });
      expect(await otps.saveSendWindow(phone, { sends: ['2026-11-21T15:00:01.000Z'] }, 0, inAnHour())).toBe(false);
      const second = { sends: [...first.sends, '2026-11-21T15:00:31.000Z'] };
      expect(await otps.saveSendWindow(phone, second, 1, inAnHour())).toBe(true);
      expect(await otps.saveSendWindow(phone, second, 1, inAnHour())).toBe(false);
      expect(await otps.getSendWindow(phone)).toEqual({ window: second, version: 2 });
    });

    it('lets only one of several simultaneous saves from the same read through', async () => {
      const results = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          otps.saveSendWindow(phone, { sends: [`2026-11-21T15:00:0${i}.000Z`] }, 0, inAnHour()),
        ),
      );
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('keeps each number apart', async () => {
      await otps.saveSendWindow(phone, { sends: ['2026-11-21T15:00:00.000Z'] }, 0, inAnHour());
      expect(await otps.getSendWindow(uniquePhone())).toEqual({ window: { sends: [] }, version: 0 });
    });

    it("keeps each requester's window for a number apart from the others' and from the number's own", async () => {
      const stranger = { sends: ['2026-11-21T15:00:00.000Z', '2026-11-21T15:01:00.000Z'] };
      expect(await otps.saveSendWindow(phone, stranger, 0, inAnHour(), '203.0.113.66')).toBe(true);
      expect(await otps.getSendWindow(phone, '203.0.113.66')).toEqual({ window: stranger, version: 1 });
      expect(await otps.getSendWindow(phone, '192.0.2.10')).toEqual({ window: { sends: [] }, version: 0 });
      expect(await otps.getSendWindow(phone)).toEqual({ window: { sends: [] }, version: 0 });
      expect(
        await otps.saveSendWindow(phone, { sends: ['2026-11-21T15:02:00.000Z'] }, 0, inAnHour(), '192.0.2.10'),
      ).toBe(true);
      expect(await otps.saveSendWindow(phone, stranger, 0, inAnHour(), '203.0.113.66')).toBe(false);
    });
  });

  describe('codes', () => {
    it('stores a code per purpose and number, and a new code replaces the old one', async () => {
      await otps.putCode('login', phone, record());
      expect(await otps.getCode('login', phone)).toEqual(record());
      expect(await otps.getCode('register', phone)).toBeNull();
      expect(await otps.getCode('login', uniquePhone())).toBeNull();
      await otps.putCode('login', phone, record({ codeHash: 'hmac-sha256$bbbb', attempts: 0 }));
      expect((await otps.getCode('login', phone))!.codeHash).toBe('hmac-sha256$bbbb');
    });

    it('counts an attempt and returns the code as it was before', async () => {
      await otps.putCode('register', phone, record());
      expect(await otps.claimAttempt('register', phone)).toEqual(record({ attempts: 0 }));
      expect(await otps.claimAttempt('register', phone)).toEqual(record({ attempts: 1 }));
      expect((await otps.getCode('register', phone))!.attempts).toBe(2);
    });

    it('claims nothing, and creates nothing, when there is no code', async () => {
      expect(await otps.claimAttempt('login', phone)).toBeNull();
      expect(await otps.getCode('login', phone)).toBeNull();
    });

    it('gives simultaneous attempts distinct counts, so none escapes the limit', async () => {
      await otps.putCode('login', phone, record());
      const before = await Promise.all(Array.from({ length: 8 }, () => otps.claimAttempt('login', phone)));
      expect(before.map((r) => r!.attempts).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    });

    it('consumes a code once, and only while it is still the same code', async () => {
      await otps.putCode('login', phone, record());
      expect(await otps.consumeCode('login', phone, 'hmac-sha256$other')).toBe(false);
      expect(await otps.getCode('login', phone)).not.toBeNull();
      expect(await otps.consumeCode('login', phone, record().codeHash)).toBe(true);
      expect(await otps.getCode('login', phone)).toBeNull();
      expect(await otps.consumeCode('login', phone, record().codeHash)).toBe(false);
    });
  });
}
