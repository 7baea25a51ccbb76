import { codeTextedTo } from './e2e/code-texted-to';
import { uniquePhone } from './unique-phone';

export interface HttpResult {
  status: number;
  body: any;
}

/** A JSON request to a running local app, as the browser would send it. */
export async function request(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<HttpResult> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** The newest code texted to a number, read from the phone simulator's JSON. */
export async function lastCodeTo(baseUrl: string, phone: string): Promise<string> {
  return (await codeTextedTo(baseUrl, phone)).code;
}

/** Signs a new number up through the API alone, reading the code from /dev/sms. */
export async function signUpOverHttp(baseUrl: string, phone = uniquePhone(), details: Record<string, unknown> = {}) {
  const sent = await request(baseUrl, 'POST', '/api/auth/register/request-otp', { body: { phoneNumber: phone } });
  if (sent.status !== 200) throw new Error(`request-otp answered ${sent.status}: ${JSON.stringify(sent.body)}`);
  const created = await request(baseUrl, 'POST', '/api/auth/register/verify-otp', {
    body: {
      phoneNumber: phone,
      code: await lastCodeTo(baseUrl, phone),
      firstName: 'Test',
      lastName: 'User',
      email: 'test.user@example.com',
      timezone: 'America/New_York',
      smsTransactionalOptIn: true,
      smsMarketingOptIn: false,
      ...details,
    },
  });
  if (created.status !== 201) throw new Error(`verify-otp answered ${created.status}: ${JSON.stringify(created.body)}`);
  return { phone, token: created.body.token as string, user: created.body.user as { id: string } };
}
