// Unsubscribing from a visit to an email's link: it asks first (a link scanner's visit must not unsubscribe anyone),
// then the form POSTs to the one-click address, which comes back here with the result. No sign-in needed.
import type { Metadata } from "next";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "../../_components/ui/page-header";
import { firstParam, idParam } from "../../_lib/page-params";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("EmailPages"))("unsubscribe.title") };
}

/** The scopes an unsubscribe link may name (the emails' events, or all of them). */
const SCOPES = new Set(["all", "turn", "game_over", "invitation", "deadline", "tournament_round"]);

type Params = { u?: string; s?: string; t?: string; result?: string };

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Params> }) {
  const p = await searchParams;
  const t = await getTranslations("EmailPages");
  const scope = firstParam(p.s) ?? "";
  const known = SCOPES.has(scope);
  const what = t("unsubscribe.what", { scope: known ? scope : "other" });
  const result = firstParam(p.result);
  if (result === "done" || result === "bad") {
    return (
      <>
        <PageHeader title={result === "done" ? t("unsubscribe.done") : t("badLink")} kicker={t("email")} />
        <section className="panel p-6">
          <p role={result === "done" ? "status" : "alert"} data-testid="email-link-answer">
            {result === "done" ? t("unsubscribe.doneLine", { what }) : t("unsubscribe.badLine")}
          </p>
          <Link href="/notifications" className="btn btn-quiet mt-4">
            {t("unsubscribe.settings")}
          </Link>
        </section>
      </>
    );
  }
  const userId = idParam(p.u);
  const token = idParam(p.t);
  const ok = userId && token && known;
  const action = ok ? `/api/email/unsubscribe?${new URLSearchParams({ u: userId, s: scope, t: token })}` : "";
  return (
    <>
      <PageHeader title={t("unsubscribe.title")} kicker={t("email")} />
      <section className="panel p-6">
        {ok ? (
          <form method="post" action={action}>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <p>{t("unsubscribe.ask", { what })}</p>
            <button type="submit" className="btn btn-primary mt-4">
              {t("unsubscribe.button")}
            </button>
          </form>
        ) : (
          <p role="alert">{t("unsubscribe.notValid")}</p>
        )}
      </section>
    </>
  );
}
