"use client";
// The early-end dialog (a forfeit or a resign), loaded only for a finished game: it carries the match summary, its
// score chart and round explanations, which a game in play does not show. A client module, so that the import stays
// on demand.
import dynamic from "next/dynamic";

// It loads as the game ends, under the round's final dialog: in a boundary of its own (a `loading` gives it one), where
// loading suspended up to the page's and hid the board and the dialog, the keyboard's focus with them.
export const LazyEarlyEndDialog = dynamic(() => import("./early-end-dialog").then((m) => m.EarlyEndDialog), {
  loading: () => null,
});
