"use client";
// One tournament, live: the server's view arrives first from the page and then from tournament.onChange after every
// registration, pairing, finished game and round.
import { useMutation } from "@tanstack/react-query";
import { useSubscription } from "@trpc/tanstack-react-query";
import Link from "next/link";
import { useState, type ReactNode } from "react";
import { useTRPC } from "~/app/_lib/trpc";
import { usePageVisible } from "~/app/_lib/use-page-visible";
import { swissRoundCount } from "~/engine/tournament";
import type {
  BracketMatchView,
  CrosstableView,
  PairingGameView,
  PairingView,
  RoundView,
  StandingView,
  TournamentView,
} from "~/server/api/views/tournament";
import { cancelledLine } from "../cancelled-line";
import { EventTime } from "../event-time";
import { STATUS_LABEL, duration } from "../when";
import { byeFact, byesLine, yourByeText } from "./bye-score";
import { OwnTeamForm } from "./own-team-form";
import { EntrantName, TeamMembers } from "../../_components/player/entrant-name";
import { PlayerLink } from "../../_components/player/player-link";
import { CancelTournament } from "./cancel-tournament";
import { EditTournament } from "./edit-tournament";
import { RemoveEntrant } from "./remove-entrant";
import { JoinWaitingList, WaitingListNames, YourWaitingPlace, waitingCountLine } from "./waiting-list";
import { ORGANISER_BUTTON } from "./organiser-button";
import { plural } from "~/engine/core/plural";

/**
 * The standings' tie-breaks in a player's words: a column's heading, and what it counts (the column's title and the
 * legend under the table). The engine's names stay in brackets for those who know them.
 */
export const TIE_BREAKS = [
  {
    key: "buchholz",
    heading: "Opponents' score",
    explains: "Opponents' score (Buchholz): the scores of every opponent met, added up.",
  },
  {
    key: "sonneborn-berger",
    heading: "Beaten opponents' score",
    explains:
      "Beaten opponents' score (Sonneborn-Berger): each opponent's score counted whole when you placed ahead of them, half when level, not when behind.",
  },
  {
    key: "head-to-head",
    heading: "Head to head",
    explains:
      "Head to head: among the entrants still level, their results against one another (— when they did not all meet).",
  },
] as const;

/** What put a row above the next one, as the last column says it. */
const CRITERION: Record<string, string> = {
  score: "score",
  buchholz: "opponents' score",
  "sonneborn-berger": "beaten opponents' score",
  "head-to-head": "head to head",
  wins: "wins",
  seed: "earlier entry",
};

const GROW: Record<number, string> = { 2: "double", 3: "triple", 4: "quadruple" };

/** A Swiss event's rounds: the fixed number, or while registration is open the number its entrants so far would give. */
export function swissRoundsText(
  v: Pick<TournamentView, "totalRounds" | "swissRounds" | "entrantCount" | "sidesPerTable">,
): string {
  const fixed = v.totalRounds ?? v.swissRounds;
  const rounds = (n: number) => plural(n, "round");
  if (fixed !== null) return rounds(fixed);
  const n = Math.max(v.entrantCount, v.sidesPerTable);
  return `about ${rounds(swissRoundCount(n, v.sidesPerTable))} for ${plural(n, "entrant")} (one more each time the entrants ${GROW[v.sidesPerTable] ?? `grow ${plural(v.sidesPerTable, "time")}`}; fixed when registration closes)`;
}
/** A score with a real minus sign ("−110"). */
export const num = (x: number) => (Number.isInteger(x) ? String(x) : x.toFixed(1)).replace(/^-/, "\u2212");
/** Scores side by side: "20–70", spaced when one is negative ("200 – −110", not "200–-110"). */
export const scoreLine = (xs: readonly number[]) => xs.map(num).join(xs.some((x) => x < 0) ? " \u2013 " : "\u2013");

/** A Swiss event's rounds: "1 round", "5 rounds", or the rule when the count waits for the entrants. */
function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="panel mb-6 p-4 sm:p-5" aria-labelledby={`${id}-title`} data-testid={id}>
      <h2 id={`${id}-title`} className="mb-3 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Registration({ v }: { v: TournamentView }) {
  const trpc = useTRPC();
  const register = useMutation(trpc.tournament.register.mutationOptions());
  const withdraw = useMutation(trpc.tournament.withdraw.mutationOptions());
  const registerTeam = useMutation(trpc.tournament.registerTeam.mutationOptions());
  const answer = useMutation(trpc.tournament.answerInvite.mutationOptions());
  const join = useMutation(trpc.tournament.joinWaitingList.mutationOptions());
  const leave = useMutation(trpc.tournament.leaveWaitingList.mutationOptions());
  const error = register.error ?? withdraw.error ?? registerTeam.error ?? answer.error ?? join.error ?? leave.error;
  const busy =
    register.isPending ||
    withdraw.isPending ||
    registerTeam.isPending ||
    answer.isPending ||
    join.isPending ||
    leave.isPending;
  const full = v.entrantCount >= v.maxEntrants;
  const waitingLine = waitingCountLine(v.waitingCount);
  const id = v.id;
  const open = v.status === "registration" && v.viewer.registrationBlocked === null;
  const team = v.teams.find((t) => t.id === v.viewer.teamId);

  let body: ReactNode;
  if (v.status !== "registration") {
    body = <p data-testid="registration-message">Registration is closed.</p>;
  } else if (!v.viewer.signedIn) {
    body = (
      <p>
        <Link href={`/sign-in?callbackUrl=/tournaments/${id}`}>Sign in</Link> to{" "}
        {full && v.teamSize === 1 ? "join the waiting list" : "register"}.
      </p>
    );
  } else if (v.viewer.registered || team) {
    body = (
      <div className="space-y-3">
        <p data-testid="registration-message">
          {team
            ? team.complete
              ? `Your team ${team.name} is registered.`
              : `Your team ${team.name} waits for its invited players to accept.`
            : "You are registered."}{" "}
          The first round starts <EventTime iso={v.firstRoundAt} />.
        </p>
        {v.viewer.canWithdraw ? (
          <button
            type="button"
            className="btn btn-quiet"
            disabled={busy}
            onClick={() => withdraw.mutate({ tournamentId: id })}
            data-testid="withdraw"
          >
            {team && !v.viewer.isCaptain ? "Leave the team" : "Withdraw"}
          </button>
        ) : null}
      </div>
    );
  } else if (v.viewer.waitingPosition !== null) {
    body = (
      <YourWaitingPlace
        position={v.viewer.waitingPosition}
        busy={busy}
        onLeave={() => leave.mutate({ tournamentId: id })}
      />
    );
  } else if (v.viewer.registrationBlocked && v.viewer.waitingListBlocked === null) {
    body = (
      <JoinWaitingList
        full={v.viewer.registrationBlocked}
        busy={busy}
        onJoin={() => join.mutate({ tournamentId: id })}
      />
    );
  } else if (v.viewer.registrationBlocked) {
    body = (
      <>
        <p className="font-semibold text-beni" data-testid="registration-message">
          {v.viewer.registrationBlocked}
        </p>
        {v.teamSize > 1 && full ? (
          <p className="mt-2 text-ink-soft">
            Team events have no waiting list: a team can register when a place frees.
          </p>
        ) : null}
      </>
    );
  } else if (v.teamSize > 1) {
    body = (
      <OwnTeamForm
        teamSize={v.teamSize}
        invited={v.viewer.invitations.length > 0}
        busy={busy}
        onSubmit={(name, members) => registerTeam.mutate({ tournamentId: id, name, members })}
      />
    );
  } else {
    body = (
      <button
        type="button"
        className="btn btn-primary"
        disabled={busy || !open}
        onClick={() => register.mutate({ tournamentId: id })}
        data-testid="register"
      >
        Register
      </button>
    );
  }

  return (
    <Section title="Registration" id="registration">
      {v.viewer.invitations.length ? (
        <ul className="mb-3 space-y-2">
          {v.viewer.invitations.map((inv) => (
            <li key={inv.teamId} className="flex flex-wrap items-center gap-2" data-testid="invitation">
              <span>Team {inv.teamName} invites you.</span>
              <button
                type="button"
                className="btn btn-primary"
                disabled={busy}
                onClick={() => answer.mutate({ tournamentId: id, teamId: inv.teamId, accept: true })}
              >
                Accept
              </button>
              <button
                type="button"
                className="btn btn-quiet"
                disabled={busy}
                onClick={() => answer.mutate({ tournamentId: id, teamId: inv.teamId, accept: false })}
              >
                Decline
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {v.status === "registration" ? (
        <p className="mb-3 text-ink-soft">
          Registration closes <EventTime iso={v.registrationClosesAt} />.
        </p>
      ) : null}
      {body}
      {waitingLine ? (
        <p className="mt-3 text-ink-soft" data-testid="waiting-count">
          {waitingLine}
        </p>
      ) : null}
      {error ? (
        <p className="field-error" role="alert" data-testid="registration-error">
          {error.message}
        </p>
      ) : null}
    </Section>
  );
}

/** The rules page of the event's preset (the bare game page showed the default preset's rules under this one's name). */
export function rulesHref(v: Pick<TournamentView, "game" | "preset">): string {
  return `/rules/${v.game}?preset=${encodeURIComponent(v.preset.slug)}`;
}

export function Facts({ v }: { v: TournamentView }) {
  const tc = v.timeControl;
  const rounds = v.options.find((o) => o.name === "rounds");
  const rows: [string, ReactNode][] = [
    [
      "Organiser",
      <PlayerLink key="o" userId={v.organiser.id}>
        {v.organiser.displayName}
      </PlayerLink>,
    ],
    ["Game", v.gameTitle],
    [
      "House rules",
      <Link key="p" href={rulesHref(v)}>
        {v.preset.title} (version {v.preset.version})
      </Link>,
    ],
    ["Format", v.formatTitle + (v.format === "swiss" ? `, ${swissRoundsText(v)}` : "")],
    ["Tables", v.shape],
    // "Rounds 1" beside a five-round event read as the event's rounds: this is the option every game plays.
    ...(rounds ? ([[`${rounds.label} (each game)`, rounds.value]] as [string, ReactNode][]) : []),
    ["Games per pairing", `${v.gamesPerPairing}${v.gamesPerPairing > 1 ? " (the first dealer rotates)" : ""}`],
    ["Scoring", v.scoring === "victories" ? "Win count (victories)" : "Cumulative points"],
    // Elimination byes are walkovers; in Swiss and round robin a bye scores, and the page says how.
    ...(v.format === "elimination" ? [] : ([["Byes", byeFact(v.byeScore)]] as [string, ReactNode][])),
    [
      "Move time",
      tc
        ? tc.kind === "per_move"
          ? `${duration(tc.seconds)} a move`
          : `${duration(tc.initialSeconds)} bank + ${duration(tc.incrementSeconds)} a move`
        : "No limit",
    ],
    ["Round length", `${duration(v.roundDurationSeconds)}, then the stand-in finishes the games`],
    ["Entrants", `${v.entrantCount} (${v.minEntrants} to ${v.maxEntrants})`],
  ];
  return (
    <dl className="grid grid-cols-[7.5rem_1fr] gap-x-3 gap-y-1.5 text-sm">
      {rows.map(([k, val]) => (
        <div key={k} className="contents">
          <dt className="font-semibold">{k}</dt>
          <dd className="text-ink-soft">{val}</dd>
        </div>
      ))}
    </dl>
  );
}

function Schedule({ v }: { v: TournamentView }) {
  return (
    <ol className="space-y-1" data-testid="schedule-list">
      <li>
        <span className="font-semibold">Registration closes</span> <EventTime iso={v.registrationClosesAt} />
      </li>
      {v.rounds.map((r) => (
        <li key={r.number} data-testid="schedule-round" data-round={r.number} data-status={r.status}>
          <span className="font-semibold">Round {r.number}</span>{" "}
          {r.status === "scheduled" ? (
            r.afterPrevious ? (
              `starts when round ${r.number - 1} is over`
            ) : (
              <>
                starts <EventTime iso={r.scheduledAt} />
              </>
            )
          ) : (
            <>
              started <EventTime iso={r.startedAt} /> · deadline <EventTime iso={r.deadlineAt} />
            </>
          )}
          {r.status === "finished" ? " · finished" : r.status === "playing" ? " · playing" : ""}
        </li>
      ))}
    </ol>
  );
}

/** An undecided slot of the bracket: whose winner comes here ("Winner of semi-final 2"), as lichess and BGA write it. */
export function feederLabel(rounds: BracketMatchView[][], from: string | null): string {
  for (let i = 0; i < rounds.length; i++) {
    const j = rounds[i]!.findIndex((m) => m.id === from);
    if (j < 0) continue;
    const fromEnd = rounds.length - 1 - i;
    return fromEnd === 1
      ? `Winner of semi-final ${j + 1}`
      : fromEnd === 2
        ? `Winner of quarter-final ${j + 1}`
        : `Winner of round ${i + 1}, match ${j + 1}`;
  }
  return "To be decided";
}

export function BracketDrawing({ rounds }: { rounds: BracketMatchView[][] }) {
  const title = (i: number) =>
    i === rounds.length - 1 ? "Final" : i === rounds.length - 2 ? "Semi-finals" : `Round ${i + 1}`;
  return (
    <div className="overflow-x-auto" data-testid="bracket-drawing">
      <ol className="flex min-w-max gap-6">
        {rounds.map((matches, i) => (
          <li key={i} className="flex w-52 flex-col">
            <h3 className="mb-2 text-sm font-semibold tracking-wide text-ink-soft uppercase">{title(i)}</h3>
            <ol className="flex flex-1 flex-col justify-around gap-3">
              {matches.map((m) => (
                <li
                  key={m.id}
                  className="rounded-lg border border-paper-edge bg-paper/70"
                  data-testid="bracket-match"
                  data-match={m.id}
                  data-status={m.status}
                >
                  {m.slots.map((s, k) => {
                    const won = m.winner !== null && s.entrantId === m.winner;
                    return (
                      <div
                        key={k}
                        className={`flex items-center justify-between gap-2 px-2 py-1 ${k ? "border-t border-paper-edge" : ""} ${won ? "font-bold" : ""}`}
                      >
                        <span className="truncate" title={s.name ?? undefined}>
                          {s.seed !== null && m.round === 1 ? (
                            <span className="mr-1 text-xs text-ink-faint">{s.seed}</span>
                          ) : null}
                          {s.name ?? (
                            <span className="text-sm text-ink-faint italic">{feederLabel(rounds, s.from)}</span>
                          )}
                        </span>
                        <span className="text-sm">{m.points ? num(m.points[k] ?? 0) : ""}</span>
                      </div>
                    );
                  })}
                  {m.status === "walkover" ? (
                    <p className="border-t border-paper-edge px-2 py-0.5 text-xs text-ink-faint">bye</p>
                  ) : null}
                  {m.tableId ? (
                    <Link
                      href={`/table/${m.tableId}`}
                      className="block px-2 pb-1 text-xs"
                      aria-label={`Games of ${m.slots.map((x) => x.name ?? "?").join(" v ")}`}
                    >
                      games
                    </Link>
                  ) : null}
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ol>
    </div>
  );
}

export function CrosstableGrid({ c, entrants }: { c: CrosstableView; entrants: TournamentView["entrants"] }) {
  return (
    <div className="overflow-x-auto" data-testid="crosstable">
      <table className="min-w-max border-collapse text-sm">
        <thead>
          <tr>
            <th className="p-1.5 text-left">#</th>
            <th className="p-1.5 text-left">Entrant</th>
            {c.order.map((o, i) => (
              <th key={o.entrantId} className="p-1.5" title={o.name}>
                {i + 1}
              </th>
            ))}
            <th className="p-1.5">Score</th>
          </tr>
        </thead>
        <tbody>
          {c.rows.map((r, i) => (
            <tr key={r.entrantId} className="border-t border-paper-edge">
              <td className="p-1.5">{r.rank}</td>
              <td className="p-1.5 font-semibold">
                <EntrantName entrant={entrants.find((e) => e.id === r.entrantId)} name={r.name} />
              </td>
              {r.cells.map((cell, j) => (
                <td key={j} className={`p-1.5 text-center ${i === j ? "bg-paper-deep" : ""}`}>
                  {cell.map((m) => scoreLine([m.points, m.opponentPoints])).join(", ")}
                </td>
              ))}
              <td className="p-1.5 text-center font-semibold">{num(r.score)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The standings. From 640 px a row per entrant with every tie-break in its own column, each heading explained in its
 * title; on a phone the table keeps rank, entrant and score, and the rest goes on a line under the name, so that it fits
 * a 390 px screen without scrolling sideways. The legend under it says what each tie-break counts.
 */
export function StandingsTable({
  rows,
  swiss,
  entrants,
}: {
  rows: StandingView[];
  swiss: boolean;
  entrants: TournamentView["entrants"];
}) {
  const wide = "p-1.5 max-sm:hidden";
  const [buchholz, sonnebornBerger, headToHead] = TIE_BREAKS;
  return (
    <div className="sm:overflow-x-auto">
      <table className="w-full border-collapse text-sm sm:min-w-max" data-testid="standings-table">
        <thead>
          <tr className="text-left align-bottom">
            <th className="p-1.5">Rank</th>
            <th className="p-1.5">Entrant</th>
            <th className="p-1.5">Score</th>
            <th className={wide}>Played</th>
            <th className={wide}>Byes</th>
            <th className={wide} title={buchholz.explains}>
              {buchholz.heading}
            </th>
            <th className={wide} title={sonnebornBerger.explains}>
              {sonnebornBerger.heading}
            </th>
            <th className={wide} title={headToHead.explains}>
              {headToHead.heading}
            </th>
            {swiss ? <th className={wide}>Placed above the next on</th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((s) => (
            <tr
              key={s.entrantId}
              className="border-t border-paper-edge align-top"
              data-testid="standing-row"
              data-rank={s.rank}
            >
              <td className="p-1.5">{s.rank}</td>
              <td className="p-1.5">
                <span className="font-semibold">
                  <EntrantName entrant={entrants.find((e) => e.id === s.entrantId)} name={s.name} />
                </span>
                <span className="block text-xs text-ink-soft sm:hidden" data-testid="standing-details">
                  Played {s.played} · Byes {s.byes} · {buchholz.heading} {num(s.buchholz)} · {sonnebornBerger.heading}{" "}
                  {num(s.sonnebornBerger)}
                  {s.headToHead === null ? "" : ` · ${headToHead.heading} ${num(s.headToHead)}`}
                  {swiss && s.decidedBy ? ` · Above the next on ${CRITERION[s.decidedBy]}` : ""}
                </span>
              </td>
              <td className="p-1.5">{num(s.score)}</td>
              <td className={wide}>{s.played}</td>
              <td className={wide}>{s.byes}</td>
              <td className={wide}>{num(s.buchholz)}</td>
              <td className={wide}>{num(s.sonnebornBerger)}</td>
              <td className={wide}>{s.headToHead === null ? "—" : num(s.headToHead)}</td>
              {swiss ? <td className={`${wide} text-ink-soft`}>{s.decidedBy ? CRITERION[s.decidedBy] : ""}</td> : null}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What the tie-breaks count, in their order, under the standings. */
export function TieBreakLegend() {
  return (
    <div className="mt-3 text-sm text-ink-soft" data-testid="tie-break-legend">
      <p>Entrants level on score are placed by, in turn:</p>
      <ol className="mt-1 list-decimal space-y-0.5 pl-5">
        {TIE_BREAKS.map((t) => (
          <li key={t.key}>{t.explains}</li>
        ))}
        <li>Earlier entry: who registered first.</li>
      </ol>
    </div>
  );
}

/**
 * Who deals first in a game of a pairing, by name: the player in that seat, with their team in a team event ("Akiko of
 * Cranes deals first"); the seat only when the name is unknown.
 */
export function firstDealerLabel(
  p: PairingView,
  g: Pick<PairingGameView, "firstDealer" | "firstDealerName" | "firstDealerTeam">,
  teamSize: number,
): string {
  const seat = g.firstDealer ?? 0;
  const name = g.firstDealerName ?? (teamSize === 1 ? p.sides[seat]?.name : undefined);
  if (!name) return `seat ${seat + 1} deals first`;
  return `${name}${g.firstDealerTeam ? ` of ${g.firstDealerTeam}` : ""} deals first`;
}

/**
 * Who left a game before its end: resigned (game.resign) or forfeited (timed out too often). It explains a table won
 * on equal points.
 */
export function forfeitText(p: PairingView, forfeited: boolean[] | null, resigned: boolean[] | null = null): string {
  const out = p.sides.filter((_, i) => forfeited?.[i]);
  const resigners = out.filter((s) => resigned?.[p.sides.indexOf(s)]).map((s) => s.name);
  const forfeiters = out.filter((s) => !resigned?.[p.sides.indexOf(s)]).map((s) => s.name);
  const parts = [
    ...(resigners.length ? [`${resigners.join(" and ")} resigned`] : []),
    ...(forfeiters.length ? [`${forfeiters.join(" and ")} forfeited`] : []),
  ];
  return parts.length ? ` (${parts.join(", ")})` : "";
}

export function Pairing({
  p,
  teamSize,
  entrants = [],
}: {
  p: PairingView;
  teamSize: number;
  entrants?: TournamentView["entrants"];
}) {
  return (
    <li className="rounded-lg border border-paper-edge bg-paper/60 p-2.5" data-testid="pairing">
      <p className="font-semibold">
        {p.sides.map((s, i) => (
          <span key={s.entrantId}>
            {i ? <span className="font-normal text-ink-faint"> v </span> : null}
            <EntrantName
              entrant={entrants.find((e) => e.id === s.entrantId)}
              name={s.name}
              won={p.winner === s.entrantId}
            />
            {p.points ? <span className="font-normal text-ink-soft"> ({num(p.points[i] ?? 0)})</span> : null}
          </span>
        ))}
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {p.games.map((g) => (
          <li key={g.gameId} data-testid="pairing-game" data-status={g.status}>
            Game {g.index + 1}
            {g.firstDealer !== null ? ` (${firstDealerLabel(p, g, teamSize)})` : ""}:{" "}
            <Link href={`/table/${g.tableId}`}>table</Link> · <Link href={`/replays/${g.gameId}`}>replay</Link>
            {g.points ? ` · ${scoreLine(g.points)}` : g.status === "active" ? " · playing" : ""}
            {forfeitText(p, g.forfeited, g.resigned)}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * The viewer's part in the round being played, above everything else (as lichess's "You are playing!"): their
 * table's games still in play with a link to each, or their bye. Nothing when they have no part in it.
 */
export function YourGame({ v }: { v: Pick<TournamentView, "entrants" | "rounds" | "byeScore"> }) {
  const mine = new Set(v.entrants.filter((e) => e.isMine).map((e) => e.id));
  const round = v.rounds.find((r) => r.status === "playing");
  if (!mine.size || !round) return null;
  const pairing = round.pairings.find((p) => p.sides.some((s) => mine.has(s.entrantId)));
  const bye = round.byes.find((b) => mine.has(b.entrantId));
  if (!pairing && !bye) return null;
  const live = pairing ? pairing.games.filter((g) => g.status === "active") : [];
  return (
    <section
      className="panel mb-6 border-l-4 border-l-beni p-4"
      aria-labelledby="your-game-title"
      data-testid="your-game"
    >
      <h2 id="your-game-title" className="text-xl font-semibold">
        Your game in round {round.number}
      </h2>
      {pairing ? (
        <>
          <p className="mt-1">
            {pairing.sides.map((s) => s.name).join(" v ")}
            {live.length ? (
              <>
                {" · deadline "}
                <EventTime iso={round.deadlineAt} />, when the stand-in finishes what is left.
              </>
            ) : (
              " · your table has finished this round."
            )}
          </p>
          {live.length ? (
            <p className="mt-3 flex flex-wrap gap-2">
              {live.map((g) => (
                <Link key={g.gameId} href={`/table/${g.tableId}`} className="btn btn-primary" data-testid="your-table">
                  {live.length > 1 || pairing.games.length > 1 ? `Play game ${g.index + 1}` : "Go to your table"}
                </Link>
              ))}
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-1">{yourByeText(bye?.points ?? null, v.byeScore)}</p>
      )}
    </section>
  );
}

export function Rounds({
  rounds,
  teamSize,
  byeScore,
  entrants = [],
}: {
  rounds: RoundView[];
  teamSize: number;
  byeScore: TournamentView["byeScore"];
  entrants?: TournamentView["entrants"];
}) {
  const played = rounds.filter((r) => r.status !== "scheduled").reverse();
  if (!played.length) return <p className="text-ink-soft">Round 1 is paired when it starts.</p>;
  return (
    <div className="space-y-4">
      {played.map((r) => (
        <div key={r.number} data-testid="round" data-round={r.number} data-status={r.status}>
          <h3 className="mb-2 font-semibold">
            Round {r.number}{" "}
            <span className="font-normal text-ink-soft">
              ·{" "}
              {r.status === "finished" ? (
                "finished"
              ) : (
                <>
                  deadline <EventTime iso={r.deadlineAt} />
                </>
              )}
            </span>
          </h3>
          <ul className="grid gap-2 md:grid-cols-2">
            {r.pairings.map((p) => (
              <Pairing key={p.index} p={p} teamSize={teamSize} entrants={entrants} />
            ))}
          </ul>
          {r.byes.length ? (
            <p className="mt-1 text-sm text-ink-soft" data-testid="round-byes">
              {byesLine(r, byeScore)}
            </p>
          ) : null}
        </div>
      ))}
    </div>
  );
}

export function TournamentScreen({ initial }: { initial: TournamentView }) {
  const trpc = useTRPC();
  const [v, setV] = useState(initial);
  const visible = usePageVisible();
  useSubscription(
    trpc.tournament.onChange.subscriptionOptions(
      { tournamentId: initial.id },
      { enabled: visible, onData: (x) => setV(x) },
    ),
  );
  const feature = useMutation(trpc.tournament.feature.mutationOptions());
  const seeded = v.status === "running" || v.status === "finished";

  return (
    <div data-testid="tournament" data-status={v.status}>
      <div className="mb-6">
        <p className="mb-1 text-sm font-semibold tracking-[0.18em] text-beni uppercase">
          {v.gameTitle} · {v.formatTitle}
        </p>
        <h1 className="text-3xl font-semibold sm:text-4xl">{v.name}</h1>
        {/* A div, not a p: the organiser's buttons bring their dialogs, which a paragraph may not hold (the HTML
            parser closes the p before a dialog, and the page's hydration failed). */}
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <span
            className="rounded-full bg-ink px-3 py-0.5 text-sm font-semibold text-paper"
            data-testid="tournament-status"
          >
            {STATUS_LABEL[v.status]}
            {v.status === "running" && v.currentRound ? `: round ${v.currentRound} of ${v.totalRounds ?? "?"}` : ""}
          </span>
          {v.featured ? (
            <span className="rounded-full bg-kin/40 px-3 py-0.5 text-sm font-semibold">Featured</span>
          ) : null}
          {v.viewer.isAdmin ? (
            <button
              type="button"
              className={ORGANISER_BUTTON}
              disabled={feature.isPending}
              onClick={() => feature.mutate({ tournamentId: v.id, featured: !v.featured })}
            >
              {v.featured ? "Stop featuring" : "Feature"}
            </button>
          ) : null}
          {v.viewer.editable.length ? <EditTournament v={v} /> : null}
          {v.viewer.canCancel ? <CancelTournament tournamentId={v.id} name={v.name} /> : null}
        </div>
        {v.description ? (
          <p className="mt-3 max-w-3xl text-lg whitespace-pre-line text-ink-soft">{v.description}</p>
        ) : null}
      </div>

      {v.winner ? (
        <p className="panel mb-6 border-kin bg-kin/20 p-4 text-xl font-semibold" data-testid="winner" role="status">
          Winner: {v.winner.name}
        </p>
      ) : null}
      {v.status === "cancelled" ? (
        <p className="panel mb-6 p-4 font-semibold text-beni" data-testid="cancelled" role="status">
          {cancelledLine(v.cancelReason)}
        </p>
      ) : null}

      {v.status === "running" ? <YourGame v={v} /> : null}

      {/* A cancelled event has no registration, bracket or rounds: its facts take the whole width, not a column beside a blank. */}
      <div
        className={
          v.status === "cancelled"
            ? "grid items-start gap-x-6 lg:grid-cols-3 [&>div]:contents"
            : "grid gap-6 lg:grid-cols-[1fr_20rem]"
        }
        data-testid="tournament-body"
      >
        <div className="min-w-0">
          {v.status === "registration" ? <Registration v={v} /> : null}
          {seeded && v.bracket ? (
            <Section title="Bracket" id="bracket">
              <BracketDrawing rounds={v.bracket} />
            </Section>
          ) : null}
          {seeded && v.crosstable ? (
            <Section title="Crosstable" id="crosstable-section">
              <CrosstableGrid c={v.crosstable} entrants={v.entrants} />
            </Section>
          ) : null}
          {seeded && v.format !== "elimination" ? (
            <Section title={v.status === "finished" ? "Final standings" : "Standings"} id="standings">
              <StandingsTable rows={v.standings} swiss={v.format === "swiss"} entrants={v.entrants} />
              <TieBreakLegend />
            </Section>
          ) : null}
          {seeded ? (
            <Section title="Rounds and games" id="rounds">
              <Rounds rounds={v.rounds} teamSize={v.teamSize} byeScore={v.byeScore} entrants={v.entrants} />
            </Section>
          ) : null}
        </div>
        <div className="min-w-0">
          <Section title="About" id="facts">
            <Facts v={v} />
          </Section>
          <Section title="Schedule" id="schedule">
            <Schedule v={v} />
          </Section>
          <Section title={v.teamSize > 1 ? "Teams" : "Entrants"} id="entrants">
            {v.teamSize > 1 && v.teams.length ? (
              <ul className="space-y-1" data-testid="entrant-list">
                {v.teams.map((t) => (
                  <li key={t.id} data-testid="team">
                    <span className="font-semibold">{t.name}</span>
                    {t.complete ? "" : " (waiting)"}: <TeamMembers members={t.members} />
                    {v.viewer.canRemoveEntrants ? (
                      <>
                        {" "}
                        <RemoveEntrant tournamentId={v.id} target={{ teamId: t.id }} name={`team ${t.name}`} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ul>
            ) : v.entrants.length ? (
              <ol className="list-decimal space-y-0.5 pl-6" data-testid="entrant-list">
                {v.entrants.map((e) => (
                  <li key={e.id} data-testid="entrant" className={e.isMine ? "font-semibold" : ""}>
                    <EntrantName entrant={e} name={e.name} />
                    {e.seed !== null ? <span className="text-sm text-ink-faint"> · seed {e.seed}</span> : null}
                    {v.viewer.canRemoveEntrants ? (
                      <>
                        {" "}
                        <RemoveEntrant tournamentId={v.id} target={{ entrantId: e.id }} name={e.name} />
                      </>
                    ) : null}
                  </li>
                ))}
              </ol>
            ) : (
              <p className="text-ink-soft">Nobody has registered yet.</p>
            )}
            {v.waitingList ? <WaitingListNames list={v.waitingList} /> : null}
          </Section>
        </div>
      </div>
    </div>
  );
}
