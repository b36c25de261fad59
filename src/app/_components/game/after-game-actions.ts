"use client";
// What a page puts first among a final dialog's "After the game" actions (AfterGameNav): the table page's rematch.
// Apart from the dialogs' nav, so that a page provides it without loading them.
import { createContext, type ReactNode } from "react";

export const AfterGameActions = createContext<ReactNode>(null);
