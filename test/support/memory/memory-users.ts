import type { User } from '#core/users/domain/user';
import { fail } from '#core/kernel/errors';
import { PHONE_IN_USE_MESSAGE, PHONE_TAKEN_MESSAGE, type UserRepository } from '#core/users/ports/users';

/** In-memory users for fast unit tests; same contract as the DynamoDB adapter (test/support/user-repository-contract). */
export function memoryUsers(): UserRepository {
  const byId = new Map<string, User>();
  const idByPhone = new Map<string, string>();
  return {
    async remove(id) {
      const found = byId.get(id);
      if (!found) return false;
      byId.delete(id);
      if (idByPhone.get(found.phoneNumber) === id) idByPhone.delete(found.phoneNumber);
      return true;
    },
    async get(id) {
      const found = byId.get(id);
      return found ? structuredClone(found) : null;
    },
    async getByPhone(e164) {
      const id = idByPhone.get(e164);
      const found = id ? byId.get(id) : undefined;
      return found ? structuredClone(found) : null;
    },
    async create(user) {
      if (idByPhone.has(user.phoneNumber)) fail('conflict', PHONE_TAKEN_MESSAGE);
      if (byId.has(user.id)) throw new Error(`User id ${user.id} already exists`);
      byId.set(user.id, structuredClone(user));
      idByPhone.set(user.phoneNumber, user.id);
    },
    async update(id, changes, updatedAt) {
      const found = byId.get(id);
      if (!found) return null;
      const next: Record<string, unknown> = { ...found, updatedAt };
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) delete next[name];
        else if (value !== undefined) next[name] = value;
      }
      // As in DynamoDB: a role or active flag that really changes ends every session.
      const revoked = (['role', 'isActive'] as const).some(
        (name) => changes[name] != null && changes[name] !== found[name],
      );
      if (revoked && changes.sessionVersion === undefined) next.sessionVersion = found.sessionVersion + 1;
      byId.set(id, next as unknown as User);
      return structuredClone(next as unknown as User);
    },
    async takeTextReminderSlot(id, date, limit, updatedAt) {
      const found = byId.get(id);
      if (!found) return false;
      const count = found.textRemindersToday?.date === date ? found.textRemindersToday.count : 0;
      if (count >= limit) return false;
      byId.set(id, { ...found, textRemindersToday: { date, count: count + 1 }, updatedAt });
      return true;
    },
    async releaseTextReminderSlot(id, date, updatedAt) {
      const found = byId.get(id);
      const today = found?.textRemindersToday;
      if (!found || today?.date !== date || today.count < 1) return;
      byId.set(id, { ...found, textRemindersToday: { date, count: today.count - 1 }, updatedAt });
    },
    async findByStripeCustomer(customerId) {
      const found = [...byId.values()].find((user) => user.stripeCustomerId === customerId);
      return found ? structuredClone(found) : null;
    },
    async recordSubscriptionState(id, changes, updatedAt) {
      const found = byId.get(id);
      if (
        !found ||
        (found.subscriptionStateAt !== undefined && found.subscriptionStateAt >= changes.subscriptionStateAt)
      )
        return null;
      const next: Record<string, unknown> = { ...found, updatedAt };
      for (const [name, value] of Object.entries(changes)) {
        if (value === null) delete next[name];
        else if (value !== undefined) next[name] = value;
      }
      byId.set(id, next as unknown as User);
      return { before: structuredClone(found), after: structuredClone(next as unknown as User) };
    },
    async endTravel(id, setAt, updatedAt) {
      const found = byId.get(id);
      if (!found || found.travel?.setAt !== setAt) return null;
      const { travel: _t, ...rest } = found;
      const next: User = { ...rest, updatedAt };
      byId.set(id, next);
      return structuredClone(next);
    },
    async changePhone(id, from, to, updatedAt) {
      const found = byId.get(id);
      if (idByPhone.has(to)) fail('conflict', PHONE_IN_USE_MESSAGE);
      if (!found || found.phoneNumber !== from)
        fail('conflict', 'Your phone number changed meanwhile. Reload and try again.');
      idByPhone.delete(from);
      idByPhone.set(to, id);
      const { callConsentAt: _c, textsFailingSince: _f, ...kept } = found;
      const next = {
        ...kept,
        phoneNumber: to,
        isPhoneVerified: true,
        updatedAt,
        sessionVersion: found.sessionVersion + 1,
      };
      byId.set(id, next);
      return structuredClone(next);
    },
  };
}
