import type { Metadata } from "next";
import { PageHeader } from "../_components/ui/page-header";

export const metadata: Metadata = { title: "Replays" };

export default function ReplaysPage() {
  return (
    <>
      <PageHeader title="Replays" kicker="Finished games">
        Every finished game can be reviewed move by move: the deal, each capture and yaku, and the scoring of each
        round.
      </PageHeader>
      <div className="panel p-6">
        <h2 className="text-xl font-semibold">No finished game yet</h2>
        <p className="mt-2 text-ink-soft">
          Games you finish, and public games of other players, are listed here with their players and final score.
          From a replay you can also export the game record, and check that its shuffle was fair.
        </p>
      </div>
    </>
  );
}
