"use client";
// This game's boards (live and in a replay) and its match summary under a replay, loaded when a page renders them:
// the registry is on every page with a card, and a page carries only the parts it shows (a client module, so that its
// imports stay out of every page's bundle).
import dynamic from "next/dynamic";

export const Board = dynamic(() => import("./judge-board").then((m) => m.JudgeBoard));
export const ReplayBoard = dynamic(() => import("./judge-replay-board").then((m) => m.JudgeReplayBoard));
export const Summary = dynamic(() => import("./judge-summary").then((m) => m.JudgeSummary));
