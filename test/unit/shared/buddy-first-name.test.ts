import { BUDDY_FIRST_NAME_MAX_LENGTH, BuddyFirstName, buddyFirstNameProblem } from '#shared/contracts/common';
import { SetBuddyRequest } from '#shared/contracts/buddy-edits';

const ONLY = 'First name may contain only letters, spaces, hyphens and apostrophes';
const TOO_LONG = `First name must be at most ${BUDDY_FIRST_NAME_MAX_LENGTH} characters`;

describe("a buddy's first name: letters, spaces, hyphens and apostrophes, at most 20", () => {
  it.each([
    ['Bob', null],
    ['Mary Jane', null],
    ['Anne-Marie', null],
    ["O'Brien", null],
    ['D’Angelo', null],
    ['Zoë', null],
    ['Zoe\u0308', null],
    ['Łukasz', null],
    ['山田', null],
    ['محمد', null],
    ['A'.repeat(20), null],
    ['Ä'.normalize('NFD').repeat(20), null],
    ['A'.repeat(21), TOO_LONG],
    ['', 'First name is required'],
    ['Bob2', ONLY],
    ['R2D2', ONLY],
    ['Bob www.evil.example', ONLY],
    ['evil.example', ONLY],
    ['https://x.co', ONLY],
    ['Call 555 0100', ONLY],
    ['Bob!', ONLY],
    ['Bob 👍', ONLY],
    ['Bob\u202E', ONLY],
    ['Bob\u200B', ONLY],
    ['Bob\nHi', ONLY],
    ["- '", ONLY],
    ['Bob@x', ONLY],
    ['１２３', ONLY],
  ])('%j -> %s', (name, problem) => expect(buddyFirstNameProblem(name)).toBe(problem));

  it('is trimmed before it is judged, and a blank one is required', () => {
    expect(BuddyFirstName('First name').parse('  Bob  ')).toBe('Bob');
    expect(BuddyFirstName('First name').safeParse('   ').error?.issues[0]?.message).toBe('First name is required');
  });

  it('PUT /user/buddy refuses a name with a link or a digit on the firstName field (the 400 names it)', () => {
    for (const firstName of ['Bob www.evil.example', 'Bob2', 'A'.repeat(21)]) {
      const issues = SetBuddyRequest.safeParse({ firstName }).error?.issues;
      expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
        ['firstName', buddyFirstNameProblem(firstName)],
      ]);
    }
    expect(SetBuddyRequest.parse({ firstName: "Mary-Jane O'Neil" }).firstName).toBe("Mary-Jane O'Neil");
  });
});
