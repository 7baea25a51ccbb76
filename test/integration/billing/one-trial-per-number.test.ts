import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { numberHash } from '../../../lambdas/adapters/aws/dynamo-number-opt-outs';
import { keys } from '#shared/db/keys';
import { lastCodeTo, request, signUpOverHttp } from '../../support/http-session';
import { startLocalApp, type LocalApp } from '../../support/local-app';
import { reminderSession, unique555Phone } from '../../support/reminder-session';

/**
 * One free trial per number, on the local stack (DynamoDB Local, the Stripe sandbox and its webhooks): an account
 * that had the trial is deleted and the number signs up again; checkout then has no trial, and the status says so.
 */
let app: LocalApp;
beforeAll(async () => {
  app = await startLocalApp();
});
afterAll(() => app?.stop());

const session = reminderSession(() => app);
const { doc, tables } = session;
const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
  request(app.baseUrl, method, `/api${path}`, options);
const trialItemOf = async (phone: string) =>
  (
    await doc.send(
      new GetCommand({ TableName: tables.data, Key: keys.numberTrial(numberHash(phone)), ConsistentRead: true }),
    )
  ).Item ?? null;
const userItemOf = async (userId: string) =>
  (await doc.send(new GetCommand({ TableName: tables.data, Key: keys.user(userId), ConsistentRead: true }))).Item ??
  null;

/** Opens a checkout through the API; its page on the sandbox says what it offers. */
async function openCheckout(token: string) {
  const { status, body } = await call('POST', '/subscription/checkout-session', { token });
  expect(status).toBe(200);
  const sessionId = new URL(body.url).pathname.split('/').pop()!;
  const page = await (await fetch(body.url)).text();
  return { sessionId, page, offersTrial: page.includes('14 days free') };
}

/** Pays on the sandbox's page: its webhooks are delivered and handled before the answer. */
const completeCheckout = (sessionId: string) =>
  request(app.baseUrl, 'POST', `/dev/stripe/checkout/${sessionId}/complete`, { body: { outcome: 'success' } });

async function deleteAccount(user: { token: string; phone: string }) {
  await session.advance(1); // a code may be asked for 30 s after the previous one to the number
  expect((await call('POST', '/user/account/deletion-code', { token: user.token })).status).toBe(200);
  const deleted = await call('POST', '/user/account/delete', {
    token: user.token,
    body: { code: await lastCodeTo(app.baseUrl, user.phone) },
  });
  expect(deleted).toMatchObject({ status: 200, body: { deleted: true } });
}

describe('a deleted number that signs up again gets no second trial', () => {
  it('trial, deletion, the same number again: checkout bills from the start and the status says trialUsed; a redelivery writes the number once', async () => {
    const first = await signUpOverHttp(app.baseUrl, unique555Phone());
    expect((await call('GET', '/subscription/status', { token: first.token })).body).toEqual({
      subscriptionStatus: 'none',
      cancelAtPeriodEnd: false,
    });
    const { sessionId, offersTrial } = await openCheckout(first.token);
    expect(offersTrial).toBe(true);
    // Opening a checkout is not having a trial.
    expect(await trialItemOf(first.phone)).toBeNull();

    // Every webhook delivered twice and out of order, then the return page: the number's trial is written once.
    await request(app.baseUrl, 'POST', '/dev/stripe/chaos', { body: { duplicate: true, reorder: true } });
    try {
      expect((await completeCheckout(sessionId)).status).toBe(200);
    } finally {
      await request(app.baseUrl, 'POST', '/dev/stripe/chaos', { body: { duplicate: false, reorder: false } });
    }
    const written = await trialItemOf(first.phone);
    expect(written).toEqual({
      pk: `TRIAL#${numberHash(first.phone)}`,
      sk: 'NUMBER',
      type: 'number_trial',
      recordedAt: expect.any(String),
    });
    await session.advance(1);
    expect(
      (await call('POST', '/subscription/verify-checkout', { token: first.token, body: { sessionId } })).body,
    ).toMatchObject({ subscriptionStatus: 'trialing', trialUsed: true });
    expect(await trialItemOf(first.phone)).toEqual(written);

    await deleteAccount(first);
    expect(await userItemOf(first.user.id)).toBeNull();
    expect(await trialItemOf(first.phone)).toEqual(written);

    await session.advance(1);
    const again = await signUpOverHttp(app.baseUrl, first.phone);
    expect(again.user.id).not.toBe(first.user.id);
    expect((await call('GET', '/subscription/status', { token: again.token })).body).toEqual({
      subscriptionStatus: 'none',
      cancelAtPeriodEnd: false,
      trialUsed: true,
    });
    const checkout = await openCheckout(again.token);
    expect(checkout.offersTrial).toBe(false);
    expect(checkout.page).toContain('$4.99 <span class="muted">per month</span>');
    expect((await completeCheckout(checkout.sessionId)).status).toBe(200);
    expect(await userItemOf(again.user.id)).toMatchObject({ subscriptionStatus: 'active' });
    expect((await userItemOf(again.user.id))!.trialEndsAt).toBeUndefined();
  });

  it('a number that never had a trial still gets one, and an account deleted without a subscription leaves no record', async () => {
    const user = await signUpOverHttp(app.baseUrl, unique555Phone());
    await deleteAccount(user);
    expect(await trialItemOf(user.phone)).toBeNull();

    await session.advance(1);
    const again = await signUpOverHttp(app.baseUrl, user.phone);
    expect((await call('GET', '/subscription/status', { token: again.token })).body).toEqual({
      subscriptionStatus: 'none',
      cancelAtPeriodEnd: false,
    });
    const checkout = await openCheckout(again.token);
    expect(checkout.offersTrial).toBe(true);
    await completeCheckout(checkout.sessionId);
    expect(await userItemOf(again.user.id)).toMatchObject({ subscriptionStatus: 'trialing' });
  });

  it('an account that had its trial before numbers were kept: its deletion keeps the number, and the number signs up to no trial', async () => {
    const user = await signUpOverHttp(app.baseUrl, unique555Phone());
    // As stored before this record existed: the trial's end on the account, nothing on the number.
    await doc.send(
      new UpdateCommand({
        TableName: tables.data,
        Key: keys.user(user.user.id),
        UpdateExpression: 'SET trialEndsAt = :t',
        ExpressionAttributeValues: { ':t': '2026-01-01T00:00:00.000Z' },
      }),
    );
    expect(await trialItemOf(user.phone)).toBeNull();
    await deleteAccount(user);
    expect(await trialItemOf(user.phone)).toMatchObject({ type: 'number_trial' });

    await session.advance(1);
    const again = await signUpOverHttp(app.baseUrl, user.phone);
    expect((await call('GET', '/subscription/status', { token: again.token })).body).toMatchObject({ trialUsed: true });
    expect((await openCheckout(again.token)).offersTrial).toBe(false);
  });
});
