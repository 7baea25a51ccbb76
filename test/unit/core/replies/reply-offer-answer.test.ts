import { readOfferAnswer, type OfferAnswer } from '#core/replies/domain/reply-offer-answer';

const NY = 'America/New_York';
/** Thursday Nov 20 2025, 2:30 PM in New York. */
const NOW = new Date('2025-11-20T19:30:00Z');
/** The reminder's own time: 6 PM (an hour said without AM or PM is the one nearer it). */
const NEAR = '18:00';

describe('readOfferAnswer: the answers to "Reply MOVE 7pm, EASIER, or DROP"', () => {
  it.each<[string, OfferAnswer]>([
    ['MOVE 7pm', { kind: 'move', time: '19:00' }],
    ['move 7pm', { kind: 'move', time: '19:00' }],
    ['Move it to 7', { kind: 'move', time: '19:00' }],
    ['move it to 7pm please', { kind: 'move', time: '19:00' }],
    ['move to 8:30pm', { kind: 'move', time: '20:30' }],
    ['move it to 7am', { kind: 'move', time: '07:00' }],
    ['move it to 07:00', { kind: 'move', time: '07:00' }],
    ['ok move it to 19:30', { kind: 'move', time: '19:30' }],
    ['MOVE tue 7pm', { kind: 'move', date: '2025-11-25', time: '19:00' }],
    ['move it to tuesday at 7pm', { kind: 'move', date: '2025-11-25', time: '19:00' }],
    ['move it to saturday', { kind: 'move', date: '2025-11-22' }],
    ['change it to 6:30pm', { kind: 'move', time: '18:30' }],
    ['push it to 9pm', { kind: 'move', time: '21:00' }],
    ['can you move it to 7 instead', { kind: 'move', time: '19:00' }],
    ['EASIER', { kind: 'easier' }],
    ['easier', { kind: 'easier' }],
    ['make it easier', { kind: 'easier' }],
    ['Make it a bit easier please', { kind: 'easier' }],
    ['go easy on me', { kind: 'easier' }],
    ['gentler', { kind: 'easier' }],
    ['DROP', { kind: 'drop' }],
    ['drop it', { kind: 'drop' }],
    ['just drop it', { kind: 'drop' }],
    ['Just drop it.', { kind: 'drop' }],
    ['yes drop it', { kind: 'drop' }],
    ['DROP again', { kind: 'drop' }],
    ['ditch this one', { kind: 'drop' }],
  ])('%s', (text, expected) => {
    expect(readOfferAnswer(text, NOW, NY, NEAR)).toEqual(expected);
  });

  it('an hour without AM or PM is the one nearer the reminder: 7 for a reminder at 8 AM is 7 AM', () => {
    expect(readOfferAnswer('move it to 7', NOW, NY, '08:00')).toEqual({ kind: 'move', time: '07:00' });
    expect(readOfferAnswer('move it to 7', NOW, NY, '18:00')).toEqual({ kind: 'move', time: '19:00' });
  });

  it.each<[string, OfferAnswer['kind'], string]>([
    ['MOVE', 'move_invalid', 'missing'],
    ['move it', 'move_invalid', 'missing'],
    ['move it please', 'move_invalid', 'missing'],
    ['move it to banana', 'move_invalid', 'unreadable'],
    ['MOVE 25:00', 'move_invalid', 'unreadable'],
    ['move it to 7:75pm', 'move_invalid', 'unreadable'],
    ['move it to yesterday at 7pm', 'move_invalid', 'in_past'],
    ['move it to dec 25 2027', 'move_invalid', 'too_long'],
  ])('%s: a question back (%s, %s)', (text, kind, reason) => {
    expect(readOfferAnswer(text, NOW, NY, NEAR)).toEqual({ kind, reason });
  });

  it.each([
    // Chatter and other meanings: the reply means what it always meant.
    'move on',
    'we are moving house',
    'move the car tomorrow at 9',
    'dont move it',
    "don't drop it",
    'I dropped it',
    'drop me off at 7',
    'drop by later',
    'it dropped',
    'easier said than done',
    'that was easier than I thought',
    'not easier',
    'make it harder',
    'done',
    'SNOOZE 1h',
    'STOP',
    'ok',
    'thanks',
    '',
    // A reference edit stays one: "move 2 to 7pm" moves reminder #2.
    'move 2 to 7pm',
    'move #2 to 7pm',
    // Our own offer sent back by an auto-responder.
    'NagText: time for: Gym (#3). It has slipped twice. Reply MOVE 7pm, EASIER, or DROP. Or DONE.',
    'Liked “NagText: time for: Gym (#3). It has slipped twice. Reply MOVE 7pm, EASIER, or DROP. Or DONE.”',
  ])('%j is no answer', (text) => {
    expect(readOfferAnswer(text, NOW, NY, NEAR)).toBeNull();
  });
});
