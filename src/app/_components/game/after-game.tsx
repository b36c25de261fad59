"use client";
// What a page puts first in the final result dialog's "After the game" actions (the table page: the rematch). Boards
// do not know tables; a replay or a local board provides nothing, so the dialog shows only its own links.
import { createContext, type ReactNode } from "react";

export const AfterGameActions = createContext<ReactNode>(null);
