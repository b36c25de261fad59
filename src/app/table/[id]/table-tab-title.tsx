"use client";
// The table page's tab title says what the page is and whether the viewer must act (as lichess's does):
// "Sakura · waiting for players · Hanafuda", "● Your turn · Sakura · Hanafuda" (seen while looking at another tab),
// "Sakura · in play · Hanafuda", "Sakura · finished · Hanafuda". The board reports the turn through TurnReport.
import { useState, type ReactNode } from "react";
import type { TableView } from "~/server/views/table";
import { DocumentTitle } from "../../_components/layout/document-title";
import { TurnReport } from "../../_components/game/use-turn-cue";

export function tableTabTitle(table: Pick<TableView, "gameTitle" | "status">, myTurn: boolean): string {
  const game = table.gameTitle;
  if (table.status === "OPEN") return `${game} · waiting for players · Hanafuda`;
  if (table.status === "CANCELLED") return `${game} · table closed · Hanafuda`;
  if (table.status === "FINISHED") return `${game} · finished · Hanafuda`;
  return myTurn ? `● Your turn · ${game} · Hanafuda` : `${game} · in play · Hanafuda`;
}

export function TableTabTitle({
  table,
  children,
}: {
  table: Pick<TableView, "gameTitle" | "status">;
  children?: ReactNode;
}) {
  const [myTurn, setMyTurn] = useState(false);
  return (
    <TurnReport.Provider value={setMyTurn}>
      <DocumentTitle title={tableTabTitle(table, myTurn)} />
      {children}
    </TurnReport.Provider>
  );
}
