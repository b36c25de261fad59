// The Sutda board's words: the stage of the hand, and the turn banner (the game's end, a move being sent, your turn,
// or whom the table waits for).
import type { Translate } from "~/app/_components/game/fishing-board-texts";
import type { BannerTone } from "~/app/_components/game/board-chrome";
import { endedEarlyLine, type EndedEarlyWords } from "~/app/_components/game/forfeit-ended";
import { endsLevel } from "~/app/_components/game/match-sides";
import { seatName, type Unnamed } from "~/app/_components/game/names";
import type { SutdaGameView } from "./view";

const STAGES = new Set(["auction-1", "auction-2", "rematch", "between-rounds", "game-over"]);

/**
 * The stage's name (SutdaBoard messages `t`): "First auction", "Between hands"; `inline`: as it reads inside a sentence
 * ("open the first auction").
 */
export const stageName = (t: Translate, stage: string, inline = false): string =>
  STAGES.has(stage) ? t(`${inline ? "stageInline" : "stage"}.${stage}`) : stage;

/** `t`: the SutdaBoard messages; `handName`: a hand's name from its key. */
export function sutdaBanner(
  t: Translate,
  handName: (key: string) => string,
  {
    gv,
    over,
    pending,
    myTurn,
    replay,
    names,
    mine,
    ended,
    unnamed,
  }: {
    gv: SutdaGameView;
    over: boolean;
    pending: boolean;
    myTurn: boolean;
    replay: boolean | undefined;
    names: string[];
    mine: number | null;
    ended: EndedEarlyWords;
    unnamed: Unnamed;
  },
): { tone: BannerTone; title: string; detail?: string } {
  const v = gv.view;
  const stage = stageName(t, v.stage);
  const inline = stageName(t, v.stage, true);
  if (over) {
    const w = gv.winner;
    return {
      tone: "over",
      detail: endedEarlyLine(ended, { endReason: gv.endReason, players: gv.players, mySeat: gv.mySeat }),
      title:
        w === null
          ? t(endsLevel(gv) ? "over.draw" : "over.shared")
          : w === mine
            ? t("over.youWin")
            : t("over.wins", { name: names[w]! }),
    };
  }
  if (pending) return { tone: "pending", title: t("sending") };
  if (myTurn) {
    const me = gv.mySeat !== null ? v.seats[gv.mySeat] : undefined;
    const opening = v.auction !== null && !v.auction.opened;
    return {
      tone: "mine",
      title: opening ? t("turn.open", { stage: inline }) : t("turn.respond", { high: v.auction?.high ?? 0 }),
      detail: me?.handKey ? t("turn.hold", { hand: handName(me.handKey) }) : t("turn.firstOnly"),
    };
  }
  const who = ended.list(gv.toAct.map((s) => seatName(gv.players, s, unnamed)));
  return {
    tone: "waiting",
    title: who ? t("waiting", { who, stage: inline }) : stage,
    detail: gv.mySeat === null && !replay ? t("watching") : undefined,
  };
}
