// Unsubscribing from a visit to an email's link: it asks first (a link scanner's visit must not unsubscribe anyone),
// then the form POSTs to the one-click address, which comes back here with the result. No sign-in needed.
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "../../_components/ui/page-header";
import { firstParam, idParam } from "../../_lib/page-params";

export const metadata: Metadata = { title: "Unsubscribe" };

const WHAT: Record<string, string> = {
  all: "every email",
  turn: "emails about your turns",
  game_over: "emails about finished games",
  invitation: "emails about invitations",
  deadline: "emails warning that your time is running out",
  tournament_round: "emails about tournament rounds",
};

type Params = { u?: string; s?: string; t?: string; result?: string };

export default async function UnsubscribePage({ searchParams }: { searchParams: Promise<Params> }) {
  const p = await searchParams;
  const scope = firstParam(p.s) ?? "";
  const what = WHAT[scope];
  const result = firstParam(p.result);
  if (result === "done" || result === "bad") {
    return (
      <>
        <PageHeader title={result === "done" ? "Unsubscribed" : "This link does not work"} kicker="Email" />
        <section className="panel p-6">
          <p role={result === "done" ? "status" : "alert"} data-testid="email-link-answer">
            {result === "done"
              ? `Done: you get no more ${what ?? "of these emails"}.`
              : "This link is not valid: it may be cut short or changed. Copy the whole link from the email."}
          </p>
          <Link href="/notifications" className="btn btn-quiet mt-4">
            Your email settings
          </Link>
        </section>
      </>
    );
  }
  const userId = idParam(p.u);
  const token = idParam(p.t);
  const ok = userId && token && what;
  const action = ok ? `/api/email/unsubscribe?${new URLSearchParams({ u: userId, s: scope, t: token })}` : "";
  return (
    <>
      <PageHeader title="Unsubscribe" kicker="Email" />
      <section className="panel p-6">
        {ok ? (
          <form method="post" action={action}>
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
            <p>Stop {what}? You can turn them on again on your notifications page.</p>
            <button type="submit" className="btn btn-primary mt-4">
              Unsubscribe
            </button>
          </form>
        ) : (
          <p role="alert">This link is not valid: copy the whole link from the email.</p>
        )}
      </section>
    </>
  );
}
