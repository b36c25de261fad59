// Every admin page starts here: a visitor goes to sign in (and comes back), a player gets the 403 page.
import type { Metadata } from "next";
import { forbidden, redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { getSession } from "../_lib/server-api";

export async function requireAdminPage(path: string) {
  const session = await getSession();
  if (!session) redirect(`/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  if (session.user.role !== "ADMIN") forbidden();
  return session;
}

/**
 * An admin page's metadata with `title`; for a signed-in player, the 403 page's title ("Admins only"). Next.js
 * resolves a page's metadata apart from its render, so the 403 page that requireAdminPage shows keeps the title given
 * here: the player's tab would otherwise say "Users · Admin".
 */
export async function adminPageMetadata(title: () => Promise<string>): Promise<Metadata> {
  const session = await getSession();
  if (session && session.user.role !== "ADMIN") return { title: (await getTranslations("Status"))("forbiddenTab") };
  return { title: await title() };
}

/** An admin section's page title: the section, then "Admin". */
export function adminMetadata(section: "users" | "audit" | "email"): Promise<Metadata> {
  return adminPageMetadata(async () => {
    const [t, common] = await Promise.all([getTranslations("Admin"), getTranslations("Common")]);
    return `${t(`nav.${section}`)}${common("separator")}${t("kicker")}`;
  });
}
