import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { BrowserContext, Page } from 'playwright-core';
import { keys } from '#shared/db/keys';
import { screenshotPath } from '../support/e2e/artifacts';
import { collectErrors } from '../support/e2e/collect-errors';
import { startLocalAppAndBrowser, type LocalAppAndBrowser } from '../support/e2e/local-app-and-browser';
import { newContext } from '../support/e2e/new-context';
import { screenshot } from '../support/e2e/screenshot';
import { testDynamo } from '../support/test-dynamo';

const ROOT = resolve(__dirname, '../..');

let e2e: LocalAppAndBrowser;

interface PublicPage {
  path: string;
  /** Screenshot file stem. */
  name: string;
  h1: string;
  title: string;
  /** Visible copy the page must show (whitespace-normalized). */
  copy: string[];
}

/** The public routes, with the claims each must carry. */
const PUBLIC_PAGES: PublicPage[] = [
  {
    path: '/',
    name: 'landing',
    h1: 'Get it done... or get another text.',
    title: 'SMS reminders that nag until it’s done | NagText',
    copy: [
      '78% more tasks completed',
      '14-day free trial',
      'Three steps to done',
      'Frequently asked questions',
      'No app needed',
      'Try NagText free for 14 days',
    ],
  },
  {
    path: '/how-it-works',
    name: 'how-it-works',
    h1: 'How NagText Works',
    title: 'How It Works | NagText',
    copy: [
      'Three simple steps',
      'Try it free for 14 days',
      'No app needed',
      'Automatic time zone detection',
      'Quiet hours',
      'Recurring tasks',
      'Priority support',
      'Early access to new features',
      'Personalized SMS notifications',
      'Unlimited reminders',
      'Cancel any time',
      'Frequently asked questions',
      'SNOOZE 30',
    ],
  },
  {
    path: '/pricing',
    name: 'pricing',
    h1: 'Simple, honest pricing',
    title: 'Pricing | NagText',
    copy: [
      'Basic',
      '$4.99 per month',
      'About 16 cents per day',
      '7-day free trial',
      'No credit card required for trial',
      'Unlimited reminders every month',
      'Personalized SMS notifications',
      'Priority support',
      'Early access to new features',
      'Cancel any time',
      'country code',
    ],
  },
  {
    path: '/privacy',
    name: 'privacy',
    h1: 'Privacy Policy',
    title: 'Privacy Policy | NagText',
    copy: [
      'Last updated: November 26, 2026',
      'opt out of marketing messages at any time by replying STOP',
      'not intended for children under 13',
    ],
  },
  {
    path: '/terms',
    name: 'terms',
    h1: 'Terms of Service',
    title: 'Terms of Service | NagText',
    copy: [
      'Last updated: November 26, 2026',
      'Free Trial',
      '$4.99 USD per month',
      'You can cancel at any time',
      'message frequency varies with the reminders you set',
      'Msg & data rates may apply.',
      'reply HELP',
      'reply STOP',
      'Acceptable Use',
    ],
  },
  {
    path: '/contact',
    name: 'contact',
    h1: 'Contact Us',
    title: 'Contact Us | NagText',
    copy: ['support@nagtext.com', 'Send us a message', 'We usually reply within one business day.'],
  },
];

const PRIVACY_SECTIONS = [
  '1. Information We Collect',
  '2. How We Use Your Information',
  '3. Information Sharing',
  '4. Data Security',
  '5. Your Choices',
  '6. Children’s Privacy',
  '7. Changes to This Policy',
  '8. Contact Us',
];

async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const pathnameOf = (page: Page) => new URL(page.url()).pathname;
const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Headings in document order, as [level, text]. */
function headingOutline(page: Page): Promise<[number, string][]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')).map(
      (h) => [Number(h.tagName.slice(1)), (h.textContent ?? '').replace(/\s+/g, ' ').trim()] as [number, string],
    ),
  );
}

beforeAll(async () => {
  e2e = await startLocalAppAndBrowser();
});

afterAll(() => e2e?.stop());

describe('every public route', () => {
  let context: BrowserContext;
  let page: Page;
  let errors: string[];

  beforeAll(async () => {
    context = await newContext(e2e, { dark: false });
    page = await context.newPage();
    errors = collectErrors(page);
  });
  afterAll(() => context.close());

  it.each(PUBLIC_PAGES)(
    '$path renders its heading, key copy, title and description',
    async ({ path, h1, title, copy }) => {
      await open(page, path);
      const headings = page.getByRole('heading', { level: 1 });
      expect(await headings.count()).toBe(1);
      expect(normalized((await headings.textContent()) ?? '')).toBe(h1);

      const text = normalized(await page.getByRole('main').innerText());
      for (const line of copy) expect(text).toContain(line);

      expect(await page.title()).toBe(title);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(50);

      // Headings in order: one h1 first, and no level skipped on the way down.
      const outline = await headingOutline(page);
      expect(outline[0]?.[0]).toBe(1);
      outline.forEach(([level], i) => {
        if (i > 0) expect(level).toBeLessThanOrEqual(outline[i - 1]![0] + 1);
      });
      expect(errors).toEqual([]);
    },
  );

  it('gives every route its own description', async () => {
    const descriptions = new Set<string | null>();
    for (const { path } of PUBLIC_PAGES) {
      await open(page, path);
      descriptions.add(await page.locator('meta[name="description"]').getAttribute('content'));
    }
    expect(descriptions.size).toBe(PUBLIC_PAGES.length);
  });

  it('shows the eight privacy sections of the spec', async () => {
    await open(page, '/privacy');
    const sections = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(sections.map(normalized)).toEqual(PRIVACY_SECTIONS);
  });

  it('answers the FAQ on the landing page when a question is opened', async () => {
    await open(page, '/');
    const question = page.getByRole('button', { name: 'Does it work outside the US?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    await page.getByText('Yes. International phone numbers are supported').waitFor();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
  });

  it('loads no admin, chart or reminders code on the public pages', async () => {
    const manifest = JSON.parse(readFileSync(resolve(ROOT, 'web/dist/.vite/manifest.json'), 'utf8')) as Record<
      string,
      { file: string; src?: string }
    >;
    const forbidden = Object.values(manifest)
      .filter(
        (chunk) =>
          /^src\/features\/(admin|reminders)\//.test(chunk.src ?? '') ||
          /node_modules\/@mui\/x-charts\//.test(chunk.src ?? ''),
      )
      .map((chunk) => chunk.file);
    expect(forbidden.length).toBeGreaterThan(0);
    const fresh = await newContext(e2e);
    const visitor = await fresh.newPage();
    const requested: string[] = [];
    visitor.on('request', (request) => requested.push(new URL(request.url()).pathname.slice(1)));
    for (const { path } of PUBLIC_PAGES) await open(visitor, path);
    expect(requested.filter((file) => forbidden.includes(file) || /chart/i.test(file))).toEqual([]);
    await fresh.close();
  });
});

describe('links', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await newContext(e2e);
    page = await context.newPage();
  });
  afterAll(() => context.close());

  async function follow(from: string, link: () => ReturnType<Page['getByRole']>, expected: string): Promise<void> {
    await open(page, from);
    await link().click();
    await page.waitForURL((url) => url.pathname === expected);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(pathnameOf(page)).toBe(expected);
  }

  it.each([
    ['Home', '/'],
    ['How It Works', '/how-it-works'],
    ['Pricing', '/pricing'],
    ['Log In', '/login'],
    ['Sign Up', '/signup'],
  ])('header link %s goes to %s', async (name, expected) => {
    await follow(
      '/privacy',
      () => page.getByRole('banner').getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }),
      expected,
    );
  });

  it.each([
    ['Links', 'Home', '/'],
    ['Links', 'How It Works', '/how-it-works'],
    ['Links', 'Pricing', '/pricing'],
    ['Legal', 'Terms of Service', '/terms'],
    ['Legal', 'Privacy Policy', '/privacy'],
    ['Legal', 'Contact Us', '/contact'],
  ])('footer %s link %s goes to %s', async (column, name, expected) => {
    const from = expected === '/contact' ? '/pricing' : '/contact';
    await follow(
      from,
      () =>
        page
          .getByRole('contentinfo')
          .getByRole('navigation', { name: column })
          .getByRole('link', { name, exact: true }),
      expected,
    );
  });

  it.each([
    ['/', 'Start My Free Trial', '/signup'],
    ['/', 'Learn How It Works', '/how-it-works'],
    ['/', 'Get Started Now', '/signup'],
    ['/how-it-works', 'Start My Free Trial', '/signup'],
    ['/how-it-works', 'View Pricing', '/pricing'],
    ['/pricing', /^Start Your 7-Day Free Trial/, '/signup'],
  ])('on %s the "%s" button goes to %s', async (from, name, expected) => {
    await follow(from, () => page.getByRole('main').getByRole('link', { name, exact: true }), expected);
  });

  it('offers the same header links in the mobile menu', async () => {
    const mobile = await newContext(e2e, { width: 390 });
    const phone = await mobile.newPage();
    for (const [name, expected] of [
      ['How It Works', '/how-it-works'],
      ['Pricing', '/pricing'],
      ['Log In', '/login'],
      ['Sign Up', '/signup'],
      ['Home', '/'],
    ] as const) {
      await open(phone, '/terms');
      await phone.getByRole('button', { name: 'Open menu' }).click();
      // Tap once the menu has finished sliding open (on a loaded machine a tap mid-slide can miss the link).
      await phone.locator('.MuiCollapse-entered #mobile-menu').waitFor();
      await phone.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
      await phone.waitForURL((url) => url.pathname === expected);
    }
    await mobile.close();
  });
});

it('shows the 404 page for an unknown path, with a way home', async () => {
  const context = await newContext(e2e);
  const page = await context.newPage();
  await page.goto(`/no-such-page-${randomUUID()}`);
  await page.getByRole('heading', { level: 1, name: 'Oops! Page not found' }).waitFor();
  await page.getByText('404', { exact: true }).waitFor();
  await page.getByRole('main').getByRole('link', { name: 'Return to Home' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
});

it("shows NagText's own figure on How It Works once enough occurrences back it, dated by its last day", async () => {
  // The counters of the app's yesterday, as completions leave them: a figure no other browser test's few can move.
  const { doc, tables } = testDynamo();
  const yesterday = new Date(e2e.app.runtime.clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
  await doc.send(
    new PutCommand({
      TableName: tables.data,
      Item: {
        ...keys.effectDay(yesterday, 0),
        type: 'effect_day',
        day: yesterday,
        ended: 100_000,
        doneBySecondText: 64_000,
      },
    }),
  );
  const context = await newContext(e2e, { width: 360 });
  const page = await context.newPage();
  await open(page, '/how-it-works');
  const figure = page.getByRole('figure');
  await figure.getByText('In the last 30 days, 64% of reminders were done by the second text.').waitFor();
  const through = new Intl.DateTimeFormat('en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${yesterday}T00:00:00.000Z`));
  expect(normalized(await figure.innerText())).toContain(`From NagText’s own records, up to ${through}.`);
  await context.close();
});

it('keeps dark mode across a reload', async () => {
  const context = await newContext(e2e);
  const page = await context.newPage();
  await open(page, '/pricing');
  const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(await isDark()).toBe(false);
  const lightBackground = await background();

  await page.getByRole('button', { name: 'Switch to dark mode' }).click();
  expect(await isDark()).toBe(true);
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await isDark()).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
  expect(await background()).not.toBe(lightBackground);
  await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
  await context.close();
});

it('follows a dark-mode change made in another tab, keeping what it shows', async () => {
  const context = await newContext(e2e);
  const page = await context.newPage();
  await open(page, '/contact');
  await page.getByRole('textbox', { name: /^Subject/ }).fill('Half written');
  const otherTab = await context.newPage();
  await open(otherTab, '/pricing');
  await otherTab.getByRole('button', { name: 'Switch to dark mode' }).click();

  await page.waitForFunction(() => document.documentElement.classList.contains('dark'));
  await page.getByRole('button', { name: 'Switch to light mode' }).waitFor();
  expect(await page.getByRole('textbox', { name: /^Subject/ }).inputValue()).toBe('Half written');
  await context.close();
});

it('has no horizontal scroll at 360 px on any public page', async () => {
  const context = await newContext(e2e, { width: 360 });
  const page = await context.newPage();
  for (const { path } of PUBLIC_PAGES) {
    await open(page, path);
    const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect({ path, scrollWidth }).toEqual({ path, scrollWidth: 360 });
  }
  await context.close();
});

it.each([false, true])(
  'centres every line of the pricing button at 360 px, its label wrapped as the line under it (dark: %s)',
  async (dark) => {
    const context = await newContext(e2e, { width: 360, dark });
    const page = await context.newPage();
    await open(page, '/pricing');
    const button = page.getByRole('link', { name: /^Start Your 7-Day Free Trial/ });
    // Each line box of the button's words, as its distance from the button's left and right edges.
    const lines = await button.evaluate((link) => {
      const box = link.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(link);
      return [...range.getClientRects()]
        .filter((rect) => rect.width > 0)
        .map((rect) => ({ left: Math.round(rect.left - box.left), right: Math.round(box.right - rect.right) }));
    });
    expect(normalized((await button.textContent()) ?? '')).toBe(
      'Start Your 7-Day Free TrialNo credit card required for trial',
    );
    // The label wraps at this width: two lines of it and the line under it.
    expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const { left, right } of lines) expect(Math.abs(left - right)).toBeLessThanOrEqual(2);
    await screenshot(page, { path: screenshotPath('pricing-cta', 360, dark) });
    await context.close();
  },
);

describe('the contact form', () => {
  it('refuses an empty or malformed message in place', async () => {
    const context = await newContext(e2e, { width: 390 });
    const page = await context.newPage();
    await open(page, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Name is required').waitFor();
    await page.getByText('Message is required').waitFor();
    await page.getByRole('textbox', { name: /^Email/ }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Enter a valid email address').waitFor();
    await context.close();
  });

  it('sends a message the admins can read', async () => {
    const context = await newContext(e2e);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const subject = `Question ${randomUUID()}`;
    await open(page, '/contact');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Grace Hopper');
    await page.getByRole('textbox', { name: /^Email/ }).fill('grace@example.com');
    await page.getByRole('textbox', { name: /^Subject/ }).fill(subject);
    await page.getByRole('textbox', { name: /^Message/ }).fill('Can I get reminders on two phones?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Thanks! Your message has been sent.').waitFor();
    expect(await page.getByRole('textbox', { name: /^Subject/ }).inputValue()).toBe('');

    const { messages } = await e2e.app.runtime.deps().contactMessages.list({ page: 1, limit: 100 });
    expect(messages.find((m) => m.subject === subject)).toMatchObject({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      message: 'Can I get reminders on two phones?',
    });
    expect(errors).toEqual([]);
    await context.close();
  });
});
