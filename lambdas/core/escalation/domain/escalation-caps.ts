import { DEFAULT_MONTHLY_BUDDY_TEXTS, DEFAULT_MONTHLY_CALLS } from '#shared/vocabulary';
import { wholeNumberSetting } from '../../kernel/whole-number-setting';

/** Per user and month: calls placed, texts to the buddy (configuration; DEFAULT_MONTHLY_CALLS and _BUDDY_TEXTS). */
export interface EscalationCaps {
  callsPerMonth: number;
  buddyTextsPerMonth: number;
}

/** The monthly caps as configured (MONTHLY_CALL_CAP, MONTHLY_BUDDY_TEXT_CAP; 0 turns the kind off), else the defaults. */
export function configuredEscalationCaps(callsPerMonth?: string, buddyTextsPerMonth?: string): EscalationCaps {
  return {
    callsPerMonth: wholeNumberSetting(callsPerMonth, DEFAULT_MONTHLY_CALLS, 'MONTHLY_CALL_CAP', 0),
    buddyTextsPerMonth: wholeNumberSetting(
      buddyTextsPerMonth,
      DEFAULT_MONTHLY_BUDDY_TEXTS,
      'MONTHLY_BUDDY_TEXT_CAP',
      0,
    ),
  };
}
