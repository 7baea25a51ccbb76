import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AppendOnlyJournal } from '../../../../local/adapters/append-only-journal';

describe('AppendOnlyJournal', () => {
  let dir: string;
  let file: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'nagtext-journal-'));
    file = join(dir, 'journal.jsonl');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const replayed = (path: string) => {
    const records: unknown[] = [];
    const { droppedTail } = new AppendOnlyJournal(path).replay((record) => void records.push(record));
    return { records, droppedTail };
  };

  it('appends one line per record and replays them in order', () => {
    const journal = new AppendOnlyJournal<{ n: number }>(file);
    journal.replay(() => undefined);
    for (let n = 1; n <= 3; n += 1) journal.append({ n });
    journal.close();
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n{"n":3}\n');
    expect(replayed(file)).toEqual({ records: [{ n: 1 }, { n: 2 }, { n: 3 }], droppedTail: false });
  });

  it.each([
    ['a torn last write', '{"n":1}\n{"n":2}\n{"n":'],
    ['a complete but unreadable last line', '{"n":1}\n{"n":2}\n{"n":}\n'],
    ['a torn write after an unreadable line', '{"n":1}\n{"n":2}\n{"n":}\n{"n'],
  ])('drops %s, cuts it from the file, and appends cleanly after', (_case, text) => {
    writeFileSync(file, text);
    expect(replayed(file)).toEqual({ records: [{ n: 1 }, { n: 2 }], droppedTail: true });
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}\n{"n":2}\n');
  });

  it('cuts a torn line after multi-byte text at the right byte', () => {
    writeFileSync(file, '{"t":"✅ done"}\n{"t":"é');
    expect(replayed(file).records).toEqual([{ t: '✅ done' }]);
    expect(readFileSync(file, 'utf8')).toBe('{"t":"✅ done"}\n');
  });

  it('refuses a damaged line in the middle', () => {
    writeFileSync(file, '{"n":1}\n{oops\n{"n":3}\n');
    expect(() => replayed(file)).toThrow(`${file} line 2 is not valid JSON`);
  });

  it('rewrites the whole journal as a compact set, and keeps appending after', () => {
    const journal = new AppendOnlyJournal<{ n: number }>(file);
    journal.replay(() => undefined);
    for (let n = 1; n <= 5; n += 1) journal.append({ n });
    journal.rewrite([{ n: 5 }]);
    expect(journal.records).toBe(1);
    journal.append({ n: 6 });
    journal.close();
    expect(replayed(file).records).toEqual([{ n: 5 }, { n: 6 }]);
  });

  it('keeps nothing on disk without a path, but still counts records', () => {
    const journal = new AppendOnlyJournal<{ n: number }>(null);
    expect(journal.replay(() => undefined)).toEqual({ records: 0, droppedTail: false });
    journal.append({ n: 1 });
    expect(journal.records).toBe(1);
  });
});
