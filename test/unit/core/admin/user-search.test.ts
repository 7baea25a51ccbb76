import {
  lookupPrefixOf,
  MAX_SEARCH_ENTRIES,
  mostSelectiveWord,
  normalizeWord,
  searchPrefixesOf,
  searchTextMatches,
  searchTextOf,
  searchWords,
  userSearchTokens,
} from '#core/admin/domain/user-search';

const person = (firstName: string, lastName: string, email: string, phoneNumber: string) => ({
  firstName,
  lastName,
  email,
  phoneNumber,
});
const ada = person('Ada', 'Lovelace-Byron', 'ada.lovelace+news@Example.com', '+15551234567');
const textOf = (p: typeof ada) => searchTextOf(userSearchTokens(p));

describe('user search tokens', () => {
  it('takes name words and their parts, the email local part and its parts, the domain, and phone digits four ways', () => {
    expect(userSearchTokens(ada)).toEqual([
      'ada',
      'lovelace-byron',
      'lovelace',
      'byron',
      'ada.lovelace+news',
      'news',
      'example.com',
      '15551234567',
      '5551234567',
      '1234567',
      '4567',
    ]);
  });

  it.each([
    ['José', 'jose'],
    ["O'Brien", 'obrien'],
    ['Zoë', 'zoe'],
    ['ÅSA', 'asa'],
    ['李', '李'],
    ['a<b>c', 'abc'],
  ])('normalizes %j to %j', (typed, normal) => expect(normalizeWord(typed)).toBe(normal));

  it('gives a number outside North America its full digits, last 7 and last 4', () => {
    expect(userSearchTokens(person('Kim', 'Lee', 'k@x.io', '+447911123456'))).toEqual([
      'kim',
      'lee',
      'k',
      'x.io',
      '447911123456',
      '1123456',
      '3456',
    ]);
  });

  it('indexes each token under its first 1, 2, 3, 5 and 8 characters, once each', () => {
    expect(searchPrefixesOf(['lovelace', 'love'])).toEqual(['l', 'lo', 'lov', 'lovel', 'lovelace']);
    expect(searchPrefixesOf(['ab'])).toEqual(['a', 'ab']);
  });

  it('bounds the entries of a user with very many name words', () => {
    const many = person(
      Array.from({ length: 60 }, (_, i) => `n${i}abcdefgh`).join(' '),
      'Last',
      'e@x.com',
      '+15551234567',
    );
    expect(searchPrefixesOf(userSearchTokens(many)).length).toBe(MAX_SEARCH_ENTRIES);
  });
});

describe('typed searches', () => {
  it.each([
    ['ada', ['ada']],
    ['  Ada   LOVELACE ', ['ada', 'lovelace']],
    ['ada.lovelace+news@example.com', ['ada.lovelace+news', 'example.com']],
    ['+1 (555) 123-4567', ['15551234567']],
    ['555-1234', ['5551234']],
    ['4567', ['4567']],
    ['12', ['12']],
    ['ada ada', ['ada']],
    ['!!!', []],
  ])('%j -> %j', (typed, words) => expect(searchWords(typed)).toEqual(words));

  it.each([
    ['a', 'a'],
    ['ad', 'ad'],
    ['ada', 'ada'],
    ['adal', 'ada'],
    ['adalo', 'adalo'],
    ['adalove', 'adalo'],
    ['adalovel', 'adalovel'],
    ['adalovelace', 'adalovel'],
  ])('looks %j up under %j', (word, prefix) => expect(lookupPrefixOf(word)).toBe(prefix));

  it('looks a search up under its most selective word', () => {
    expect(mostSelectiveWord(['a', 'lovelace'])).toBe('lovelace');
    expect(mostSelectiveWord(['ada', 'byron'])).toBe('byron');
    expect(mostSelectiveWord(['555', '4567'])).toBe('4567');
  });

  it.each([
    ['ada', true],
    ['lov', true],
    ['byron', true],
    ['ada byron', true],
    ['lovelace-by', true],
    ['news', true],
    ['example', true],
    ['example.com', true],
    ['5551234567', true],
    ['15551234567', true],
    ['1234567', true],
    ['4567', true],
    ['+1 (555) 123-4567', true],
    ['ADA LOVELACE', true],
    ['ada turing', false],
    ['velace', false],
    ['234567', false],
    ['gmail', false],
  ])('%j finds Ada: %s', (typed, found) => expect(searchTextMatches(textOf(ada), searchWords(typed))).toBe(found));
});
