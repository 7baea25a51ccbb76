import { CALL_RESULTS, type CallResult } from '#shared/vocabulary';
import { callResultReplaces, callResultsBelow } from '#core/escalation/domain/call-result';

describe('callResultReplaces: a higher result replaces a lower, so any order of events ends the same', () => {
  it.each<[CallResult, CallResult | undefined, boolean]>([
    ['failed', undefined, true],
    ['answered', undefined, true],
    ['answered', 'busy', true],
    ['answered', 'no_answer', true],
    ['answered', 'failed', true],
    ['busy', 'no_answer', true],
    ['busy', 'failed', true],
    ['no_answer', 'failed', true],
    ['failed', 'no_answer', false],
    ['busy', 'answered', false],
    ['no_answer', 'busy', false],
    ['answered', 'answered', false],
    ['failed', 'failed', false],
  ])('%s over %s: %s', (incoming, current, replaces) => {
    expect(callResultReplaces(incoming, current)).toBe(replaces);
  });

  it('is a strict total order: exactly one of two different results replaces the other', () => {
    for (const a of CALL_RESULTS)
      for (const b of CALL_RESULTS) {
        if (a !== b) expect(callResultReplaces(a, b)).toBe(!callResultReplaces(b, a));
      }
  });

  it.each<[CallResult, CallResult[]]>([
    ['answered', ['busy', 'no_answer', 'failed']],
    ['busy', ['no_answer', 'failed']],
    ['no_answer', ['failed']],
    ['failed', []],
  ])('callResultsBelow(%s) is what it may overwrite', (result, below) => {
    expect([...callResultsBelow(result)].sort()).toEqual([...below].sort());
    for (const current of CALL_RESULTS)
      expect(callResultsBelow(result).includes(current)).toBe(callResultReplaces(result, current));
  });
});
