// A player resigns a Judge match (game.resign, src/server/games/resign.ts): Judge has no stand-in and is always two
// players, so the resign is stored like an absent player's forfeit (absence.ts): the round that was due, played as
// nobody acting, with the seat forfeited and the resign's end reason.
import { judgeRuleset, nextRoundNumber, type JudgeState } from "~/engine/judge";
import { DomainError } from "../errors";
import { commitTransition } from "../games/commit-move";
import { buildGameView } from "../games/game-view";
import type { LoadedGame } from "../games/loaded-game";
import type { PlayContext } from "../games/play-context";
import type { GameView } from "../views/game";

/**
 * Resigns `seat` of the match `first` and returns the seat's view after it. `reload` reads the match again, refusing
 * it as the resign would, when a round was revealed meanwhile.
 */
export async function resignLiveMatch(
  ctx: PlayContext,
  first: LoadedGame,
  seat: number,
  now: Date,
  how: { endReason: string; reload: (gameId: string) => Promise<LoadedGame> },
): Promise<GameView> {
  let game = first;
  for (let attempt = 0; attempt < 5; attempt++) {
    const round = nextRoundNumber(game.state as JudgeState);
    if (round === null) throw new DomainError("PRECONDITION_FAILED", "gameAlreadyOver");
    const move = { round, actions: [] };
    const applied = judgeRuleset.applyMove(game.state as JudgeState, move);
    if (!applied.ok) throw new Error(`game ${game.id}: the resign round does not apply (${applied.error.message})`);
    const r = await commitTransition(
      ctx,
      game,
      {
        seat: 0,
        move,
        next: applied.state,
        byStandIn: false,
        timedOut: false,
        forfeits: [seat],
        endReason: how.endReason,
        resigned: true,
      },
      now,
    );
    if (r.ok) return buildGameView(r.game, seat, new Date());
    // The match moved on (a round was revealed meanwhile): resign at the position it reached.
    game = await how.reload(game.id);
  }
  throw new DomainError("CONFLICT", "resignRaced");
}
