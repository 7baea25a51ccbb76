import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { remindersCsv } from '#shared/reminders-csv';
import { failure, FakeApi, ok } from '../fake-api';
import { aTask, anExport, renderSettings, settingsApi } from './render-settings';

interface Saved {
  name: string;
  href: string;
  blob: Blob;
}

let api: FakeApi;
let saved: Saved[];
let revoked: string[];
const blobs = new Map<string, Blob>();

/** The bytes as written, a byte order mark included (FileReader.readAsText would drop it). */
function bytesOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new TextDecoder('utf-8', { ignoreBOM: true }).decode(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

beforeEach(() => {
  api = settingsApi(new FakeApi());
  saved = [];
  revoked = [];
  let n = 0;
  // jsdom has no object URLs, and following a download link would be a navigation it cannot do.
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:http://localhost/${++n}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn((url: string) => void revoked.push(url));
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href, blob: blobs.get(this.href)! });
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const card = () => screen.findByRole('region', { name: 'Your Data' });

it('"Download my data" reads "Preparing your file..." while the export loads, then saves it pretty-printed as nagtext-data-<day>.json', async () => {
  const data = anExport();
  let release: () => void = () => undefined;
  api.on(
    'GET /user/export',
    () =>
      new Promise((resolve) => {
        release = () => resolve(ok(data));
      }),
  );
  const user = userEvent.setup();
  renderSettings();
  await user.click(within(await card()).getByRole('button', { name: 'Download my data' }));

  expect(within(await card()).getByRole('button', { name: 'Preparing your file...' })).toBeDisabled();
  expect(within(await card()).getByRole('button', { name: 'Download reminders (CSV)' })).toBeDisabled();
  release();

  await waitFor(() => expect(saved).toHaveLength(1));
  // Exported at 04:30 UTC on March 6: still March 5 in the account's zone (Chicago).
  expect(saved[0]!.name).toBe('nagtext-data-2026-03-05.json');
  expect(saved[0]!.blob.type).toBe('application/json');
  const text = await bytesOf(saved[0]!.blob);
  // Pretty-printed (two spaces, a final newline), and the export whole (keys in the contract's order).
  expect(text).toBe(`${JSON.stringify(JSON.parse(text), null, 2)}\n`);
  expect(JSON.parse(text)).toEqual(data);
  // The temporary link is gone, and its URL is let go.
  expect(document.querySelector('a[download]')).toBeNull();
  await waitFor(() => expect(revoked).toEqual([saved[0]!.href]));
  expect(within(await card()).getByRole('button', { name: 'Download my data' })).toBeEnabled();
  expect(api.callsTo('GET /user/export')).toHaveLength(1);
});

it('"Download reminders (CSV)" saves the same export’s reminders as nagtext-reminders-<day>.csv, UTF-8 with a byte order mark, its times in the account’s zone', async () => {
  const reminders = [
    { ...aTask({ ref: '1', task: 'Позвонить маме 📞' }), recurrence: 'FREQ=DAILY' },
    { ...aTask({ id: 'r2', ref: '2', task: '=cmd|calc, "now"', repeat: 'once' }) },
  ];
  api.on('GET /user/export', ok(anExport(reminders)));
  const user = userEvent.setup();
  renderSettings();
  await user.click(within(await card()).getByRole('button', { name: 'Download reminders (CSV)' }));

  await waitFor(() => expect(saved).toHaveLength(1));
  expect(saved[0]!.name).toBe('nagtext-reminders-2026-03-05.csv');
  expect(saved[0]!.blob.type).toBe('text/csv;charset=utf-8');
  const text = await bytesOf(saved[0]!.blob);
  expect(text).toBe(`\uFEFF${remindersCsv(reminders, 'America/Chicago')}`);
  expect(text.slice(1).split('\r\n')[0]).toBe(
    'Ref,Task,Date (America/Chicago),Time (America/Chicago),Repeat,Rule,Status,Next text (America/Chicago),Last done (America/Chicago),Created (America/Chicago)',
  );
  // Created 2026-02-01T10:00Z is 4:00 AM that day in Chicago.
  expect(text).toContain('1,Позвонить маме 📞,2026-03-05,09:00,daily,FREQ=DAILY,pending,,,2026-02-01 04:00\r\n');
  expect(text).toContain(`2,"'=cmd|calc, ""now""",`);
  await waitFor(() => expect(revoked).toEqual([saved[0]!.href]));
});

it('a failed export saves nothing and says why in a toast', async () => {
  api.on('GET /user/export', failure(429, 'rate_limited', 'Too many exports. Please try again in a minute.'));
  const user = userEvent.setup();
  renderSettings();
  await user.click(within(await card()).getByRole('button', { name: 'Download my data' }));

  await screen.findByText('Failed to download your data');
  expect(screen.getByText('Too many exports. Please try again in a minute.')).toBeInTheDocument();
  expect(saved).toHaveLength(0);
  expect(URL.createObjectURL).not.toHaveBeenCalled();
  expect(within(await card()).getByRole('button', { name: 'Download my data' })).toBeEnabled();
});

it('a server failure says so in general words', async () => {
  api.on('GET /user/export', failure(500, 'internal', 'Boom'));
  const user = userEvent.setup();
  renderSettings();
  await user.click(within(await card()).getByRole('button', { name: 'Download reminders (CSV)' }));
  await screen.findByText('Failed to download your data');
  expect(screen.getByText('Server error. Please try again later.')).toBeInTheDocument();
});
