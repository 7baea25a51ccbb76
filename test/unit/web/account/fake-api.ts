import type { Profile } from '#shared/contracts';

export interface Call {
  method: string;
  path: string;
  body: unknown;
  /** The query string ('?limit=20...'), when there is one. */
  search?: string;
}

type Answer =
  | { status: number; body: unknown }
  | (() => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>);

/**
 * Stands in for the server behind `fetch`: answers per "METHOD /path" (under /api), queued answers
 * first, then the route's standing answer; records every call so tests assert what was sent.
 */
export class FakeApi {
  readonly calls: Call[] = [];
  private readonly standing = new Map<string, Answer>();
  private readonly queued = new Map<string, Answer[]>();

  on(route: string, answer: Answer): this {
    this.standing.set(route, answer);
    return this;
  }

  once(route: string, answer: Answer): this {
    this.queued.set(route, [...(this.queued.get(route) ?? []), answer]);
    return this;
  }

  callsTo(route: string): Call[] {
    return this.calls.filter((c) => `${c.method} ${c.path}` === route);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init.method ?? 'GET';
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    this.calls.push({ method, path, body, ...(url.search ? { search: url.search } : {}) });
    const route = `${method} ${path}`;
    const answer = this.queued.get(route)?.shift() ?? this.standing.get(route);
    const { status, body: answerBody } =
      answer === undefined
        ? { status: 404, body: { error: { code: 'not_found', message: `No fake for ${route}` } } }
        : typeof answer === 'function'
          ? await answer()
          : answer;
    return { ok: status >= 200 && status < 300, status, json: async () => answerBody } as Response;
  };
}

export const ok = (body: unknown) => ({ status: 200, body });
export const failure = (status: number, code: string, message: string, extra: object = {}) => ({
  status,
  body: { error: { code, message }, ...extra },
});

export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 'u1',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    emailVerified: false,
    phoneNumber: '+15551230001',
    timezone: 'America/Chicago',
    smsTransactionalOptIn: true,
    smsMarketingOptIn: false,
    smsOptedOut: false,
    quietHoursStart: '21:00',
    quietHoursEnd: '08:00',
    nagStyle: 'standard',
    weeklySummaryOptIn: false,
    isPhoneVerified: true,
    subscriptionStatus: 'trialing',
    role: 'user',
    createdAt: '2026-11-01T12:00:00.000Z',
    updatedAt: '2026-11-01T12:00:00.000Z',
    ...overrides,
  };
}
