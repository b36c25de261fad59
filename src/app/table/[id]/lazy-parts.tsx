"use client";
// The table's parts that a table in play does not show on its first view, loaded when the screen renders them: the
// waiting room (only while seats are free, with its invitations, bots and invite link) and a finished game's rematch.
// A page that renders one on the server preloads its chunk, so it hydrates without a flash; a table in play never
// downloads them. A client module, so that the imports stay on demand.
import dynamic from "next/dynamic";

export const WaitingRoom = dynamic(() => import("./waiting-room").then((m) => m.WaitingRoom));
// The rematch's parts come in as the game ends, with the final dialog open: each waits in its own boundary (a `loading`
// gives it one), where loading suspended up to the page's and hid the board, the dialog and its focused Close.
export const RematchButton = dynamic(() => import("./rematch").then((m) => m.RematchButton), { loading: () => null });
export const RematchPanel = dynamic(() => import("./rematch").then((m) => m.RematchPanel), { loading: () => null });
