"use client";
// The table page's tab title says what the page is and whether the viewer must act (as lichess's does):
// "Sakura · waiting for players · Hanafuda", "● Your turn · Sakura · Hanafuda" (seen while looking at another tab),
// "Sakura · in play · Hanafuda", "Sakura · finished · Hanafuda". The board reports the turn through TurnReport.
import { useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import type { TableView } from "~/server/views/table";
import { TurnReport } from "../../_components/game/use-turn-cue";
import { useGameTitle } from "../../play/words";

type Translate = ReturnType<typeof useTranslations<"Table">>;

export function tableTabTitle(game: string, status: TableView["status"], myTurn: boolean, t: Translate): string {
  if (status === "OPEN") return t("tab.waiting", { game });
  if (status === "CANCELLED") return t("tab.closed", { game });
  if (status === "FINISHED") return t("tab.finished", { game });
  return myTurn ? t("tab.yourTurn", { game }) : t("tab.inPlay", { game });
}

export function TableTabTitle({
  table,
  children,
}: {
  table: Pick<TableView, "game" | "gameTitle" | "status">;
  children?: ReactNode;
}) {
  const t = useTranslations("Table");
  const game = useGameTitle()(table.game, table.gameTitle);
  const [myTurn, setMyTurn] = useState(false);
  const title = tableTabTitle(game, table.status, myTurn, t);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return <TurnReport.Provider value={setMyTurn}>{children}</TurnReport.Provider>;
}
