import { numberEnding } from '#core/texting/domain/number-ending';

describe('numberEnding', () => {
  it.each([
    ['+12025550199', '+1 ...0199'],
    ['+15551234567', '+1 ...4567'],
    ['+447400123456', '+44 ...3456'],
    ['+353861234567', '+353 ...4567'],
    ['+9991234567', '...4567'],
  ])('%s reads %s', (e164, shown) => {
    expect(numberEnding(e164)).toBe(shown);
  });
});
