// The Sutda board's words: the stage of the hand, and the turn banner (the game's end, a move being sent, your turn,
// or whom the table waits for).
import type { BannerTone } from "~/app/_components/game/board-chrome";
import { endedEarlyLine } from "~/app/_components/game/forfeit-ended";
import { seatName } from "~/app/_components/game/names";
import type { SutdaGameView } from "./view";

const STAGE: Record<string, string> = {
  "auction-1": "First auction",
  "auction-2": "Second auction",
  rematch: "Rematch auction",
  "between-rounds": "Between hands",
  "game-over": "Game over",
};

export const stageName = (stage: string): string => STAGE[stage] ?? stage;

export function sutdaBanner({
  gv,
  over,
  pending,
  myTurn,
  replay,
  names,
  mine,
}: {
  gv: SutdaGameView;
  over: boolean;
  pending: boolean;
  myTurn: boolean;
  replay: boolean | undefined;
  names: string[];
  mine: number | null;
}): { tone: BannerTone; title: string; detail?: string } {
  const v = gv.view;
  const stage = stageName(v.stage);
  if (over) {
    const w = gv.winner;
    return {
      tone: "over",
      detail: endedEarlyLine({ endReason: gv.endReason, players: gv.players, mySeat: gv.mySeat }),
      title:
        w === null
          ? "The game is over — a shared win"
          : w === mine
            ? "The game is over — you have the most chips!"
            : `The game is over — ${names[w]} wins`,
    };
  }
  if (pending) return { tone: "pending", title: "Sending your move…" };
  if (myTurn) {
    const me = gv.mySeat !== null ? v.seats[gv.mySeat] : undefined;
    const opening = v.auction !== null && !v.auction.opened;
    return {
      tone: "mine",
      title: opening
        ? `Your turn — open the ${stage.toLowerCase()}`
        : `Your turn — fold, follow ${v.auction?.high ?? ""} or outbid`,
      detail: me?.handName ? `You hold ${me.handName}.` : "You have seen your first card only.",
    };
  }
  const who = gv.toAct.map((s) => seatName(gv.players, s)).join(" and ");
  return {
    tone: "waiting",
    title: who ? `${who} is bidding (${stage.toLowerCase()})` : stage,
    detail: gv.mySeat === null && !replay ? "You are watching this table." : undefined,
  };
}
