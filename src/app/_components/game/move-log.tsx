"use client";
// What happened since the viewer's last turn, one line a move ("Botan plays Cherry Curtain, takes Cherry chaff"), as a
// player at a real table watches the others play.
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import type { Phrase } from "~/engine/core/phrase";
import type { MoveWords } from "./move-words";
import { useMoveWords } from "./move-words";
import type { BoardGameView } from "./types";

type Move = { seat: number; text: string; phrase?: Phrase; byStandIn: boolean };

/** The moves to show: the server's log since the viewer's turn, or the last move alone (a replay's step). */
export function loggedMoves(gv: Pick<BoardGameView, "recentMoves" | "lastMove">): Move[] {
  if (gv.recentMoves && gv.recentMoves.length > 0) return gv.recentMoves;
  return gv.lastMove ? [gv.lastMove] : [];
}

/**
 * The words of a screen reader's announcement: the newest move, in the reader's language; the player's own too, which
 * the log leaves out while they are to act.
 */
export function lastMoveText(
  gv: Pick<BoardGameView, "players" | "teams" | "mySeat" | "recentMoves" | "lastMove">,
  words: MoveWords,
): string | null {
  const last = gv.lastMove ?? loggedMoves(gv).at(-1);
  return last ? words.line(last, gv) : null;
}

// Where the board has no height to spare (a phone, or a screen under 900 px tall: the field and the whole hand must
// stay on it), the log shows its newest line beside the title and the rest opens on a tap. On a phone the title and
// the line run on as one paragraph cut to two lines, so that a line of long names cannot push the hand under the
// screen; the tap's button stands beside it, outside the cut, and the whole line stays in the page for screen readers.
// A wider screen, short, cuts the line to one; there the paragraph's box is `contents`, its parts the row's own items.
const COMPACT_HIDDEN = "max-sm:hidden [@media(max-height:899px)]:hidden";
const COMPACT_SHOWN = "hidden max-sm:ml-1 max-sm:inline-flex [@media(max-height:899px)]:inline-flex";
const COMPACT_TRUNCATE = "sm:[@media(max-height:899px)]:truncate";
const PHONE_INLINE = "max-sm:inline";
const PHONE_CLAMP = "max-sm:min-w-0 max-sm:flex-1 max-sm:line-clamp-2 sm:contents";
// On a phone the title's space is a place to wrap: under `pre` "Zug: Wilhelmine" is one word, cut at the clamp's edge.
const PHONE_TITLE = "max-sm:inline max-sm:whitespace-pre-wrap";
// Open on a phone, the list takes a row of its own under the title and the button: beside them it had no width left.
const PHONE_OWN_ROW = "max-sm:order-last max-sm:basis-full";

export function MoveLog({
  gv,
  className = "",
  pictures,
}: {
  gv: BoardGameView;
  className?: string;
  pictures?: ReactNode;
}) {
  const t = useTranslations("Moves");
  const words = useMoveWords();
  const [open, setOpen] = useState(false);
  const moves = loggedMoves(gv);
  if (moves.length === 0) return null;
  const many = moves.length > 1;
  const title = !many ? t("last") : gv.mySeat === null ? t("sinceTheirs") : t("sinceYours");
  return (
    <div
      className={`flex items-baseline text-sm text-paper/90 ${open ? "max-sm:flex-wrap" : ""} ${className}`}
      data-testid="last-move"
    >
      <div className={open ? "contents" : PHONE_CLAMP}>
        {/* the title keeps the space its catalog puts after it ("Last: "; none after Japanese's 「直前：」), which a gap
          beside it would add in every language */}
        <h3
          className={`shrink-0 font-sans text-sm font-semibold whitespace-pre text-kin ${open ? "max-sm:flex-1" : PHONE_TITLE}`}
        >
          {title}
        </h3>
        <ol className={`min-w-0 flex-1 space-y-0.5 ${open ? PHONE_OWN_ROW : PHONE_INLINE}`} data-testid="move-log">
          {moves.map((m, i) => {
            const { who, what } = words.parts(m, gv);
            const last = i === moves.length - 1;
            return (
              <li
                key={`${i}-${m.seat}`}
                className={`flex min-w-0 items-center gap-2 ${open ? "" : last ? PHONE_INLINE : COMPACT_HIDDEN}`}
              >
                {last && pictures ? pictures : null}
                <span className={`min-w-0 flex-1 ${open ? "" : COMPACT_TRUNCATE}`}>
                  {who
                    ? t.rich("line", {
                        who,
                        what,
                        name: (words) => <strong className="font-semibold text-paper">{words}</strong>,
                      })
                    : what}
                </span>
              </li>
            );
          })}
        </ol>
      </div>
      {many ? (
        <button
          type="button"
          className={`-my-3 ml-2 min-h-11 shrink-0 items-center rounded-md px-2 text-xs font-semibold text-kin underline ${COMPACT_SHOWN}`}
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t("lastOnly") : t("all", { count: moves.length })}
        </button>
      ) : null}
    </div>
  );
}
