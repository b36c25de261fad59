"use client";
// A live Judge match's views for the board, from the table page's one stream (table.onChange carries them with the
// table and the game's views): the page provides them, JudgeBoard reads them. Without a provider (the boards'
// preview page), nothing is live.
import { createContext, useContext } from "react";
import type { JudgeLiveView } from "~/server/judge/live-view";

export interface JudgeLive {
  /** The latest live view with the local time it arrived (spectators' countdown offset). */
  latest: { view: JudgeLiveView; at: number } | null;
  /** The stream's state: "pending" while it is open. */
  status: "idle" | "connecting" | "pending" | "error";
}

export const JudgeLiveContext = createContext<JudgeLive>({ latest: null, status: "idle" });

export function useJudgeLive(): JudgeLive {
  return useContext(JudgeLiveContext);
}
