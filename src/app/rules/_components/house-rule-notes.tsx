// The notes that show where the chosen house rules differ from the standard ones, right beside the rule they change:
// the option's label and value in words, and what it means in the page's words (or the option's help).
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { OptionValue } from "~/engine/core/options";
import { getGameFacts } from "~/engine/facts";
import { RULE_TAGS } from "./rule-parts";
import { rulesPageWords, useRulesPage } from "./rules-page";

/**
 * Where the chosen house rules set `name` to something other than the standard: a highlighted note with the option's
 * label and value in words, and what it means (`children`, shown only then). Nothing when the rule is standard.
 */
export function HouseRuleNote({
  name,
  when,
  children,
}: {
  name: string;
  when?: (value: OptionValue) => boolean;
  /**
   * What the rule means with this value (a function of the value for integers); without it, the page catalog's
   * `house.<name>` where it has one, else the option's help.
   */
  children?: ReactNode | ((value: OptionValue) => ReactNode);
}) {
  const t = useTranslations("Rules");
  const { game, namespace, options } = useRulesPage();
  const tPage = useTranslations(namespace);
  const engineSpec = getGameFacts(game)?.optionSpecs.find((s) => s.name === name);
  if (!engineSpec) return null;
  const spec = rulesPageWords()?.spec(game, engineSpec) ?? engineSpec;
  const value = options[name] ?? spec.default;
  const differs = value !== spec.default;
  if (!differs || (when && !when(value))) return null;
  const words =
    spec.kind === "enum"
      ? (spec.values.find((v) => v.value === value)?.label ?? String(value))
      : spec.kind === "boolean"
        ? t("onOff", { on: value ? "yes" : "no" })
        : String(value);
  const pageWords = tPage.has(`house.${name}`) ? tPage.rich(`house.${name}`, RULE_TAGS) : spec.help;
  return (
    <aside
      className="rounded-md border-l-4 border-kin bg-kin/15 px-4 py-3 text-base"
      data-testid={`house-rule-${name}`}
    >
      <p>
        {t.rich("houseRuleNoteLine", {
          note: () => <span className="font-semibold">{t("houseRuleNote", { label: spec.label, value: words })}</span>,
          meaning: () => (typeof children === "function" ? children(value) : (children ?? pageWords)),
        })}
      </p>
    </aside>
  );
}

/** One house rule's note in a list: its option's name, with what it means where the page words it in code. */
export type HouseRuleNoteEntry =
  string | readonly [name: string, meaning: Parameters<typeof HouseRuleNote>[0]["children"]];

/** The notes of several house rules in turn (each shown only where the chosen rules differ from the standard). */
export function HouseRuleNotes({ notes }: { notes: readonly HouseRuleNoteEntry[] }) {
  return notes.map((note) => {
    const [name, meaning] = typeof note === "string" ? [note, undefined] : note;
    return (
      <HouseRuleNote key={name} name={name}>
        {meaning}
      </HouseRuleNote>
    );
  });
}
