// The one-click unsubscribe address of every email (RFC 8058): a mail client POSTs "List-Unsubscribe=One-Click" to it
// and expects a plain answer; a person's browser visiting it (GET) goes to the page that asks first, whose form POSTs
// here and is sent back to that page with the result. A bad link is a 400 with the reason, and changes nothing. The
// plain answer is in the recipient's language (their profile's, else what the mail client asks for).
import { DEFAULT_LOCALE, localeFromAcceptLanguage } from "~/lib/locales";
import type { Db } from "../db/client";
import { serverText } from "../i18n/server-text";
import { findUserLocale } from "../repositories/users";
import { isId } from "../schemas/fields.schema";
import { followUnsubscribeLink } from "./confirmation";

const PAGE = "/email/unsubscribe";

function linkOf(url: URL): { userId: string; scope: string; token: string } | null {
  const [userId, scope, token] = ["u", "s", "t"].map((k) => url.searchParams.get(k) ?? "");
  return isId(userId) && isId(token) && /^[a-z_]{1,32}$/.test(scope!)
    ? { userId: userId!, scope: scope!, token: token! }
    : null;
}

/** A visit: the page that asks before unsubscribing (a link scanner's GET must not unsubscribe anyone). */
export function unsubscribeVisit(request: Request): Response {
  const url = new URL(request.url);
  return new Response(null, { status: 303, headers: { Location: `${PAGE}${url.search}` } });
}

export async function unsubscribePost(db: Db, secret: string | undefined, request: Request): Promise<Response> {
  const url = new URL(request.url);
  const link = linkOf(url);
  const answer = link
    ? await followUnsubscribeLink(db, secret, link, new Date())
    : { ok: false, message: "This link is not valid: copy the whole link from the email." };
  if ((request.headers.get("accept") ?? "").includes("text/html")) {
    const q = new URLSearchParams({ result: answer.ok ? "done" : "bad", s: link?.scope ?? "" });
    return new Response(null, { status: 303, headers: { Location: `${PAGE}?${q}` } });
  }
  const locale =
    (link ? await findUserLocale(db, link.userId) : null) ??
    localeFromAcceptLanguage(request.headers.get("accept-language")) ??
    DEFAULT_LOCALE;
  const words = answer.ok
    ? serverText(locale, "EmailPages", "unsubscribe.doneLine", {
        what: serverText(locale, "EmailPages", "unsubscribe.what", { scope: link!.scope }),
      })
    : serverText(locale, "EmailPages", "unsubscribe.badLine");
  return new Response(`${words}\n`, {
    status: answer.ok ? 200 : 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
  });
}
