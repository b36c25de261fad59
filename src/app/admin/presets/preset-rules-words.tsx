"use client";
// A preset's rules in the reader's language for the admin pages: the rules it sets apart from the standard ones, what
// one version changed from the one before, and the player counts the rules allow. The engine words its options in
// English; the Options catalog gives each option and choice in the page's language.
import { useTranslations } from "next-intl";
import type { OptionValue } from "~/engine/core/options";
import { ruleChangeParts, rulesInWords } from "~/lib/house-rules/describe";
import { useOptionWords } from "~/app/play/option-words";
import { usePlayerCountWords } from "./player-count-words";

type Options = Readonly<Record<string, OptionValue>>;

/** "Gaji (wild Lightning): Off · Game scoring: Round victories" ("・" in Japanese), or "The standard rules". */
export function PresetDifferences({ game, options }: { game: string; options: Options }) {
  const t = useTranslations("AdminPresets");
  const sep = useTranslations("Common")("separator");
  const words = useOptionWords();
  const changed = rulesInWords(game, options).filter((r) => !r.isDefault);
  if (changed.length === 0) return <>{t("standard")}</>;
  return (
    <>
      {changed
        .map((r) => t("rule", { label: words.label(game, r.name, r.label), value: words.value(game, r.name, r.value) }))
        .join(sep)}
    </>
  );
}

/** The admin's list's line of a preset's rules: "Rules: Gaji (wild Lightning): Off" ("ルール：…" in Japanese). */
export function PresetRulesLine({ game, options }: { game: string; options: Options }) {
  const t = useTranslations("AdminPresets");
  return (
    <p className="mt-1">
      {t.rich("list.rules", {
        label: (chunks) => <span className="font-semibold">{chunks}</span>,
        rules: () => <PresetDifferences game={game} options={options} />,
      })}
    </p>
  );
}

/** Each rule a version changed from the one before ("Gaji: On → Off"). */
export function PresetChanges({ game, before, after }: { game: string; before: Options; after: Options }) {
  const t = useTranslations("AdminPresets");
  const words = useOptionWords();
  const changes = ruleChangeParts(game, before, after);
  return (
    <ul className="mt-1 list-disc pl-5">
      {changes.map((c) => {
        const label = words.label(game, c.name, c.label);
        const value = (v: string) => words.value(game, c.name, v);
        return (
          <li key={c.name}>
            {c.after === null
              ? t("edit.noLongerApplies", { label })
              : c.before === null
                ? t("rule", { label, value: value(c.after) })
                : t("edit.change", { label, before: value(c.before), after: value(c.after) })}
          </li>
        );
      })}
    </ul>
  );
}

export function PresetPlayers({ counts }: { counts: readonly number[] }) {
  return <>{usePlayerCountWords()(counts)}</>;
}
