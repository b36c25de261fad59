"use client";
// The koi-koi decision as its own moment on the board: the deciding seat sees the yaku just made, what a stop scores
// now, what a call risks, and two big buttons sending the engine's own legal moves; every other seat and spectators
// see the decider's yaku and what a stop would score them (the banner above says who is deciding).
import { useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import type { KoikoiBoardView } from "~/engine/koikoi";
import { usePhraseWords } from "~/app/_components/game/move-words";
import { seatName } from "~/app/_components/game/names";
import { useUnnamed } from "~/app/_components/game/use-unnamed";
import type { BoardMove, BoardPlayer } from "~/app/_components/game/types";
import { configOf } from "~/engine/koikoi/options";
import { koikoiMultiplier } from "~/engine/koikoi/scoring";
import { decisionFacts, stopLines, type KoikoiDecisionFacts } from "./decision";

export interface KoikoiDecisionProps {
  view: KoikoiBoardView;
  /** The viewer's legal moves ([] when it is not the viewer's decision). */
  legalMoves: readonly BoardMove[];
  players: readonly BoardPlayer[];
  onMove: (move: BoardMove) => void;
  pending: boolean;
}

/** The stop and koi-koi moves among `legalMoves`, exactly as the engine gives them. */
export function decisionMoves(legalMoves: readonly BoardMove[]): { stop: BoardMove; koikoi: BoardMove } | null {
  const stop = legalMoves.find((m) => m.koikoi === false);
  const koikoi = legalMoves.find((m) => m.koikoi === true);
  return stop && koikoi ? { stop, koikoi } : null;
}

const CHOICES = [
  { id: "koikoi-stop", move: "stop", label: "stop", tone: "btn-primary" },
  { id: "koikoi-call", move: "koikoi", label: "call", tone: "btn-quiet" },
] as const;

export function KoikoiDecision({ view, legalMoves, players, onMove, pending }: KoikoiDecisionProps) {
  const t = useTranslations("KoikoiDecision");
  const unnamed = useUnnamed();
  const say = usePhraseWords("Explain");
  const stopRef = useRef<HTMLButtonElement>(null);
  const decider = view.step === "decide" ? view.toAct[0] : undefined;
  const moves = decider !== undefined && view.seat === decider ? decisionMoves(legalMoves) : null;
  const deciding = moves !== null;
  // The move that made the yaku took its card's button, and the focus with it: the decision takes it (the keyboard's
  // Enter stops, the arrows reach koi-koi), unless the player has put it somewhere.
  useEffect(() => {
    const active = document.activeElement;
    if (deciding && !pending && (active === null || active === document.body)) stopRef.current?.focus();
  }, [deciding, pending]);
  if (decider === undefined) return <CalledLine view={view} players={players} />;
  if (!moves) return <Watching view={view} players={players} decider={decider} />;
  const f = decisionFacts(view, decider, seatName(players, 1 - decider, unnamed));
  return (
    <section
      aria-labelledby="koikoi-decision-heading"
      className="panel space-y-3 border-2 border-kin p-4"
      data-testid="koikoi-decision"
    >
      <h2 id="koikoi-decision-heading" className="text-xl font-semibold">
        {t("heading")}
      </h2>
      <YakuList yaku={f.yaku} label={t("yourYaku")} />
      <div>
        <p className="font-semibold" data-testid="koikoi-stop-score">
          {t("stopScore", { count: f.stop.score })}
        </p>
        <ul className="text-sm text-ink-soft" data-testid="koikoi-stop-lines">
          {stopLines(f).map((l, i) => (
            <li key={i}>
              {"phrase" in l ? say(l.phrase, { players, teams: null, mySeat: view.seat }) : t(l.key, l.values)}
            </li>
          ))}
        </ul>
      </div>
      <div>
        <p className="font-semibold">{t("callHeading")}</p>
        <ul className="list-disc space-y-0.5 pl-5 text-sm" data-testid="koikoi-risks">
          {f.risks.map((r) => (
            <li key={r.key}>{t(r.key, r.values)}</li>
          ))}
        </ul>
      </div>
      <div className="grid grid-cols-2 gap-3">
        {CHOICES.map((c) => (
          <button
            key={c.id}
            type="button"
            className={`btn ${c.tone} min-h-14 text-lg`}
            disabled={pending}
            onClick={() => onMove(moves[c.move])}
            ref={c.move === "stop" ? stopRef : undefined}
            data-offer="true"
            data-testid={c.id}
          >
            {t(c.label)}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The yaku held and their points, those the decision is about marked new, and how a growing one's points are made. */
function YakuList({ yaku, label }: { yaku: KoikoiDecisionFacts["yaku"]; label?: string }) {
  const t = useTranslations("KoikoiDecision");
  const tYaku = useTranslations("Yaku");
  return (
    <ul className="space-y-0.5" aria-label={label}>
      {yaku.map((y) => (
        <li key={y.key} className="flex justify-between gap-3" data-made={y.made ? "true" : undefined}>
          <span className="min-w-0">
            <span data-testid="koikoi-yaku-name">
              {tYaku(y.key)}
              {y.made ? (
                <span className="ml-2 rounded bg-beni px-1.5 text-xs font-semibold text-paper">{t("new")}</span>
              ) : null}
            </span>
            {y.parts ? (
              <span className="block text-sm text-ink-soft" data-testid="koikoi-yaku-parts">
                {t("yakuParts", y.parts)}
              </span>
            ) : null}
          </span>
          <span className="font-semibold tabular-nums" data-testid="koikoi-yaku-points">
            {y.points}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * Another seat's decision, as its opponent and spectators see it: the yaku it holds and what a stop would score now
 * (the captured piles and the calls are on the table for all), so the wait says what is at stake.
 */
function Watching({
  view,
  players,
  decider,
}: {
  view: KoikoiBoardView;
  players: readonly BoardPlayer[];
  decider: number;
}) {
  const t = useTranslations("KoikoiDecision");
  const unnamed = useUnnamed();
  const name = seatName(players, decider, unnamed);
  const f = decisionFacts(view, decider, seatName(players, 1 - decider, unnamed));
  return (
    <section
      aria-labelledby="koikoi-watching-heading"
      className="panel space-y-1.5 border-l-4 border-l-kin px-3 py-2"
      data-testid="koikoi-watching"
    >
      <h2 id="koikoi-watching-heading" className="text-sm font-semibold text-ink-soft">
        {t("theirYaku", { name })}
      </h2>
      <YakuList yaku={f.yaku} />
      <p className="border-t border-paper-edge pt-1.5 font-semibold" data-testid="koikoi-watching-stop">
        {t("theirStop", { name, count: f.stop.score })}
      </p>
    </section>
  );
}

/**
 * While a round plays on after a koi-koi call, each player reads who called and what a stop now does: the call was
 * only a line among the last turn's moves, and the board's notes under the piles said no more than its count.
 */
function CalledLine({ view, players }: { view: KoikoiBoardView; players: readonly BoardPlayer[] }) {
  const t = useTranslations("KoikoiDecision.called");
  const unnamed = useUnnamed();
  const me = view.seat;
  if (me === null || view.phase !== "playing" || view.step === null) return null;
  const opp = 1 - me;
  const config = configOf(view.options);
  const name = seatName(players, opp, unnamed);
  // the opponent's call first: it is what a stop of the reader's changes
  const lines = [opp, me].flatMap((caller) => {
    if ((view.calls[caller] ?? 0) === 0) return [];
    const by = caller === me ? "byYou" : "byOther";
    const times = koikoiMultiplier(config, view.calls, 1 - caller);
    return [times > 1 ? t(`${by}Times`, { name, times }) : t(by, { name })];
  });
  if (lines.length === 0) return null;
  return (
    <p className="panel border-l-4 border-l-beni px-3 py-2 text-sm font-semibold" data-testid="koikoi-called">
      {lines.map((l) => (
        <span key={l} className="block">
          {l}
        </span>
      ))}
    </p>
  );
}
