"use client";
// The house rules of a new table: the presets the site offers for the game (the default first), each with the rules
// it sets in words — the ones that differ from the standard rules highlighted — and a link to the rules page.
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useEffect, useMemo } from "react";
import type { OptionValue } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { usePresetWords } from "~/app/_lib/preset-words";
import { getGameFacts } from "~/engine/facts";
import { useQuery, useTRPC } from "~/app/_lib/trpc";
import type { PublicPresetView } from "~/server/views/house-rules";
import { useOptionWords } from "./option-words";
import { useNameList } from "./words";
import { changedFromPreset, chosenPreset, type ChosenPreset } from "./table-presets";

export function PresetPicker({
  game,
  preset,
  options,
  onPick,
  idBase,
}: {
  game: GameName;
  preset: ChosenPreset | null;
  options: Record<string, OptionValue>;
  /** `auto`: the default preset was taken because none was chosen yet (not the creator's choice). */
  onPick: (preset: ChosenPreset, auto: boolean) => void;
  idBase: string;
}) {
  const t = useTranslations("Play");
  const said = usePresetWords();
  const tList = useTranslations("GameList");
  const sep = useTranslations("Common")("separator");
  const words = useOptionWords();
  const listOf = useNameList();
  const trpc = useTRPC();
  const presets = useQuery(trpc.rules.presets.queryOptions({ game }));
  const list: PublicPresetView[] = useMemo(() => presets.data ?? [], [presets.data]);
  const selected = list.find((p) => p.id === preset?.id) ?? null;

  // A game's presets arrive (or the game changed): start from its default preset.
  useEffect(() => {
    if (list.length > 0 && !list.some((p) => p.id === preset?.id))
      onPick(chosenPreset(list.find((p) => p.isDefault) ?? list[0]!), true);
  }, [list, preset?.id, onPick]);

  if (presets.isError)
    return <p className="field-error">{t("preset.loadError", { message: presets.error.message })}</p>;
  if (!selected) return <p className="text-ink-soft">{t("preset.loading")}</p>;
  const changed = changedFromPreset(game, options, preset).map((label) => {
    const name = getGameFacts(game)?.optionSpecs.find((s) => s.label === label)?.name;
    return name ? words.label(game, name, label) : label;
  });
  const counts = selected.playerCounts;
  const lo = Math.min(...counts);
  const hi = Math.max(...counts);
  const players =
    counts.length === 0
      ? selected.playersText
      : lo === hi
        ? tList("players", { count: lo })
        : tList("playerRange", { min: lo, max: hi });
  const differs = selected.rules.filter((r) => !r.isDefault);
  const id = `${idBase}-preset`;
  return (
    <div className="space-y-2" data-testid="preset-picker">
      <label htmlFor={id} className="field-label">
        {t("preset.label")}
      </label>
      <select
        id={id}
        name="presetId"
        className="field-input max-w-md"
        value={selected.id}
        aria-describedby={`${id}-rules`}
        onChange={(e) => {
          const p = list.find((x) => x.id === e.target.value);
          if (p) onPick(chosenPreset(p), false);
        }}
      >
        {list.map((p) => (
          <option key={p.id} value={p.id}>
            {p.isDefault ? t("preset.default", { title: said(p.title, p.titleKey) }) : said(p.title, p.titleKey)}
          </option>
        ))}
      </select>
      <div id={`${id}-rules`} className="rounded-lg bg-paper-deep/50 px-3 py-2 text-base" data-testid="preset-rules">
        {selected.description ? (
          <p className="text-ink-soft">{said(selected.description, selected.descriptionKey)}</p>
        ) : null}
        {differs.length ? (
          <ul className="mt-1 space-y-0.5">
            {differs.map((r) => (
              <li key={r.name}>
                {t.rich("preset.rule", {
                  rule: words.label(game, r.name, r.label),
                  value: words.value(game, r.name, r.value),
                  name: (chunks) => <span className="font-semibold">{chunks}</span>,
                  mark: (chunks) => <mark className="rounded bg-kin/30 px-1 text-ink">{chunks}</mark>,
                })}
              </li>
            ))}
          </ul>
        ) : (
          <p>{t("preset.standard")}</p>
        )}
        <p className="mt-1 text-sm text-ink-faint">
          {t("preset.version", { version: selected.version })}
          {sep}
          {players}
          {sep}
          <Link
            href={selected.isDefault ? `/rules/${game}` : `/rules/${game}?preset=${selected.slug}`}
            target="_blank"
            rel="noopener"
          >
            {t("preset.howToPlay")}
          </Link>
        </p>
      </div>
      {changed.length ? (
        <p className="text-sm font-semibold text-beni" data-testid="preset-changed">
          {t("preset.youChanged", { rules: listOf(changed) })}
        </p>
      ) : null}
    </div>
  );
}
