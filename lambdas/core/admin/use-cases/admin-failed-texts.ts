import type { z } from 'zod';
import type { FailedTextsResponse } from '#shared/contracts/admin';
import type { AdminPorts } from '../admin-ports';

/** GET /admin/failed-texts: the most recent nags that could not be sent or delivered, with whose they were. */
export async function adminFailedTexts(
  { failedTexts, users }: Pick<AdminPorts, 'failedTexts' | 'users'>,
  limit: number,
): Promise<z.input<typeof FailedTextsResponse>> {
  const texts = await failedTexts.recent(limit);
  const names = new Map<string, string>();
  for (const userId of new Set(texts.map((t) => t.userId))) {
    const user = await users.get(userId);
    names.set(userId, user ? `${user.firstName} ${user.lastName}`.trim() : '');
  }
  return { texts: texts.map((t) => ({ ...t, userName: names.get(t.userId) ?? '' })) };
}
