"use client";
// The house rules of a new table: the presets the site offers for the game (the default first), each with the rules
// it sets in words — the ones that differ from the standard rules highlighted — and a link to the rules page.
import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useMemo } from "react";
import type { OptionValue } from "~/engine/core/options";
import type { GameName } from "~/engine/core/ruleset";
import { useTRPC } from "~/app/_lib/trpc";
import type { PublicPresetView } from "~/server/views/house-rules";
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
    return <p className="field-error">The house rules could not be loaded: {presets.error.message}</p>;
  if (!selected) return <p className="text-ink-soft">Loading the house rules…</p>;
  const changed = changedFromPreset(game, options, preset);
  const differs = selected.rules.filter((r) => !r.isDefault);
  const id = `${idBase}-preset`;
  return (
    <div className="space-y-2" data-testid="preset-picker">
      <label htmlFor={id} className="field-label">
        House rules
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
            {p.title}
            {p.isDefault ? " (default)" : ""}
          </option>
        ))}
      </select>
      <div id={`${id}-rules`} className="rounded-lg bg-paper-deep/50 px-3 py-2 text-base" data-testid="preset-rules">
        {selected.description ? <p className="text-ink-soft">{selected.description}</p> : null}
        {differs.length ? (
          <ul className="mt-1 space-y-0.5">
            {differs.map((r) => (
              <li key={r.name}>
                <span className="font-semibold">{r.label}:</span>{" "}
                <mark className="rounded bg-kin/30 px-1 text-ink">{r.value}</mark>
              </li>
            ))}
          </ul>
        ) : (
          <p>The standard rules of the game.</p>
        )}
        <p className="mt-1 text-sm text-ink-faint">
          Version {selected.version} · {selected.playersText} ·{" "}
          <Link
            href={selected.isDefault ? `/rules/${game}` : `/rules/${game}?preset=${selected.slug}`}
            target="_blank"
            rel="noopener"
          >
            how to play with these rules
          </Link>
        </p>
      </div>
      {changed.length ? (
        <p className="text-sm font-semibold text-beni" data-testid="preset-changed">
          You changed: {changed.join(", ")}.
        </p>
      ) : null}
    </div>
  );
}
