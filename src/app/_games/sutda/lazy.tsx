"use client";
// This game's board, loaded when a page renders it: the registry is on every page with a card,
// and a page carries only the parts it shows (a client module, so that its imports stay out of every page's bundle).
import dynamic from "next/dynamic";

export const Board = dynamic(() => import("./sutda-board").then((m) => m.SutdaBoard));
