import type { Metadata } from "next";
import { PageHeader } from "../_components/ui/page-header";

export const metadata: Metadata = { title: "Tournaments" };

export default function TournamentsPage() {
  return (
    <>
      <PageHeader title="Tournaments" kicker="Scheduled play">
        Scheduled tournaments appear on this page: their game and house rules, start time and format, with sign-up
        while places are free.
      </PageHeader>
      <div className="panel p-6">
        <h2 className="text-xl font-semibold">No tournament is scheduled</h2>
        <p className="mt-2 text-ink-soft">
          When one is, you will find here its rounds as they start, the bracket or table of each round, and the final
          standings with every game of the event open for replay.
        </p>
      </div>
    </>
  );
}
