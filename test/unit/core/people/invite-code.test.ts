import {
  displayInviteCode,
  generateInviteCode,
  INVITE_ALPHABET,
  normalizeInviteCode,
  parseLinkCommand,
} from '#core/people/domain/invite-code';
import { seededRandom } from '../../../simulation/prng';

describe('generateInviteCode', () => {
  it('draws 8 characters of the unambiguous alphabet from the injected source, the same for the same seed', () => {
    const a = generateInviteCode(seededRandom(7).next);
    expect(a).toMatch(/^[0-9A-HJKMNP-TV-Z]{8}$/);
    expect(generateInviteCode(seededRandom(7).next)).toBe(a);
    expect(generateInviteCode(seededRandom(8).next)).not.toBe(a);
  });

  it.each<[string, () => number, string]>([
    ['the lowest fraction', () => 0, '00000000'],
    ['the highest fraction', () => 0.999999999, 'ZZZZZZZZ'],
    ['exactly 1 (a bad source) stays in the alphabet', () => 1, 'ZZZZZZZZ'],
  ])('%s', (_label, source, expected) => expect(generateInviteCode(source)).toBe(expected));

  it('never uses I, L, O or U', () => expect(INVITE_ALPHABET).not.toMatch(/[ILOU]/));
});

describe('displayInviteCode', () => {
  it('shows two groups of four', () => expect(displayInviteCode('4K7Q9MXP')).toBe('4K7Q-9MXP'));
});

describe('normalizeInviteCode: what people type', () => {
  it.each<[string, string | null]>([
    ['4K7Q-9MXP', '4K7Q9MXP'],
    ['4k7q-9mxp', '4K7Q9MXP'],
    ['4K7Q9MXP', '4K7Q9MXP'],
    ['4K7Q 9MXP', '4K7Q9MXP'],
    [' 4k7q – 9mxp ', '4K7Q9MXP'],
    ['4K7Q.9MXP', '4K7Q9MXP'],
    ['O0O0-0000', '00000000'],
    ['I1L1-1111', '11111111'],
    ['4K7Q-9MX', null],
    ['4K7Q-9MXPP', null],
    ['4K7Q-9MXU', null],
    ['4K7Q-9MX!', null],
    ['', null],
  ])('%j -> %j', (typed, expected) => expect(normalizeInviteCode(typed)).toBe(expected));
});

describe('parseLinkCommand', () => {
  it.each<[string, ReturnType<typeof parseLinkCommand>]>([
    ['JOIN 4K7Q-9MXP', { kind: 'join', code: '4K7Q9MXP', typed: '4K7Q-9MXP' }],
    ['join 4k7q9mxp', { kind: 'join', code: '4K7Q9MXP', typed: '4k7q9mxp' }],
    ['Join: 4K7Q 9MXP.', { kind: 'join', code: '4K7Q9MXP', typed: '4K7Q 9MXP' }],
    ['JOIN4K7Q-9MXP', { kind: 'join', code: '4K7Q9MXP', typed: '4K7Q-9MXP' }],
    ['JOIN', { kind: 'join', code: null, typed: '' }],
    ['join abc', { kind: 'join', code: null, typed: 'abc' }],
    ['LEAVE', { kind: 'leave' }],
    ['leave.', { kind: 'leave' }],
    ['Invite!', { kind: 'invite' }],
    ['join the gym call at 6pm tomorrow', null],
    ['leave at 5pm', null],
    ['leave me alone', null],
    ['invite Bob to dinner friday', null],
    ['DONE', null],
  ])('%j', (text, expected) => expect(parseLinkCommand(text)).toEqual(expected));
});
