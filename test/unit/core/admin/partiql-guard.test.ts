import { guardSelect, MAX_STATEMENT_LENGTH } from '#core/admin/domain/partiql-guard';

const tables = { data: 'nagtext-local-Data', forbidden: ['nagtext-local-Auth'] };
const run = (text: string) => guardSelect(text, tables);

describe('guardSelect: statements that may run', () => {
  it.each([
    ['SELECT * FROM "nagtext-local-Data"', 'SELECT * FROM "nagtext-local-Data"', 100],
    ['select * from "nagtext-local-Data" LIMIT 100', 'select * from "nagtext-local-Data"', 100],
    ['SELECT * FROM "nagtext-local-Data" limit 5', 'SELECT * FROM "nagtext-local-Data"', 5],
    ['SELECT * FROM "nagtext-local-Data" LIMIT 1000', 'SELECT * FROM "nagtext-local-Data"', 1000],
    [
      '  SELECT pk, sk FROM "nagtext-local-Data" WHERE pk = \'USER#1\'  ',
      'SELECT pk, sk FROM "nagtext-local-Data" WHERE pk = \'USER#1\'',
      100,
    ],
    ['SELECT * FROM "nagtext-local-Data";', 'SELECT * FROM "nagtext-local-Data"', 100],
    ['SELECT * FROM "nagtext-local-Data" LIMIT 7;  ', 'SELECT * FROM "nagtext-local-Data"', 7],
    [
      'SELECT * FROM "nagtext-local-Data"."gsi1" WHERE gsi1pk = \'USERS\'',
      'SELECT * FROM "nagtext-local-Data"."gsi1" WHERE gsi1pk = \'USERS\'',
      100,
    ],
    // Words inside quoted text are data, not statements.
    ['SELECT * FROM "nagtext-local-Data" WHERE body = \'please DELETE my reminder; -- thanks /* */\'', null, 100],
    ["SELECT * FROM \"nagtext-local-Data\" WHERE task = 'it''s; DROP TABLE x'", null, 100],
    ['SELECT "update" FROM "nagtext-local-Data"', null, 100],
    ['SELECT * FROM "nagtext-local-Data" WHERE "limit" = 3', null, 100],
    ['SELECT * FROM "nagtext-local-Data" WHERE n > -5', null, 100],
    ['SELECT\n  *\nFROM\n  "nagtext-local-Data"\nLIMIT\n  20', 'SELECT\n  *\nFROM\n  "nagtext-local-Data"', 20],
  ])('%j', (text, statement, limit) => {
    const result = run(text);
    expect(result).toEqual({ ok: true, statement: statement ?? text.trim(), limit });
  });
});

describe('guardSelect: statements that are refused, with the reason', () => {
  it.each([
    // Writes, in any case.
    [
      "UPDATE \"nagtext-local-Data\" SET role = 'admin' WHERE pk = 'USER#1' AND sk = 'PROFILE'",
      /read-only.*UPDATE statements are not allowed/,
    ],
    ['update "nagtext-local-Data" set role = \'admin\'', /read-only.*UPDATE statements are not allowed/],
    ['DeLeTe FROM "nagtext-local-Data" WHERE pk = \'USER#1\'', /read-only.*DELETE statements are not allowed/],
    ["INSERT INTO \"nagtext-local-Data\" VALUE {'pk': 'x', 'sk': 'y'}", /read-only.*INSERT statements are not allowed/],
    ["insert into \"nagtext-local-Data\" value {'pk': 'x'}", /read-only.*INSERT statements are not allowed/],
    ['EXISTS(SELECT * FROM "nagtext-local-Data")', /read-only.*EXISTS statements are not allowed/],
    ['CREATE TABLE x', /read-only.*CREATE/],
    ['DROP TABLE "nagtext-local-Data"', /read-only.*DROP/],
    ['( SELECT * FROM "nagtext-local-Data")', /read-only.*Start the statement with SELECT/],
    ['"SELECT" * FROM "nagtext-local-Data"', /read-only.*SELECT statements are not allowed|read-only/],
    // A write word anywhere outside quotes.
    [
      'SELECT * FROM "nagtext-local-Data" WHERE x = 1 UPDATE "nagtext-local-Data" SET a = 1',
      /UPDATE is not allowed anywhere/,
    ],
    ['SELECT * FROM "nagtext-local-Data" WHERE x IN (DELETE)', /DELETE is not allowed anywhere/],
    // Stacked statements.
    ['SELECT * FROM "nagtext-local-Data"; DELETE FROM "nagtext-local-Data" WHERE pk = \'x\'', /Only one statement/],
    ['SELECT * FROM "nagtext-local-Data"; SELECT * FROM "nagtext-local-Data"', /Only one statement/],
    ['SELECT * FROM "nagtext-local-Data";;', /Only one statement/],
    ['SELECT * FROM "nagtext-local-Data"\n;\nupdate "nagtext-local-Data" set a = 1', /Only one statement/],
    // Comments, wherever they are and whatever they hide.
    ['SELECT * FROM "nagtext-local-Data" -- just a note', /Comments/],
    ['-- harmless\nSELECT * FROM "nagtext-local-Data"', /Comments/],
    ['/* hi */ SELECT * FROM "nagtext-local-Data"', /Comments/],
    ['SELECT * FROM "nagtext-local-Data" /*; DELETE FROM x */', /Comments/],
    ['SELECT * FROM "nagtext-local-Data" --\n; DELETE FROM "nagtext-local-Data"', /Comments/],
    ['/*x*/DELETE FROM "nagtext-local-Data"', /Comments/],
    // Other tables, the Auth table by any spelling.
    ['SELECT * FROM "nagtext-local-Auth"', /Auth table cannot be read/],
    ['SELECT * FROM nagtext-local-auth', /Auth table cannot be read/],
    ['SELECT * FROM "NAGTEXT-LOCAL-AUTH"', /Auth table cannot be read/],
    ['SELECT * FROM "nagtext-local-Data" WHERE pk = \'nagtext-local-Auth\'', /Auth table cannot be read/],
    ['SELECT * FROM "Users"', /Only the Data table can be queried here .* not "Users"/],
    ['SELECT * FROM Users', /Only the Data table can be queried here .* not "Users"/],
    ['SELECT * FROM "nagtext-prod-Data"', /Only the Data table/],
    ['SELECT * FROM "NAGTEXT-LOCAL-DATA"', /case-sensitive/],
    ['SELECT * FROM nagtext-local-Data', /need double quotes/],
    ['SELECT * FROM "nagtext-local-Data" WHERE pk IN (SELECT pk FROM "other")', /Subqueries are not supported/],
    ['SELECT * FROM (SELECT * FROM "nagtext-local-Data")', /Subqueries are not supported/],
    ['SELECT 1', /needs a table/],
    ['SELECT * FROM', /FROM must name the table/],
    // LIMIT.
    ['SELECT * FROM "nagtext-local-Data" LIMIT 1001', /LIMIT must be a whole number from 1 to 1000/],
    ['SELECT * FROM "nagtext-local-Data" LIMIT 0', /LIMIT must be a whole number from 1 to 1000/],
    ['SELECT * FROM "nagtext-local-Data" LIMIT 2.5', /LIMIT must be a whole number/],
    ['SELECT * FROM "nagtext-local-Data" LIMIT 10000000000000000000000', /LIMIT must be a whole number/],
    ['SELECT * FROM "nagtext-local-Data" LIMIT', /LIMIT goes at the very end/],
    ['SELECT * FROM "nagtext-local-Data" LIMIT 5 WHERE pk = \'x\'', /LIMIT goes at the very end/],
    ['SELECT * FROM "nagtext-local-Data" LIMIT x', /LIMIT goes at the very end/],
    // Everything else.
    ['', /Enter a SELECT statement/],
    ['   \n ', /Enter a SELECT statement/],
    ['SELECT * FROM "nagtext-local-Data" WHERE pk = ?', /Parameters/],
    ['SELECT * FROM "nagtext-local-Data" WHERE pk = \'unclosed', /quoted text .* is not closed/],
    ['SELECT * FROM "nagtext-local-Data', /quoted name .* is not closed/],
    ['SELECT * FROM "nagtext-local-Data" WHERE x = `{a: 1', /Ion value .* is not closed/],
  ])('%j', (text, reason) => {
    const result = run(text);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.reason).toMatch(reason);
  });

  it('refuses a statement longer than the console takes', () => {
    const result = run(`SELECT * FROM "nagtext-local-Data" WHERE pk = '${'x'.repeat(MAX_STATEMENT_LENGTH)}'`);
    expect(result).toEqual({
      ok: false,
      reason: `The statement is too long (at most ${MAX_STATEMENT_LENGTH} characters).`,
    });
  });

  it('never lets a statement through that does not start with SELECT, whatever follows', () => {
    for (const word of ['UPDATE', 'DELETE', 'INSERT', 'REPLACE', 'UPSERT', 'REMOVE', 'SET', 'EXEC']) {
      for (const spelled of [word, word.toLowerCase(), word[0] + word.slice(1).toLowerCase()]) {
        expect(run(`${spelled} "nagtext-local-Data" SELECT * FROM "nagtext-local-Data"`).ok).toBe(false);
      }
    }
  });
});
