// Every admin page starts here: a visitor goes to sign in (and comes back), a player gets the 403 page.
import { forbidden, redirect } from "next/navigation";
import { getSession } from "../_lib/server-api";

export async function requireAdminPage(path: string) {
  const session = await getSession();
  if (!session) redirect(`/sign-in?callbackUrl=${encodeURIComponent(path)}`);
  if (session.user.role !== "ADMIN") forbidden();
  return session;
}
