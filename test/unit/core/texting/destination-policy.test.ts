import {
  assertTextable,
  DEFAULT_SMS_COUNTRIES,
  judgeDestination,
  NOT_MOBILE_MESSAGE,
  parseCountryList,
  phoneRegions,
} from '#core/texting/domain/destination-policy';
import { DomainError } from '#core/kernel/errors';

const defaults = { allowedCountries: DEFAULT_SMS_COUNTRIES };

describe('destination policy (default countries)', () => {
  it.each([
    ['+14155550199', 'US'],
    ['+15551234567', 'US'], // 555: fiction and tests
    ['+16135550123', 'CA'],
    ['+17875550123', 'PR'],
    ['+16715550123', 'GU'],
    ['+13405550123', 'VI'],
    ['+16842581234', 'AS'],
    ['+16705550123', 'MP'],
    ['+447400123456', 'GB'],
    ['+447911234567', 'GB'],
    ['+12065550123', 'US'],
  ])('%s is texted (%s)', (e164, country) =>
    expect(judgeDestination(e164, defaults)).toEqual({ allowed: true, country }),
  );

  it.each([
    ['+979123456789', 'premium_or_satellite'],
    ['+881612345678', 'premium_or_satellite'],
    ['+882123456789', 'premium_or_satellite'],
    ['+883123456789', 'premium_or_satellite'],
    ['+870773111632', 'premium_or_satellite'],
    ['+80812345678', 'premium_or_satellite'],
    ['+878123456789', 'premium_or_satellite'],
    ['+88812345678', 'premium_or_satellite'],
    ['+80012345678', 'premium_or_satellite'],
    ['+19005550123', 'premium_or_satellite'],
    ['+19765550123', 'premium_or_satellite'],
    ['+449098790123', 'premium_or_satellite'],
    ['+447012345678', 'premium_or_satellite'],
    ['+448712345678', 'premium_or_satellite'],
    ['+18765550123', 'country_not_supported'], // Jamaica shares +1
    ['+12645550123', 'country_not_supported'], // Anguilla
    ['+447911123456', 'country_not_supported'], // Guernsey, though +44
    ['+33612345678', 'country_not_supported'],
    ['+2348012345678', 'country_not_supported'],
    ['+12005550123', 'country_unknown'], // an unassigned area code
    ['+447700900123', 'country_unknown'], // Ofcom's drama range: GB, Guernsey, Jersey or Man
    // Numbers in supported countries that no handset answers.
    ['+447640123456', 'not_mobile'], // UK pager
    ['+447623123456', 'not_mobile'], // UK pager
    ['+445512345678', 'not_mobile'], // UK corporate (UAN)
    ['+445612345678', 'not_mobile'], // UK VoIP range
    ['+443001234567', 'not_mobile'], // UK 03 (UAN, non-geographic)
    ['+448001234567', 'not_mobile'], // UK 0800 freephone
    ['+448081234567', 'not_mobile'], // UK 0808 freephone
    ['+442079460123', 'not_mobile'], // London landline
    ['+18005550123', 'not_mobile'], // US toll-free
    ['+18885550123', 'not_mobile'],
    ['+18445550123', 'not_mobile'],
    ['+18775550123', 'not_mobile'],
    ['+18335550123', 'not_mobile'],
    ['+15005550123', 'not_mobile'], // US personal numbers (500, 533)
    ['+15335550123', 'not_mobile'],
    ['+18005550100', 'not_mobile'],
  ])('%s is refused: %s', (e164, refused) =>
    expect(judgeDestination(e164, defaults)).toMatchObject({ allowed: false, refused }),
  );

  it('names the country in the refusal', () => {
    expect(judgeDestination('+18765550123', defaults)).toMatchObject({
      message: 'Texts to Jamaica are not supported yet',
    });
    expect(judgeDestination('+33612345678', defaults)).toMatchObject({
      message: 'Texts to France are not supported yet',
    });
  });

  it('says why a number that no handset answers is refused', () => {
    expect(judgeDestination('+447640123456', defaults)).toEqual({
      allowed: false,
      refused: 'not_mobile',
      country: 'GB',
      message: NOT_MOBILE_MESSAGE,
    });
  });

  it('refuses premium and satellite ranges even when their country is configured', () => {
    const everything = { allowedCountries: phoneRegions() };
    expect(judgeDestination('+19005550123', everything)).toMatchObject({
      allowed: false,
      refused: 'premium_or_satellite',
    });
    expect(judgeDestination('+979123456789', everything)).toMatchObject({
      allowed: false,
      refused: 'premium_or_satellite',
    });
    expect(judgeDestination('+33612345678', everything)).toEqual({ allowed: true, country: 'FR' });
  });

  it('assertTextable throws a 400-coded DomainError naming the field', () => {
    expect(() => assertTextable(defaults, '+14155550199')).not.toThrow();
    const error = (() => {
      try {
        assertTextable(defaults, '+979123456789');
      } catch (e) {
        return e;
      }
    })() as DomainError;
    expect(error).toBeInstanceOf(DomainError);
    expect(error.code).toBe('validation_failed');
    expect(error.extras.issues?.[0]?.path).toBe('phoneNumber');
  });
});

describe('the SMS_ALLOWED_COUNTRIES setting', () => {
  it.each([
    [undefined, DEFAULT_SMS_COUNTRIES],
    ['', DEFAULT_SMS_COUNTRIES],
    ['us, ca', ['US', 'CA']],
    ['US CA  FR,US', ['US', 'CA', 'FR']],
  ])('%j -> %j', (setting, expected) => expect(parseCountryList(setting)).toEqual(expected));

  it('refuses a code that is no country', () => {
    expect(() => parseCountryList('US,XX,USA')).toThrow(/unknown country codes: XX, USA/);
  });
});
