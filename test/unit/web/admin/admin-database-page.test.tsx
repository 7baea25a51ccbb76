import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AdminDatabasePage from '../../../../web/src/features/admin/pages/admin-database-page';
import { failure, FakeApi, ok } from '../account/fake-api';
import { renderRoute } from '../account/render-route';
import { viewportWidth } from '../viewport-width';

let api: FakeApi;
beforeEach(() => {
  api = new FakeApi()
    .on('GET /admin/database/tables', ok({ tables: [{ table_name: 'nagtext-local-Data' }] }))
    .on('GET /admin/database/queries', ok({ queries: [], total: 0 }));
  globalThis.fetch = api.fetch as typeof fetch;
  localStorage.setItem('adminToken', 'admin-token');
});
const originalMatchMedia = window.matchMedia;
afterEach(() => {
  localStorage.clear();
  window.matchMedia = originalMatchMedia;
});

it('fills a select of the chosen table, runs it, shows null cells, and clears the rows when a query fails', async () => {
  api.once(
    'POST /admin/database/query',
    ok({
      columns: ['pk', 'sk', 'task'],
      rows: [{ pk: 'USER#1', sk: 'PROFILE', task: null }],
      truncated: false,
      limit: 100,
    }),
  );
  api.once(
    'POST /admin/database/query',
    failure(400, 'validation_failed', 'The database console is read-only: only SELECT statements can run here.'),
  );
  api.once('POST /admin/database/query', { status: 502, body: 'bad gateway' });
  renderRoute('/admin/database', AdminDatabasePage);
  const editor = screen.getByLabelText('SQL query');
  const run = screen.getByRole('button', { name: 'Execute Query' });
  expect(run).toBeDisabled();
  fireEvent.change(editor, { target: { value: '   \n ' } });
  expect(run).toBeDisabled();

  // The table list is a list of items (axe: list), each a button that fills the editor.
  const tables = await screen.findByRole('navigation', { name: 'Tables' });
  await within(tables).findByRole('button', { name: 'nagtext-local-Data' });
  for (const child of within(tables).getByRole('list').children) expect(child.tagName).toBe('LI');
  fireEvent.click(within(tables).getByRole('button', { name: 'nagtext-local-Data' }));
  expect(editor).toHaveValue('SELECT * FROM "nagtext-local-Data" LIMIT 100');
  expect(run).toBeEnabled();
  fireEvent.click(run);
  const results = await screen.findByRole('table', { name: 'Query results' });
  expect(
    within(results)
      .getAllByRole('columnheader')
      .map((h) => h.textContent),
  ).toEqual(['pk', 'sk', 'task']);
  expect(screen.getByRole('status', { name: '' })).toHaveTextContent('1 row, 3 columns');
  // Wider than a phone, the rows scroll sideways in their own box, which keys can reach.
  expect(screen.getByRole('region', { name: 'Rows (scrollable)' })).toHaveAttribute('tabindex', '0');
  expect(within(results).getByText('null')).toBeInTheDocument();
  expect(api.callsTo('POST /admin/database/query')[0]!.body).toEqual({
    query: 'SELECT * FROM "nagtext-local-Data" LIMIT 100',
  });

  fireEvent.change(editor, { target: { value: 'UPDATE x SET a = 1' } });
  fireEvent.click(run);
  expect(await screen.findByRole('alert')).toHaveTextContent('The database console is read-only');
  expect(screen.queryByRole('table', { name: 'Query results' })).not.toBeInTheDocument();

  fireEvent.click(run);
  await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('An error occurred'));
});

it('only logs a failure to list the tables', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.on('GET /admin/database/tables', failure(500, 'internal', 'boom'));
  renderRoute('/admin/database', AdminDatabasePage);
  await waitFor(() => expect(logged).toHaveBeenCalledWith('Could not list the database tables', expect.anything()));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  logged.mockRestore();
});

const historyEntries = {
  queries: [
    {
      id: 'q2',
      adminId: 'admin:ops',
      at: '2026-11-23T15:55:00.000Z',
      statement: 'UPDATE x SET a = 1',
      outcome: 'refused',
      rowCount: 0,
      message: 'The database console is read-only.',
    },
    {
      id: 'q1',
      adminId: 'admin:ops',
      at: '2026-11-23T15:54:00.000Z',
      statement: 'SELECT * FROM "nagtext-local-Data" WHERE pk = \'USER#1\'',
      outcome: 'ok',
      rowCount: 3,
    },
  ],
  total: 2,
};

it.each([
  ['a table on a wide screen', 1280],
  ['a list on a phone', 360],
])('lists the query history as %s, and Use puts a statement back in the editor', async (_how, width) => {
  viewportWidth(width);
  api.on('GET /admin/database/queries', ok(historyEntries));
  renderRoute('/admin/database', AdminDatabasePage);
  const history = await screen.findByRole('region', { name: 'Query history' });
  await within(history).findByText('The database console is read-only.');
  if (width >= 600) {
    const rows = within(history).getAllByRole('row');
    expect(rows).toHaveLength(3); // header + 2
    // Every column has a header (the Use column's is for screen readers only: axe td-has-header); outcomes in words.
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'Statement', 'Outcome', 'Rows', 'Reuse']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 5),
    ).toEqual(['ops', 'UPDATE x SET a = 1The database console is read-only.', 'Refused', '0']);
    expect(within(rows[2]!).getAllByRole('cell')[3]).toHaveTextContent('Ran');
  } else {
    expect(within(history).queryByRole('table')).not.toBeInTheDocument();
    const items = within(history).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Refused');
    expect(items[1]).toHaveTextContent('Ran');
  }
  expect(within(history).queryByText(/^(ok|refused)$/)).not.toBeInTheDocument();
  expect(within(history).getAllByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \S+/)).toHaveLength(2); // when, zone named
  fireEvent.click(within(history).getAllByRole('button', { name: /^Use this statement/ })[1]!);
  expect(screen.getByLabelText('SQL query')).toHaveValue('SELECT * FROM "nagtext-local-Data" WHERE pk = \'USER#1\'');
});

it("keeps the header's width (lg), as the other admin pages do, rather than running wider than it", async () => {
  renderRoute('/admin/database', AdminDatabasePage);
  const page = (await screen.findByRole('navigation', { name: 'Tables' })).closest('.MuiContainer-root');
  expect(page).toHaveClass('MuiContainer-maxWidthLg');
  expect(page).not.toHaveClass('MuiContainer-maxWidthXl');
});
