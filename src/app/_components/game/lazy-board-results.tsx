"use client";
// Under a board: the round's scoring dialog and the match summary, loaded when one is to be shown (a round ended, the
// player asked for the match): they carry the summary's chart, table and round explanations, which a board's first
// paint does not show. A client module, so that the import stays on demand.
import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import type { BoardResults as Results } from "./round-result-dialog";

// Loading waits in a boundary of its own (a `loading`): suspended up to the page's, it hid the board.
const Loaded = dynamic(() => import("./round-result-dialog").then((m) => m.BoardResults), { loading: () => null });

export function BoardResults(props: ComponentProps<typeof Results>) {
  return props.showMatch || props.unseen !== null ? <Loaded {...props} /> : null;
}
