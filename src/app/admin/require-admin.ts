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

/** An admin section's page title: the section, then "Admin". */
export async function adminMetadata(section: "users" | "audit" | "email"): Promise<Metadata> {
  const t = await getTranslations("Admin");
  return { title: `${t(`nav.${section}`)} · ${t("kicker")}` };
}
