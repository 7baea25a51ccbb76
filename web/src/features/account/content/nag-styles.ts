import type { NagStyle } from '../../../../../shared/contracts';

/**
 * Settings, Nag style: each ladder in one line. The ladders themselves (intervals and cap) are the server's
 * (lambdas/core/domain); keep these lines in step with them. The server's default is Standard.
 */
export const NAG_STYLES: readonly { value: NagStyle; label: string; meaning: string }[] = [
  { value: 'gentle', label: 'Gentle', meaning: 'Up to 5 texts: after 1 hour, then 45 minutes, then every 30 minutes.' },
  { value: 'standard', label: 'Standard', meaning: 'Up to 10 texts: after 30 minutes, then 20, then every 15 minutes.' },
  { value: 'relentless', label: 'Relentless', meaning: 'Up to 15 texts: after 15 minutes, then 10, then every 5 minutes.' },
];
