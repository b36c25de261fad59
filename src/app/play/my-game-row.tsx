// One row of the lobby's "My games": whose turn, the game and the others, where it stands (once), the tournament it
// belongs to, and the move's deadline. The whole row opens the table (the game's link is stretched over it); the
// others' names are links of their own above it, to their pages (a link cannot hold another link).
import Link from "next/link";
import { Fragment } from "react";
import type { MyGameSummary } from "~/server/views/table";
import { DeadlineCountdown } from "../_components/game/deadline-countdown";
import { PlayerLink } from "../_components/player/player-link";

type Named = MyGameSummary["opponents"][number];

/** Who else plays, as words: in a team game my partners as partners, then the other side ("with Aki (partner) vs Emi, Ken"). */
export function othersOf(g: Pick<MyGameSummary, "opponents" | "partners">): string {
  const names = (xs: Named[]) => xs.map((x) => x.displayName).join(", ");
  if (g.partners.length === 0) return `with ${names(g.opponents) || "nobody yet"}`;
  const partners = `with ${names(g.partners)} (${g.partners.length === 1 ? "partner" : "partners"})`;
  return g.opponents.length ? `${partners} vs ${names(g.opponents)}` : partners;
}

/** The names as links to the players' pages, above the row's stretched link. */
function Names({ people }: { people: Named[] }) {
  return people.map((p, i) => (
    <Fragment key={p.id}>
      {i > 0 ? ", " : null}
      <PlayerLink
        userId={p.id}
        className="relative z-[1] text-inherit underline decoration-paper-edge decoration-1 underline-offset-2 hover:decoration-beni"
      >
        {p.displayName}
      </PlayerLink>
    </Fragment>
  ));
}

function Others({ g }: { g: Pick<MyGameSummary, "opponents" | "partners"> }) {
  if (g.partners.length === 0)
    return g.opponents.length ? (
      <>
        with <Names people={g.opponents} />
      </>
    ) : (
      <>with nobody yet</>
    );
  return (
    <>
      with <Names people={g.partners} /> ({g.partners.length === 1 ? "partner" : "partners"})
      {g.opponents.length ? (
        <>
          {" "}
          vs <Names people={g.opponents} />
        </>
      ) : null}
    </>
  );
}

/** One of my games: whose turn, the game, the others, where it stands (and its tournament), the move's deadline. */
export function MyGameRow({ g }: { g: MyGameSummary }) {
  // A game I left is over for me, though the others play on.
  const badge =
    g.left === "resigned"
      ? "Resigned"
      : g.left === "forfeited"
        ? "Forfeited"
        : g.status === "ACTIVE"
          ? "Waiting"
          : g.status === "ABORTED"
            ? "Abandoned"
            : "Finished";
  const state =
    g.myTurn && g.status === "ACTIVE"
      ? "your turn"
      : g.left
        ? `you ${badge.toLowerCase()}, over for you`
        : badge.toLowerCase();
  return (
    <li
      className="relative flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5 text-ink hover:bg-paper-deep/50"
      data-testid="my-game"
    >
      {g.myTurn && g.status === "ACTIVE" ? (
        <span className="rounded-full bg-shu px-2.5 py-0.5 text-xs font-bold text-paper">Your turn</span>
      ) : (
        <span
          className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-semibold text-ink-soft"
          data-testid="my-game-state"
        >
          {badge}
        </span>
      )}
      {/* the row's link: its ::after covers the whole row, so a tap anywhere but on a name opens the table */}
      <Link
        href={`/table/${g.tableId}`}
        className="font-semibold text-ink no-underline after:absolute after:inset-0 after:content-['']"
        aria-label={`${g.gameTitle} ${othersOf(g)}, ${state}`}
        data-testid="my-game-link"
      >
        {g.gameTitle}
      </Link>
      <span className="text-ink-soft">
        <Others g={g} />
      </span>
      {/* Over, the label only repeats the badge ("Finished Finished"). */}
      {g.status === "ACTIVE" ? (
        <span className="text-sm text-ink-faint">{g.left ? "Over for you: the others play on" : g.roundLabel}</span>
      ) : null}
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
    </li>
  );
}
