// The event's facts ("About"): who organises it, the game and house rules, the format, the clock and the entrants.
import Link from "next/link";
import type { ReactNode } from "react";
import { plural } from "~/engine/core/plural";
import { swissRoundCount } from "~/engine/tournament";
import type { TournamentView } from "~/server/views/tournament";
import { PlayerLink } from "../../_components/player/player-link";
import { duration } from "../when";
import { byeFact } from "./bye-score";

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
