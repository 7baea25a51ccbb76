import { answerDigest } from '#core/replies/domain/answer-digest';

/**
 * The digest keys the claims that let one answer go once per window, so it must not drift: a key written before a
 * deploy is claimed again by a redelivery after it. Each expected value is the SHA-256 of the parts joined by a line
 * break, in base64url, cut to 22 characters, worked out apart from the code (Python's hashlib; "abc" and the empty
 * message are FIPS 180-2's vectors).
 */
describe('answerDigest', () => {
  it.each<[string, string[], string]>([
    ['the words alone (HELP)', ['abc'], 'ungWv48Bz-pBQUDeXa4iI7'],
    ['no parts', [], '47DEQpj8HBSa-_TImW-5JC'],
    ['an empty part', [''], '47DEQpj8HBSa-_TImW-5JC'],
    ['parts joined by a line break', ['a', 'bc'], 'tMYgck2VAivpdl1vZgo2-Q'],
    ['a reminder and its answer', ['r1', 'Done: Take meds'], '6c9acZ79_TudjcbPbeTDxw'],
    ['an answer about no reminder', ['', 'Done: Take meds'], '-_xaf4f0AvliHLBGWTmnyo'],
  ])('%s', (_, parts, expected) => {
    expect(answerDigest(...parts)).toBe(expected);
  });

  it('is 22 base64url characters whatever the words', () => {
    for (const text of ['', 'Done: Take meds ✓', 'x'.repeat(2000), '🌱\n\u0000']) {
      expect(answerDigest(text)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
  });

  it.each<[string[], string[]]>([
    [
      ['r1', 'Done'],
      ['r2', 'Done'],
    ], // the same words about another reminder
    [
      ['r1', 'Done'],
      ['r1', 'Done.'],
    ],
    [['', 'Done'], ['Done']], // about no reminder is not the same as the words alone
  ])('tells %j from %j', (a, b) => {
    expect(answerDigest(...a)).not.toBe(answerDigest(...b));
  });
});
