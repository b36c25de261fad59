// The board's state in one sentence for a turn email: "Round 3 of 6, you are 12 points behind Alice".
import { plural } from "~/engine/core/plural";
import type { LoadedGame } from "../games/loaded-game";
import { roundLabel } from "../games/table-lists";

function names(list: string[]): string {
  return list.length <= 1 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list[list.length - 1]}`;
}

export function boardSentence(game: LoadedGame, userId: string): string {
  const label = roundLabel(game);
  const me = game.seats.find((s) => s.userId === userId);
  const teams = game.matchSetup.teams;
  const totals = game.ruleset.totals(game.state);
  if (!me || game.ruleset.traits.realTime) return label;
  const sideOf = (seat: number) => (teams ? teams.findIndex((t) => t.includes(seat)) : seat);
  const mine = sideOf(me.seat);
  const others = game.seats.filter((s) => sideOf(s.seat) !== mine);
  if (others.length === 0 || totals[mine] === undefined) return label;
  const best = Math.max(...others.map((s) => totals[sideOf(s.seat)] ?? 0));
  const leaders = names(others.filter((s) => (totals[sideOf(s.seat)] ?? 0) === best).map((s) => s.displayName));
  const unit = game.ruleset.traits.scoreUnit;
  const diff = totals[mine]! - best;
  const standing =
    diff === 0
      ? `you are level with ${leaders}`
      : diff > 0
        ? `you are ${plural(diff, unit)} ahead of ${leaders}`
        : `you are ${plural(-diff, unit)} behind ${leaders}`;
  return `${label}, ${standing}`;
}
