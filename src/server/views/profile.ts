// Accounts as the profile and admin pages see them.
import type { UserRecord } from "../repositories/users";

export interface ProfileView {
  id: string;
  email: string;
  displayName: string;
  role: "PLAYER" | "ADMIN";
  memberSince: Date;
}

export function toProfileView(u: UserRecord): ProfileView {
  return { id: u.id, email: u.email, displayName: u.displayName, role: u.role, memberSince: u.createdAt };
}

export interface AdminUserView {
  id: string;
  email: string;
  displayName: string;
  role: "PLAYER" | "ADMIN";
  status: "ACTIVE" | "SUSPENDED";
  createdAt: Date;
  /** A bot account's level ("heuristic"...), null for a person: bots are the site's own and cannot be changed. */
  bot: string | null;
}

export function toAdminUserView(u: UserRecord & { botLevel: string | null }): AdminUserView {
  return {
    id: u.id,
    email: u.email,
    displayName: u.displayName,
    role: u.role,
    status: u.status,
    createdAt: u.createdAt,
    bot: u.botLevel,
  };
}
