"use client";
// The Judge table's record of the match: the last round's outcome, both score piles, the rounds played.
import { memo } from "react";
import type { JudgePicketView } from "~/engine/judge";
import { CardStack, HanafudaCard } from "~/app/_components/cards";
import { BRIGHTS_FOR_BONUS, outcomeHeadline, roundActions } from "./judge-model";
import { useJudgeWords } from "./judge-words";
import type { JudgeGameView } from "./view";

export function LastRound({ o, me, names }: { o: JudgePicketView; me: number | null; names: string[] }) {
  const w = useJudgeWords();
  return (
    <div
      className="rounded-xl border-2 border-kin bg-[#fff6dc] px-4 py-2.5"
      data-testid="judge-outcome"
      data-round={o.round}
      data-winner={o.winner ?? "pot"}
    >
      <p className="font-bold">{w.t("roundLine", { round: o.round, text: outcomeHeadline(w, o, me, names) })}</p>
      <p className="text-sm text-ink-soft">{w.t("actions", roundActions(w, o, names))}</p>
    </div>
  );
}

/** Both score piles (and the pot) as card pictures: redrawn only when the game's view changes. */
export const ScorePiles = memo(function ScorePiles({
  v,
  me,
  names,
  top,
  bottom,
}: {
  v: JudgeGameView["view"];
  me: number | null;
  names: string[];
  top: number;
  bottom: number;
}) {
  const { t } = useJudgeWords();
  return (
    <section className="rounded-xl border border-paper-edge bg-white/75 p-3" data-testid="judge-scores">
      <h2 className="font-sans text-sm font-bold">{t("scores.title")}</h2>
      <ul className="mt-2 space-y-2">
        {[bottom, top].map((s) => (
          <li key={s} className="space-y-1">
            <p className="flex items-baseline gap-2 text-sm">
              {/* cjk-wrap: in Japanese the narrow column broke a bot's name inside its level ("Matsu（堅 / 実）") */}
              <span className="cjk-wrap font-semibold">{s === me ? t("strip.you") : names[s]}</span>
              <span className="text-ink-soft tabular-nums">
                {t("scores.cards", {
                  count: v.scorePiles[s]!.length,
                  bonus: String((v.brights[s]?.length ?? 0) >= BRIGHTS_FOR_BONUS),
                })}{" "}
              </span>
              <strong className="tabular-nums">{v.points[s]}</strong>
            </p>
            {v.scorePiles[s]!.length ? (
              <CardStack
                cards={v.scorePiles[s]!}
                game="judge"
                size="sm"
                label={t("scores.pileLabel", { you: String(s === me), name: names[s]! })}
              />
            ) : (
              <p className="text-xs text-ink-faint">{t("scores.none")}</p>
            )}
          </li>
        ))}
      </ul>
      {v.pot.length ? (
        <div className="mt-2 border-t border-paper-edge pt-2">
          <p className="text-sm font-semibold">{t("scores.pot", { count: v.pot.length })}</p>
          <CardStack cards={v.pot} game="judge" size="sm" grouped={false} label={t("scores.potLabel")} />
        </div>
      ) : null}
    </section>
  );
});

/** The rounds played, latest first, each with its two pickets as pictures: redrawn only when a round is added. */
export const RoundLog = memo(function RoundLog({
  outcomes: played,
  me,
  names,
}: {
  outcomes: JudgePicketView[];
  me: number | null;
  names: string[];
}) {
  const w = useJudgeWords();
  const { t } = w;
  const outcomes = [...played].reverse();
  const picket = (o: JudgePicketView, s: number) =>
    t("picket.label", { you: String(me === s), name: names[s]!, card: w.card(o.pickets[s]!) });
  return (
    <section className="rounded-xl border border-paper-edge bg-white/75 p-3">
      <h2 className="font-sans text-sm font-bold">{t("log.title", { count: outcomes.length })}</h2>
      {outcomes.length === 0 ? <p className="mt-1 text-sm text-ink-faint">{t("log.none")}</p> : null}
      <ol className="mt-1.5 max-h-[28rem] space-y-1.5 overflow-y-auto pr-1 text-sm" data-testid="judge-log">
        {outcomes.map((o) => (
          <li
            key={o.round}
            className="flex items-start gap-2 border-b border-paper-edge/60 pb-1.5 last:border-0"
            data-round={o.round}
          >
            <span className="w-7 shrink-0 pt-0.5 font-bold text-ink-faint tabular-nums">{o.round}</span>
            <span className="flex shrink-0 gap-0.5">
              <HanafudaCard card={o.pickets[0]} game="judge" size="sm" showValue={false} label={picket(o, 0)} />
              <HanafudaCard card={o.pickets[1]} game="judge" size="sm" showValue={false} label={picket(o, 1)} />
            </span>
            <span className="min-w-0">
              <span
                className={`block font-semibold ${o.winner !== null && o.winner === me ? "text-matsu" : o.winner === null ? "text-ink" : "text-beni"}`}
              >
                {outcomeHeadline(w, o, me, names)}
              </span>
              <span className="block text-xs text-ink-soft">{t("log.actions", roundActions(w, o, names))}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
});
