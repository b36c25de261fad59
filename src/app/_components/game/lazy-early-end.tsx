"use client";
// The early-end dialog (a forfeit or a resign), loaded only for a finished game: it carries the match summary, its
// score chart and round explanations, which a game in play does not show. A client module, so that the import stays
// on demand.
import dynamic from "next/dynamic";

export const LazyEarlyEndDialog = dynamic(() => import("./early-end-dialog").then((m) => m.EarlyEndDialog));
