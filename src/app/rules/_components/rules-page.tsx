// A game's rules page hands every part in it the game, the game's rules catalog and the house rules the table chose,
// so that a section names only what it says: its words' keys, its cards, the house rules it notes.
//
// The parts render in both worlds: as server components on the rules pages (their words and cards cost the browser
// no script there) and as client components in a table's rules dialog. React's server build has no context, so there
// the page's value is kept for the request (`cache`, one rules page per request); elsewhere it is a context.
import * as React from "react";
import type { ReactNode } from "react";
import type { HanafudaGame } from "~/app/_components/cards";
import type { OptionWords } from "~/app/play/option-words";
import type { OptionValue } from "~/engine/core/options";
import { getGameFacts } from "~/engine/facts";

export type RuleOptions = Readonly<Record<string, OptionValue>>;

/** The game, its rules catalog's namespace ("RulesSakura") and the chosen house rules. */
type RulesPageValue = { game: HanafudaGame; namespace: string; options: RuleOptions };

const RulesPageContext =
  typeof React.createContext === "function" ? React.createContext<RulesPageValue | null>(null) : null;
const requestPage = React.cache(() => ({ value: null as RulesPageValue | null, words: null as OptionWords | null }));

export function RulesPage({ children, ...page }: RulesPageValue & { children: ReactNode }) {
  if (RulesPageContext) return <RulesPageContext.Provider value={page}>{children}</RulesPageContext.Provider>;
  requestPage().value = page;
  return <>{children}</>;
}

/**
 * The house rules' names and values in the reader's language, for this request's rules page (the server's rules
 * route sets them from the Options catalog, which the browser is not sent).
 */
export function setRulesPageWords(words: OptionWords): void {
  if (!RulesPageContext) requestPage().words = words;
}

/** The words setRulesPageWords gave this request; null in a browser (the engine's English names stand). */
export function rulesPageWords(): OptionWords | null {
  return RulesPageContext ? null : requestPage().words;
}

/** The page a rules part stands in. */
export function useRulesPage(): RulesPageValue {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- one branch for the life of the module (server or not)
  const page = RulesPageContext ? React.useContext(RulesPageContext) : requestPage().value;
  if (!page) throw new Error("A rules part is drawn outside a RulesPage.");
  return page;
}

/** The value of option `name` at this table: the chosen one, else the standard one. */
export function opt(options: RuleOptions, game: HanafudaGame, name: string): OptionValue | undefined {
  return options[name] ?? getGameFacts(game)?.optionSpecs.find((s) => s.name === name)?.default;
}

/** The value of option `name` on this page's table. */
export function useRuleOption(name: string): OptionValue | undefined {
  const { game, options } = useRulesPage();
  return opt(options, game, name);
}
