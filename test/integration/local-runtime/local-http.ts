/** Small HTTP helpers for the local-runtime tests (real requests against startLocalApp). */
export function postJson(
  baseUrl: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

export interface SimulatorText {
  messageId: string;
  to: string;
  from: string;
  body: string;
  sentAt: string;
  status: string;
}

export async function textsFor(baseUrl: string, phone?: string): Promise<SimulatorText[]> {
  // Every number's texts are listed only for the phone simulator, which says so with its header.
  const response = phone
    ? await fetch(`${baseUrl}/dev/sms?phone=${encodeURIComponent(phone)}`)
    : await fetch(`${baseUrl}/dev/sms`, { headers: { 'x-nagtext-phone-simulator': '1' } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: SimulatorText[] }).messages;
}

/** The six-digit code in the newest text to this phone, as a person would read it off the simulator. */
export async function latestCode(baseUrl: string, phone: string): Promise<string> {
  const [newest] = await textsFor(baseUrl, phone);
  const code = newest && /\b(\d{6})\b/.exec(newest.body)?.[1];
  if (!code) throw new Error(`No code in the newest text to ${phone}: ${JSON.stringify(newest)}`);
  return code;
}

/** Signs a new user up through the API only. */
export async function signUp(baseUrl: string, phone: string): Promise<{ token: string; userId: string }> {
  expect((await postJson(baseUrl, '/api/auth/register/request-otp', { phoneNumber: phone })).status).toBe(200);
  const code = await latestCode(baseUrl, phone);
  const response = await postJson(baseUrl, '/api/auth/register/verify-otp', {
    phoneNumber: phone,
    code,
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    timezone: 'America/New_York',
    smsTransactionalOptIn: true,
  });
  expect(response.status).toBe(201);
  const session = (await response.json()) as { token: string; user: { id: string } };
  return { token: session.token, userId: session.user.id };
}
