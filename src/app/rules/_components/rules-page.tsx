"use client";
// A game's rules page hands every part in it the game, the game's rules catalog and the house rules the table chose,
// so that a section names only what it says: its words' keys, its cards, the house rules it notes.
import { createContext, useContext, type ReactNode } from "react";
import type { HanafudaGame } from "~/app/_components/cards";
import type { OptionValue } from "~/engine/core/options";
import { getGameFacts } from "~/engine/facts";

export type RuleOptions = Readonly<Record<string, OptionValue>>;

/** The game, its rules catalog's namespace ("RulesSakura") and the chosen house rules. */
type RulesPageValue = { game: HanafudaGame; namespace: string; options: RuleOptions };

const RulesPageContext = createContext<RulesPageValue | null>(null);

export function RulesPage({ children, ...page }: RulesPageValue & { children: ReactNode }) {
  return <RulesPageContext.Provider value={page}>{children}</RulesPageContext.Provider>;
}

/** The page a rules part stands in. */
export function useRulesPage(): RulesPageValue {
  const page = useContext(RulesPageContext);
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
