"use client";
// The fishing board's side column under the seats: the match score, the round's play hints, how to play.
import { useTranslations } from "next-intl";
import { HowToPlay, MatchToggle } from "./board-chrome";
import type { FishingModel } from "./fishing-model";
import { usePhraseWords } from "./move-words";
import { sideColour, useNumberText } from "./names";
import type { FishingGameView } from "./types";

/** `names` and `mySide`: the match's sides (matchSides); `showMatch`: the rounds' summary is open (null: the button
 * leads to the page's summary, a replay's). */
export function FishingMatchPanel({
  gv,
  m,
  names,
  mySide,
  showMatch,
  onToggleMatch,
}: {
  gv: FishingGameView;
  m: FishingModel;
  names: string[];
  mySide: number | null;
  showMatch: boolean | null;
  onToggleMatch: () => void;
}) {
  const t = useTranslations("FishingBoard");
  const say = usePhraseWords("Explain");
  const { num } = useNumberText();
  return (
    <aside className="space-y-3 lg:col-start-2 lg:row-start-4" aria-label={t("panel.match")}>
      <section className="rounded-xl border border-paper-edge bg-white/75 p-3">
        <h2 className="font-sans text-sm font-bold">{t("panel.matchScore")}</h2>
        <ol className="mt-1.5 space-y-1 text-sm">
          {names.map((name, s) => (
            <li key={s} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-2.5 w-2.5 rounded-full"
                style={{ background: sideColour(s) }}
              />
              {/* a team's names wrap rather than lose the partner's */}
              <span className={`min-w-0 flex-1 ${gv.teams ? "break-words" : "truncate"}`}>
                {name}
                {s === mySide ? (
                  <span className="text-ink-faint">{gv.teams ? t("yourTeamMark") : t("youMark")}</span>
                ) : null}
              </span>
              <span className="font-bold tabular-nums">{num(gv.totals[s] ?? 0)}</span>
            </li>
          ))}
        </ol>
        <MatchToggle open={showMatch ?? undefined} onToggle={onToggleMatch}>
          {showMatch
            ? t("panel.hideRounds")
            : t("panel.rounds", { count: gv.rounds.filter((r) => !r.cancelled).length })}
        </MatchToggle>
      </section>
      {/* play hints only while the game is on (a game ended early stops mid-round) */}
      {m.notes.length > 0 && gv.status === "ACTIVE" ? (
        <section className="rounded-xl border border-paper-edge bg-white/75 p-3 text-sm">
          <h2 className="font-sans text-sm font-bold">{t("panel.thisRound")}</h2>
          <ul className="mt-1 space-y-1 text-ink-soft">
            {m.notes.map((note, i) => (
              <li key={i}>{say(note, gv)}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {gv.status === "ACTIVE" ? <RulesReminder game={gv.game} par={m.par} /> : null}
    </aside>
  );
}

/** The game's rules in two lines, with its par or breakeven where it has one (in each game's words). */
function RulesReminder({ game, par }: { game: string; par: FishingModel["par"] }) {
  const t = useTranslations("FishingBoard");
  return (
    <HowToPlay>
      <p>{t(`reminder.${game}`, { hasPar: par ? "yes" : "no", par: par?.value ?? 0 })}</p>
    </HowToPlay>
  );
}
