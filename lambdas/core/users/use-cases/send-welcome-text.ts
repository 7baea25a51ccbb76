import { isWelcomeTextDue, welcomeTexts } from '../domain/welcome-text';
import type { User } from '../domain/user';
import type { UsersPorts } from '../users-ports';
import { sendText } from '../../texting';

/**
 * The first transactional opt-in (at sign-up or later in Settings) gets one welcome text, as carriers
 * expect. It is stamped only once it went out; a failed send is tried again at the next opt-in save and
 * never undoes the sign-up or the settings change that triggered it.
 */
export async function sendWelcomeTextIfDue(
  deps: Pick<UsersPorts, 'sms' | 'optOuts' | 'users' | 'clock'>,
  user: User,
): Promise<User> {
  if (!isWelcomeTextDue(user)) return user;
  try {
    // Refused (and so not stamped) while the number is opted out.
    await sendText(deps, { to: user.phoneNumber, body: welcomeTexts.welcome() });
  } catch {
    return user;
  }
  const at = deps.clock.now().toISOString();
  return (await deps.users.update(user.id, { welcomeTextSentAt: at }, user.updatedAt)) ?? user;
}
