"use client";
// A table's rules in the page's language (rules-words.ts), handed from the page to the waiting room's summary
// (waiting-room-rules.tsx): a table's rules never change, and the page then carries neither the games' option specs
// nor their words.
import { createContext, useContext, type ReactNode } from "react";
import type { TableView } from "~/server/views/table";
import { tableWords, type TableRulesWords } from "./table-words";

const RulesWords = createContext<TableRulesWords | null>(null);

/** The table page's rules words for the table's screen below it. */
export function TableRulesWordsProvider({ words, children }: { words: TableRulesWords | null; children: ReactNode }) {
  return <RulesWords.Provider value={words}>{children}</RulesWords.Provider>;
}

/** The table's rules and its end in the page's language (the server's English without the page's words). */
export function useTableWords(t: TableView) {
  return tableWords(t, useContext(RulesWords));
}
