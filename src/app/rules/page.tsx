import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "../_components/ui/page-header";
import { serverApi } from "../_lib/server-api";

export const metadata: Metadata = { title: "Rules" };

export default async function RulesIndexPage() {
  const games = await (await serverApi()).game.catalog();
  return (
    <>
      <PageHeader title="How to play" kicker="Rules">
        Six hanafuda games. Each page explains the goal, the deal, a turn, the special cards and the scoring, and shows
        the house rules the site offers.
      </PageHeader>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="rules-list">
        {games.map((g) => (
          <li key={g.game} className="panel p-5">
            <h2 className="text-xl font-semibold">
              <Link href={`/rules/${g.game}`}>How to play {g.title}</Link>
            </h2>
            <p className="mt-2 text-ink-soft">{g.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}
