import type { z } from 'zod';
import type { SessionResponse } from '#shared/contracts/auth';
import type { RegisterVerifyOtpRequest } from '#shared/contracts/phone-requests';
import { newUser } from '../../users/domain/user';
import { toProfile } from '../../users/domain/user-profile';
import { USER_TOKEN_TTL_SECONDS, userTokenClaims } from '../domain/user-token';
import type { AuthPorts } from '../auth-ports';
import { sendWelcomeTextIfDue } from '../../users';
import { clientSubject, throttle, type ClientAddress } from '../../abuse';
import { verifyCode, type VerifyCodeDeps } from './verify-code';
import { offerEmailVerification, type EmailVerificationDeps, type SideEmailOutcome } from './email-verification';

export type RegistrationInput = z.output<typeof RegisterVerifyOtpRequest>;

/**
 * Creates the account for a number proven by its sign-up code, and logs it in. One email then goes to the address given,
 * with a code and a link to verify it; what became of it is `reportEmail`'s (the account stands whatever happened).
 */
export async function registerUser(
  deps: VerifyCodeDeps &
    EmailVerificationDeps &
    Pick<AuthPorts, 'users' | 'tokens' | 'ids' | 'sms' | 'optOuts' | 'rateLimiter' | 'stats' | 'metrics'>,
  input: RegistrationInput,
  client: ClientAddress,
  reportEmail: (outcome: SideEmailOutcome) => void = () => undefined,
): Promise<SessionResponse> {
  await throttle(deps, 'codeChecksPerIp', clientSubject(client));
  // The code first: any wrong code gets the same answer, so this route cannot tell which numbers have
  // accounts (the code request already says so, within its own limits). A right code for a number that
  // was registered meanwhile is refused by create() (409).
  await verifyCode(deps, 'register', input.phoneNumber, input.code);
  const created = newUser({
    id: deps.ids.next(),
    phoneNumber: input.phoneNumber,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    timezone: input.timezone,
    smsTransactionalOptIn: input.smsTransactionalOptIn,
    smsMarketingOptIn: input.smsMarketingOptIn,
    now: deps.clock.now(),
  });
  // A number that replied STOP before (an earlier account's, a buddy's) stays opted out: only its START undoes it.
  const user = (await deps.optOuts.isOptedOut(created.phoneNumber)) ? { ...created, smsOptedOut: true } : created;
  await deps.users.create(user);
  deps.metrics.count('SignUps');
  // Once per user, whatever retries follow (the event id is the user's).
  await deps.stats.record(`user-created#${user.id}`, new Date(user.createdAt), { users: 1, newUsers: 1 });
  const welcomed = await sendWelcomeTextIfDue(deps, user);
  reportEmail(await offerEmailVerification(deps, welcomed));
  const { token } = await deps.tokens.issue(userTokenClaims(welcomed), USER_TOKEN_TTL_SECONDS);
  return { token, user: toProfile(welcomed, deps.clock.now()) };
}
