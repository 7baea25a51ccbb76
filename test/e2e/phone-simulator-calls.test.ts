import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { callScript, callWords } from '#core/escalation/domain/call-script';
import { LOCAL_ORIGINATION_NUMBER } from '../../local/adapters/local-sms-sender';
import { advanceClock } from '../support/e2e/advance-clock';
import { logInAsAdmin, newAdmin } from '../support/e2e/admin-login';
import { screenshotPath } from '../support/e2e/artifacts';
import { axeViolations } from '../support/e2e/axe';
import { collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { expectNoSideways } from '../support/e2e/no-sideways';
import { screenshot } from '../support/e2e/screenshot';
import { signUpOverHttp } from '../support/http-session';
import { uniquePhone } from '../support/unique-phone';

/**
 * Calls in the phone simulator (issue 16), on a 360 px phone: a call placed while the page is open rings, Answer
 * shows its words and speaks them twice, Decline leaves it declined, and a call to a failing number shows as failed.
 * Calls are placed through the runtime's voice caller (the port the nag ladder calls), so each lands in the outbox
 * as a real one would; Answer and Decline reach the local voice provider, whose voice events record how the call
 * ended, as AWS's do: the admin's Messages list shows it.
 */

const WIDTH = 360;
const TASK = 'Call mom';
const WORDS = callWords(TASK, LOCAL_ORIGINATION_NUMBER);

interface SpeechLog {
  log: string[];
  finishSpeaking(): void;
}

let e2e: LocalAppAndBrowser;
const errors: string[][] = [];

beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});

afterAll(async () => {
  await e2e?.stop();
});

afterEach(() => {
  expect(errors.flat()).toEqual([]);
  errors.length = 0;
});

function placeCall(phone: string, task = TASK): Promise<{ messageId: string }> {
  return e2e.app.runtime.deps().voice.call({
    to: phone,
    ssml: callScript(task, LOCAL_ORIGINATION_NUMBER),
    words: callWords(task, LOCAL_ORIGINATION_NUMBER),
  });
}

/** A nag text already sent to the phone, as the ladder sends before it calls. */
function recordNag(phone: string, body: string): void {
  const { outbox, clock } = e2e.app.runtime;
  outbox.record({
    to: phone,
    from: LOCAL_ORIGINATION_NUMBER,
    body,
    sentAt: clock.now().toISOString(),
    status: 'delivered',
    messageId: randomUUID(),
  });
}

/** A NagText user on the phone, and the call's record in their history, as the nag ladder keeps it when it calls. */
async function callOnRecord(phone: string, messageId: string): Promise<string> {
  const { user } = await signUpOverHttp(e2e.app.baseUrl, phone);
  await e2e.app.runtime.deps().messages.record({
    id: `call-${messageId}`,
    userId: user.id,
    direction: 'outbound',
    channel: 'voice',
    from: 'NagText',
    to: phone,
    body: WORDS,
    status: 'delivered',
    receivedAt: e2e.app.runtime.clock.now().toISOString(),
    providerMessageId: messageId,
  });
  return user.id;
}

type Speech = 'recorded' | 'missing';

/** The simulator at 360 px for one phone, once its first list has arrived (what it shows then never rings). */
async function openSimulator(phone: string, { dark = false, speech = 'recorded' as Speech } = {}): Promise<Page> {
  // The ringing's motion is part of what is checked here.
  const context = await newContext(e2e, { width: WIDTH, height: 720, reducedMotion: 'no-preference' });
  if (speech === 'recorded') {
    // What the page asks the browser to say, and a way to let it finish, instead of real speech.
    await context.addInitScript(() => {
      const queue: SpeechSynthesisUtterance[] = [];
      const record: SpeechLog = {
        log: [],
        finishSpeaking: () => queue.splice(0).forEach((utterance) => utterance.dispatchEvent(new Event('end'))),
      };
      (window as unknown as { speech: SpeechLog }).speech = record;
      Object.defineProperty(window, 'speechSynthesis', {
        configurable: true,
        value: {
          speak: (utterance: SpeechSynthesisUtterance) => {
            record.log.push(`speak: ${utterance.text}`);
            queue.push(utterance);
          },
          cancel: () => {
            record.log.push('cancel');
            queue.length = 0;
          },
        },
      });
    });
  } else {
    await context.addInitScript(() =>
      Object.defineProperty(window, 'speechSynthesis', { configurable: true, value: undefined }),
    );
  }
  const page = await context.newPage();
  errors.push(collectErrors(page));
  if (dark) await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`/dev/phone?phone=${encodeURIComponent(phone)}`);
  await page.getByRole('heading', { name: `Texts with ${phone}` }).waitFor();
  return page;
}

const spoken = (page: Page) => page.evaluate(() => (window as unknown as { speech: SpeechLog }).speech.log);
const callPanel = (page: Page) => page.locator('#call-panel');
const callEntry = (page: Page, messageId: string) => page.locator(`#messages li[data-id="${messageId}"]`);
const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The viewport as the person sees it, scrolled to `show` when given. */
async function shoot(page: Page, screen: string, dark: boolean, show?: Locator): Promise<void> {
  await show?.scrollIntoViewIfNeeded();
  await expectNoSideways(page);
  await screenshot(page, { path: screenshotPath(`phone-simulator-${screen}`, WIDTH, dark), fullPage: false });
}

it('a call placed while the page is open rings; Answer shows the words and speaks them twice; an earlier call is missed', async () => {
  const phone = uniquePhone();
  const nag = `NagText: ${TASK} (nudge 3/3). Reply DONE when it's done.`;
  recordNag(phone, nag);
  const earlier = await placeCall(phone, 'Pay rent');
  const page = await openSimulator(phone);

  const earlierEntry = callEntry(page, earlier.messageId);
  await earlierEntry.getByText('Missed', { exact: true }).waitFor();
  await earlierEntry.getByText('Call from NagText').waitFor();
  await earlierEntry.getByText(callWords('Pay rent', LOCAL_ORIGINATION_NUMBER)).waitFor();
  expect(await earlierEntry.getByRole('button').count()).toBe(0);
  await page.locator('#messages').getByText(nag).waitFor();
  expect(await callPanel(page).isHidden()).toBe(true);

  const call = await placeCall(phone);
  const userId = await callOnRecord(phone, call.messageId);
  const ringing = page.getByRole('region', { name: 'NagText is calling' });
  await ringing.waitFor();
  expect(await ringing.evaluate((panel) => panel.classList.contains('ringing'))).toBe(true);
  await ringing.getByText(`Ringing ${phone}…`).waitFor();
  expect(await page.locator('#call-announcer').textContent()).toBe(`NagText is calling ${phone}. Answer or Decline.`);
  expect(await focusedId(page)).toBe('call-answer');
  await callEntry(page, call.messageId).getByText('Ringing…', { exact: true }).waitFor();
  // The ring moves unless the person asked for less motion; then it stays, still plainly ringing.
  const ringAnimation = () => page.locator('.call-ring').evaluate((ring) => getComputedStyle(ring).animationName);
  expect(await ringAnimation()).toBe('call-ring');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await ringAnimation()).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await axeViolations(page, 'the ringing simulator (light)')).toEqual([]);
  await shoot(page, 'call-ringing', false);

  await page.keyboard.press('Enter');
  const onCall = page.getByRole('region', { name: 'Call with NagText' });
  await onCall.getByText('On the call', { exact: true }).waitFor();
  expect(await page.locator('#call-words').textContent()).toBe(WORDS);
  expect(WORDS).toBe(
    "This is NagText with your reminder: Call mom. Reply DONE by text when it's done. NagText's number is +1 555-000-0000.",
  );
  expect((await spoken(page)).filter((entry) => entry.startsWith('speak: '))).toEqual([
    `speak: ${WORDS}`,
    `speak: ${WORDS}`,
  ]);
  expect(await page.locator('#call-no-speech').isHidden()).toBe(true);
  expect(await focusedId(page)).toBe('call-hang-up');
  expect(await page.locator('#call-answer').isHidden()).toBe(true);
  await shoot(page, 'call-answered', false);

  await page.evaluate(() => (window as unknown as { speech: SpeechLog }).speech.finishSpeaking());
  await onCall.getByText('NagText hung up').waitFor();
  await onCall.getByRole('button', { name: 'Close' }).click();
  expect(await callPanel(page).isHidden()).toBe(true);
  await callEntry(page, call.messageId).getByText('Answered', { exact: true }).waitFor();
  await earlierEntry.getByText('Missed', { exact: true }).waitFor();

  // Answered stays answered after a reload: the local provider reported it (VOICE_ANSWERED), the page reads it back.
  await page.reload();
  await callEntry(page, call.messageId).getByText('Answered', { exact: true }).waitFor();
  expect(await callPanel(page).isHidden()).toBe(true);
  expect(await page.locator('#call-report').textContent()).toBe('');
  await page.context().close();

  // The admin's Messages list shows how the call ended, not "Placed".
  const admin = await newContext(e2e, { width: WIDTH, height: 720 });
  const adminPage = await admin.newPage();
  errors.push(collectErrors(adminPage));
  await logInAsAdmin(adminPage, await newAdmin());
  await adminPage.goto(`/admin/users/${userId}/messages`);
  const row = adminPage.getByRole('row').filter({ hasText: WORDS });
  await row.getByText('Answered', { exact: true }).waitFor();
  expect(await row.getByText('Placed', { exact: true }).count()).toBe(0);
  await shoot(adminPage, 'admin-call-answered', false, row);
  await admin.close();
});

it('a call to a number set to fail shows as failed and never rings; the mode covers texts and calls', async () => {
  const phone = uniquePhone();
  recordNag(phone, `NagText: ${TASK}. Reply DONE when it's done.`);
  const page = await openSimulator(phone);
  const modes = page.getByRole('group', { name: 'Texts and calls to this number' });
  await modes.getByRole('radio', { name: /^Fail/ }).check();
  await page.getByText('Texts to this number are sent, then reported failed; calls to it fail.').waitFor();

  // The provider takes the call, as AWS does a call it cannot connect, and reports it failed (VOICE_FAILED).
  const failed = await placeCall(phone);
  const entry = callEntry(page, failed.messageId);
  await entry.getByText('Call failed', { exact: true }).waitFor();
  await advanceClock(e2e.app.baseUrl, 1);
  expect(e2e.app.runtime.outbox.find(failed.messageId)?.callResult).toBe('failed');
  await entry.getByText(WORDS).waitFor();
  expect(await callPanel(page).isHidden()).toBe(true);
  await shoot(page, 'call-failed', false, entry);

  await modes.getByRole('radio', { name: /^Delivered/ }).check();
  await page.getByText('Texts to this number are delivered and calls ring.').waitFor();
  await page.context().close();
});

it('in dark mode: Decline leaves the call declined (busy); Hang up stops the speech; the words show without speech synthesis', async () => {
  const phone = uniquePhone();
  recordNag(phone, `NagText: ${TASK}. Reply DONE when it's done.`);
  const page = await openSimulator(phone, { dark: true });
  await page.locator('#messages').getByText(`NagText: ${TASK}`).waitFor();

  const declined = await placeCall(phone);
  await page.getByRole('region', { name: 'NagText is calling' }).waitFor();
  expect(await axeViolations(page, 'the ringing simulator (dark)')).toEqual([]);
  await shoot(page, 'call-ringing', true);
  await page.getByRole('button', { name: 'Decline' }).click();
  expect(await callPanel(page).isHidden()).toBe(true);
  await callEntry(page, declined.messageId).getByText('Declined', { exact: true }).waitFor();
  expect(e2e.app.runtime.outbox.find(declined.messageId)?.callResult).toBe('busy');
  expect(await spoken(page)).toEqual([]);

  const hungUp = await placeCall(phone);
  await page.getByRole('button', { name: 'Answer' }).click();
  await page.getByRole('region', { name: 'Call with NagText' }).waitFor();
  await shoot(page, 'call-answered', true);
  await page.getByRole('button', { name: 'Hang up' }).click();
  expect(await callPanel(page).isHidden()).toBe(true);
  expect((await spoken(page)).at(-1)).toBe('cancel');
  await callEntry(page, hungUp.messageId).getByText('Answered', { exact: true }).waitFor();
  await shoot(page, 'call-log', true, callEntry(page, hungUp.messageId));
  await page.context().close();

  const mute = await openSimulator(phone, { dark: true, speech: 'missing' });
  await callEntry(mute, hungUp.messageId).waitFor();
  await placeCall(phone);
  await mute.getByRole('button', { name: 'Answer' }).click();
  await mute.getByText("Speech isn't available in this browser, so the call's words are shown only.").waitFor();
  expect(await mute.locator('#call-words').textContent()).toBe(WORDS);
  await shoot(mute, 'call-no-speech', true);
  await mute.getByRole('button', { name: 'Hang up' }).click();
  expect(await callPanel(mute).isHidden()).toBe(true);
  await mute.context().close();
});
