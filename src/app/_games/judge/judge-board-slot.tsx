// Judge's board comes from the Judge helper (real-time: countdown, reveal, HIT/DEFEND with server timestamps).
// Until then the slot says so; replace this component's use in game-board.tsx with <JudgeBoard>.
import type { BoardProps } from "~/app/_components/game/types";
import type { JudgeGameView } from "./view";

export function JudgeBoardSlot({ gameView }: BoardProps<JudgeGameView>) {
  return (
    <div className="panel p-6" data-testid="judge-board-slot">
      <h2 className="text-xl font-semibold">{gameView.gameTitle}</h2>
      <p className="mt-2 text-ink-soft">The live Judge board opens here when both players are present.</p>
    </div>
  );
}
