"use client";
// The position shown, with what it shows beside it (the round's scoring where a round ends; the match's, under no
// round's name, where the match is one scoring unit). The replay says no more than its controls do, at every width:
// no title/round line, "Aiko is drawing" banner or last move on the board (the move in words above says them). On a
// phone also who deals first only at the first deal, and with every hand open the hands say whose they are (the
// seats' counts and points are in the piles under the table); Sutda's seats two to a row on the felt (one to a row at
// 360 px pushed the second under the screen): the table and the hands fit under the controls. A round's scoring loads
// when a position shows it (it carries the explanation's code, which the other positions do not need).
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Suspense } from "react";
import type { HanafudaGame } from "../../_components/cards";
import type { BoardGameView } from "../../_components/game/types";
import { roundUnit, scoringShownAt, type ReplayFrame, type ReplayModel } from "../_lib/replay-model";
import { OpenHands } from "./open-hands";
import { ReplayBoard } from "./replay-board";

const RoundExplanationView = dynamic(() =>
  import("../../_components/game/round-explanation").then((m) => m.RoundExplanationView),
);

export function ReplayPosition({
  model,
  step,
  frame,
  board,
  roundLabel,
  viewerSeat,
}: {
  model: ReplayModel;
  step: number;
  frame: ReplayFrame;
  /** The frame's board as the viewer reads it ("you" is the viewer's seat). */
  board: BoardGameView;
  roundLabel: string | undefined;
  viewerSeat: number | null;
}) {
  const t = useTranslations("Replay");
  const current = model.steps[step]!;
  const ended = current.roundEnded !== null ? model.rounds[current.roundEnded] : undefined;
  const shown = ended && scoringShownAt(model, step) ? ended : null;
  const mySide =
    viewerSeat === null ? null : board.teams ? board.teams.findIndex((t) => t.includes(viewerSeat)) : viewerSeat;
  return (
    <div
      className={`min-w-0 space-y-3 max-lg:space-y-2 ${step > 0 ? "max-lg:[&_[data-testid=first-dealer-slot]]:hidden" : ""} [&_[data-testid=last-move]]:hidden [&_[data-testid=status-bar]]:hidden [&_[data-tone=waiting]]:hidden max-lg:[&_.gb-felt]:p-2 max-lg:[&_[data-game=sutda]_ul[aria-label=Players]]:grid-cols-2 ${frame.openHands ? "max-lg:[&_ul[aria-label=Players]]:hidden" : ""}`}
      data-testid="replay-position"
      data-step={step}
    >
      {frame.openHands ? (
        <OpenHands
          hands={frame.openHands}
          game={model.game as HanafudaGame}
          players={model.players}
          toAct={board.toAct}
        />
      ) : null}
      <ReplayBoard board={board} />
      {shown?.explanation ? (
        <section className="panel p-4" aria-labelledby="round-scoring-heading" data-testid="round-scoring">
          <h2 id="round-scoring-heading" className="mb-3 text-xl font-semibold">
            {roundUnit(model.game) === "match" ? t("matchScoring") : t("roundScoring", { round: roundLabel ?? "" })}
          </h2>
          <Suspense fallback={null}>
            <RoundExplanationView
              explanation={shown.explanation}
              game={model.game as HanafudaGame}
              players={model.players}
              teams={model.teams}
              mySide={mySide === -1 ? null : mySide}
              winner={shown.winner}
            />
          </Suspense>
        </section>
      ) : null}
    </div>
  );
}
