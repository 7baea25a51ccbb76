import type { Profile } from '../../../../shared/contracts/user';
import { toProfile } from '../domain/user-profile';
import { fail } from '../../kernel/errors';
import type { Deps } from '../../deps';

export async function getProfile(deps: Pick<Deps, 'users'>, userId: string): Promise<Profile> {
  const user = (await deps.users.get(userId)) ?? fail('not_found', 'User not found');
  return toProfile(user);
}
