// The event's facts ("About"): who organises it, the game and house rules, the format, the clock and the entrants.
import Link from "next/link";
import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { usePresetWords } from "~/app/_lib/preset-words";
import type { Translator } from "~/app/_lib/translator";
import { swissRoundCount } from "~/engine/tournament";
import type { TournamentView } from "~/server/views/tournament";
import { PlayerLink } from "../../_components/player/player-link";
import { duration } from "~/lib/when";
import { byeFact } from "./bye-score";
import { useGameTitle } from "~/app/play/words";
import { useMatchEndWords } from "~/app/play/game-end-words";
import { formatTitle, shapeText } from "../tournament-words";

/** A Swiss event's rounds: the fixed number, or while registration is open the number its entrants so far would give. */
export function swissRoundsText(
  v: Pick<TournamentView, "totalRounds" | "swissRounds" | "entrantCount" | "sidesPerTable">,
  t: Translator,
): string {
  const fixed = v.totalRounds ?? v.swissRounds;
  if (fixed !== null) return t("facts.rounds", { count: fixed });
  const n = Math.max(v.entrantCount, v.sidesPerTable);
  return t("facts.swissRoundsAbout", {
    rounds: swissRoundCount(n, v.sidesPerTable),
    entrants: n,
    factor: v.sidesPerTable,
  });
}

/** The rules page of the event's preset (the bare game page showed the default preset's rules under this one's name). */
export function rulesHref(v: Pick<TournamentView, "game" | "preset">): string {
  return `/rules/${v.game}?preset=${encodeURIComponent(v.preset.slug)}`;
}

export function Facts({ v }: { v: TournamentView }) {
  const t = useTranslations("Tournaments");
  const said = usePresetWords();
  const gameTitle = useGameTitle();
  const locale = useLocale();
  const span = (seconds: number) => duration(seconds, locale);
  const endWords = useMatchEndWords();
  const tc = v.timeControl;
  const rows: [string, ReactNode][] = [
    [
      t("facts.organiser"),
      <PlayerLink key="o" userId={v.organiser.id}>
        {v.organiser.displayName}
      </PlayerLink>,
    ],
    [t("facts.game"), gameTitle(v.game, v.gameTitle)],
    [
      t("facts.houseRules"),
      <Link key="p" href={rulesHref(v)}>
        {t("facts.presetVersion", { title: said(v.preset.title, v.preset.titleKey), version: v.preset.version })}
      </Link>,
    ],
    [
      t("facts.format"),
      // the list's comma is the language's ("Swiss, 2 rounds", "スイス式、2ラウンド")
      v.format === "swiss"
        ? t("facts.formatRounds", { format: formatTitle(v, t), rounds: swissRoundsText(v, t) })
        : formatTitle(v, t),
    ],
    [t("facts.tables"), shapeText(v, t)],
    // "Rounds 1" beside a five-round event read as the event's rounds: this row is how each game ends.
    ...(v.end ? ([[t("facts.eachGame"), endWords(v.game, v.end)]] as [string, ReactNode][]) : []),
    [t("facts.gamesPerPairing"), t("facts.gamesPerPairingValue", { count: v.gamesPerPairing })],
    [t("facts.scoring"), t("facts.scoringValue", { scoring: v.scoring })],
    // Elimination byes are walkovers; in Swiss and round robin a bye scores, and the page says how.
    ...(v.format === "elimination"
      ? []
      : ([[t("facts.byes"), byeFact(v.byeScore, t, locale)]] as [string, ReactNode][])),
    [
      t("facts.moveTime"),
      tc
        ? tc.kind === "per_move"
          ? t("facts.perMove", { time: span(tc.seconds) })
          : t("facts.bank", { bank: span(tc.initialSeconds), increment: span(tc.incrementSeconds) })
        : t("facts.noLimit"),
    ],
    [t("facts.roundLength"), t("facts.roundLengthValue", { time: span(v.roundDurationSeconds) })],
    [
      t("facts.entrants"),
      t("facts.entrantsValue", {
        count: v.entrantCount,
        min: v.minEntrants,
        max: v.maxEntrants,
        // An event of exactly so many gives the number once.
        fixed: String(v.minEntrants === v.maxEntrants),
      }),
    ],
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
