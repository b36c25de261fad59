// The line under "The match is over" when a game ended early: who forfeited (after too many missed moves) or
// resigned, "you" to the player who did (it said "a player" to everyone, the one whose seat was forfeited included).
// Said in the page's language (the EarlyEnd catalog), several names as the language lists them.
import { useTranslations } from "next-intl";
import { useNameList } from "~/app/play/words";
import type { BoardPlayer } from "./types";

type Player = Pick<BoardPlayer, "seat" | "displayName" | "forfeited" | "resigned">;
type Translate = (key: string, values?: Record<string, string | number>) => string;

/** The EarlyEnd catalog's translator and lists of names in the page's language. */
export interface EndedEarlyWords {
  t: Translate;
  list: (names: readonly string[]) => string;
}

export function useEndedEarlyWords(): EndedEarlyWords {
  return { t: useTranslations("EarlyEnd"), list: useNameList() };
}

function who(w: EndedEarlyWords, players: readonly Player[], mySeat: number | null): string | null {
  const names = players.filter((p) => p.forfeited).map((p) => (p.seat === mySeat ? w.t("you") : p.displayName));
  return names.length ? w.list(names) : null;
}

export function forfeitEndedLine(w: EndedEarlyWords, players: readonly Player[], mySeat: number | null): string {
  // A player who resigned earlier in a game the stand-in played on did not miss moves.
  const names = who(
    w,
    players.filter((p) => !p.resigned),
    mySeat,
  );
  return names ? w.t("forfeited", { who: names }) : w.t("someoneForfeited");
}

export function resignEndedLine(w: EndedEarlyWords, players: readonly Player[], mySeat: number | null): string {
  // Those who resigned (a seat forfeited earlier by timeouts did not); a view without the flag: every forfeited seat.
  const names = who(w, players.some((p) => p.resigned) ? players.filter((p) => p.resigned) : players, mySeat);
  return names ? w.t("resigned", { who: names }) : w.t("someoneResigned");
}

/** The line for a game that ended before it was played out (endReason "forfeit" or "resign"), else undefined. */
export function endedEarlyLine(
  w: EndedEarlyWords,
  gv: {
    endReason?: string | null;
    players: readonly Player[];
    mySeat: number | null;
  },
): string | undefined {
  if (gv.endReason === "forfeit") return forfeitEndedLine(w, gv.players, gv.mySeat);
  if (gv.endReason === "resign") return resignEndedLine(w, gv.players, gv.mySeat);
  return undefined;
}
