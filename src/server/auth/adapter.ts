// The next-auth adapter: only what database sessions with the credentials provider need (next-auth reads and
// refreshes sessions through it and deletes the row on sign-out). Accounts are created by our own sign-up, never
// by next-auth, so the user-creating methods are absent.
import type { Adapter, AdapterUser } from "next-auth/adapters";
import type { Db } from "../db/client";
import { deleteSession, findSessionWithUser, updateSessionExpiry } from "../repositories/sessions";
import { findUserByEmail, findUserById, type UserRecord } from "../repositories/users";

function toAdapterUser(u: UserRecord): AdapterUser {
  return { id: u.id, email: u.email, name: u.displayName, emailVerified: null };
}

export function sessionAdapter(getDb: () => Promise<Db>): Adapter {
  return {
    async getUser(id) {
      const u = await findUserById(await getDb(), id);
      return u ? toAdapterUser(u) : null;
    },
    async getUserByEmail(email) {
      const u = await findUserByEmail(await getDb(), email.trim().toLowerCase());
      return u ? toAdapterUser(u) : null;
    },
    async getUserByAccount() {
      return null;
    },
    async getSessionAndUser(sessionToken) {
      const found = await findSessionWithUser(await getDb(), sessionToken);
      // A suspended user's sessions answer as if signed out.
      if (!found || found.user.status !== "ACTIVE") return null;
      return { session: found.session, user: toAdapterUser(found.user) };
    },
    async updateSession({ sessionToken, expires }) {
      if (!expires) return null;
      return updateSessionExpiry(await getDb(), sessionToken, expires);
    },
    async deleteSession(sessionToken) {
      await deleteSession(await getDb(), sessionToken);
    },
  };
}
