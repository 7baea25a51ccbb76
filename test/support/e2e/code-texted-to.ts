import type { PhoneMessage } from '../../../local/adapters/phone-outbox';

/**
 * The newest code texted to `phone`, once more than `seen` texts have reached it (pass the `count` of
 * the previous call to wait for the next code). Polls the phone simulator while the request a page sent is
 * on its way; the test's own timeout bounds the wait, never a real-time window of this helper's.
 */
export async function codeTextedTo(baseUrl: string, phone: string, seen = 0): Promise<{ code: string; count: number }> {
  for (;;) {
    const res = await fetch(`${baseUrl}/dev/sms?phone=${encodeURIComponent(phone)}`);
    const { messages } = (await res.json()) as { messages: Pick<PhoneMessage, 'to' | 'body'>[] };
    // The list also holds texts from the phone; newest first.
    const toPhone = messages.filter((m) => m.to === phone);
    const code = toPhone[0]?.body.match(/\b(\d{6})\b/)?.[1];
    if (toPhone.length > seen && code) return { code, count: toPhone.length };
    await new Promise((r) => setTimeout(r, 200));
  }
}
