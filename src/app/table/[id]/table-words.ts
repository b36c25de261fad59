// A table's rules in the page's language, said on the server (rules-words.ts), and how the rules under a board
// (table-rules.tsx, on the server) and the waiting room (waiting-room-rules.tsx, in the browser) read them.
import type { TableView } from "~/server/views/table";

type TableOption = TableView["options"][number];

/** A table's rules in the page's language, said on the server. */
export interface TableRulesWords {
  /** Each rule's name and value, by the option's name. */
  rules: Record<string, { label: string; value: string }>;
  /** How the game ends ("Ends after 12 rounds"); "" for a game the catalogs do not know. */
  ends: string;
  /** The preset's title (a built-in preset's in the page's language); null without a preset. */
  preset: string | null;
}

/** `t`'s rules and its end in `words` (the server's English without them). */
export function tableWords(t: TableView, words: TableRulesWords | null) {
  const rule = (o: TableOption) => words?.rules[o.name] ?? { label: o.label, value: o.value };
  return { rule, ends: words?.ends || undefined, preset: words?.preset ?? t.preset?.title ?? "" };
}
