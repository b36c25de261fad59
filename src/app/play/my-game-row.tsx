// One row of the lobby's "My games": whose turn, the game and the others, where it stands (once), the tournament it
// belongs to, and the move's deadline; the whole row links to the table.
import Link from "next/link";
import type { MyGameSummary } from "~/server/api/views/table";
import { DeadlineCountdown } from "../_components/game/deadline-countdown";

/** Who else plays: in a team game my partners as partners, then the other side ("with Aki (partner) vs Emi, Ken"). */
function othersOf(g: Pick<MyGameSummary, "opponents" | "partners">): string {
  if (g.partners.length === 0) return `with ${g.opponents.join(", ") || "nobody yet"}`;
  const partners = `with ${g.partners.join(", ")} (${g.partners.length === 1 ? "partner" : "partners"})`;
  return g.opponents.length ? `${partners} vs ${g.opponents.join(", ")}` : partners;
}

/** One of my games: whose turn, the game, the others, where it stands (and its tournament), the move's deadline. */
export function MyGameRow({ g }: { g: MyGameSummary }) {
  return (
    <li>
      <Link href={`/table/${g.tableId}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-ink no-underline hover:bg-paper-deep/50" data-testid="my-game">
        {g.myTurn && g.status === "ACTIVE" ? (
          <span className="rounded-full bg-shu px-2.5 py-0.5 text-xs font-bold text-paper">Your turn</span>
        ) : (
          <span className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-semibold text-ink-soft">{g.status === "ACTIVE" ? "Waiting" : g.status === "ABORTED" ? "Abandoned" : "Finished"}</span>
        )}
        <span className="font-semibold">{g.gameTitle}</span>
        <span className="text-ink-soft">{othersOf(g)}</span>
        {/* Over, the label only repeats the badge ("Finished Finished"). */}
        {g.status === "ACTIVE" ? <span className="text-sm text-ink-faint">{g.roundLabel}</span> : null}
        {/* A tournament's games say so: which event and round, not just another table. */}
        {g.tournament ? (
          <span className="text-sm text-ink-soft" data-testid="my-game-tournament">
            {g.tournament.name}, round {g.tournament.round}
          </span>
        ) : null}
        {g.status === "ACTIVE" && g.deadlineAt ? (
          <span className="ml-auto">
            <DeadlineCountdown deadlineAt={g.deadlineAt} mine={g.myTurn} />
          </span>
        ) : null}
      </Link>
    </li>
  );
}
