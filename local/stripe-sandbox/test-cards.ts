import { SandboxError } from './sandbox-error';

/** What a Stripe test card does: attach fine and pay, attach fine and fail every later charge, or be declined at once. */
export interface TestCard {
  brand: 'visa';
  last4: string;
  /** Charges to this card fail (4000 0000 0000 0341: "attaching succeeds, charging fails"). */
  failsCharges: boolean;
}

export const SUCCEEDING_CARD = '4242 4242 4242 4242';
export const FAILING_LATER_CARD = '4000 0000 0000 0341';
const DECLINED_CARD = '4000000000000002';

export const TEST_CARD_HINT = `Use a test card: ${SUCCEEDING_CARD} succeeds; ${FAILING_LATER_CARD} is accepted but fails at the first charge (at renewal).`;

/** The card a number stands for; anything but Stripe's test numbers we emulate is refused the way Stripe refuses it. */
export function testCardOf(number: string): TestCard {
  const digits = number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits))
    throw new SandboxError(
      402,
      'card_error',
      `Your card number is incomplete or invalid. ${TEST_CARD_HINT}`,
      'incorrect_number',
      'number',
    );
  if (digits === DECLINED_CARD) throw new SandboxError(402, 'card_error', 'Your card was declined.', 'card_declined');
  if (digits === SUCCEEDING_CARD.replace(/ /g, '')) return { brand: 'visa', last4: '4242', failsCharges: false };
  if (digits === FAILING_LATER_CARD.replace(/ /g, '')) return { brand: 'visa', last4: '0341', failsCharges: true };
  throw new SandboxError(
    402,
    'card_error',
    `Your card was declined: this sandbox knows only Stripe's test cards. ${TEST_CARD_HINT}`,
    'card_declined',
    'number',
  );
}

/** `complete` with an outcome does what the page does with the matching card. */
export const cardForOutcome = (outcome: 'success' | 'fail') =>
  outcome === 'success' ? SUCCEEDING_CARD : FAILING_LATER_CARD;
