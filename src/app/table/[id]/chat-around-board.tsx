"use client";
import type { ReactNode } from "react";
import type { TableView } from "~/server/views/table";
import { findGameClient } from "~/app/_games/clients";
import { BoardSideSlot } from "../../_components/game/board-chrome";
import { useMediaQuery } from "../../_lib/use-media-query";
import { TableChat } from "./table-chat";

/**
 * The table's chat around its board (`children`): from 1024 px in the side column of a board that has one (fishing,
 * Sutda: BoardSideSlot), beside the board rather than under it below the fold; elsewhere under the board. Rendered
 * under GameEntry: the game's entry, with its traits, is registered by then.
 */
export function ChatAroundBoard({
  table,
  moderator,
  shown,
  children,
}: {
  table: TableView;
  moderator: boolean;
  /** Whether the chat is shown to this viewer at all (chatShownTo). */
  shown: boolean;
  children: ReactNode;
}) {
  const wide = useMediaQuery("(min-width: 1024px)");
  const beside = shown && wide && findGameClient(table.game)?.sideColumn === true;
  return (
    <>
      <BoardSideSlot.Provider value={beside ? <TableChat table={table} moderator={moderator} inColumn /> : null}>
        {children}
      </BoardSideSlot.Provider>
      {shown && !beside ? <TableChat table={table} moderator={moderator} /> : null}
    </>
  );
}
