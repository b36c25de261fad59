import Link from "next/link";
import { DocumentTitle } from "./_components/layout/document-title";

// Rendered with status 403 when a page calls forbidden() (e.g. /admin for a player).
export default function Forbidden() {
  return (
    <div className="mx-auto max-w-xl py-10 text-center" data-testid="forbidden">
      {/* the tab says it too (it kept the refused page's title, "Users · Admin") */}
      <DocumentTitle title="Admins only · Hanafuda" />
      <p className="font-display text-6xl font-semibold text-beni">403</p>
      <h1 className="mt-3 text-3xl font-semibold">This page is for admins</h1>
      <p className="mt-3 text-lg text-ink-soft">
        Your account can play, but it cannot open the site&apos;s administration.
      </p>
      <Link href="/play" className="btn btn-primary mt-6">
        Back to the games
      </Link>
    </div>
  );
}
