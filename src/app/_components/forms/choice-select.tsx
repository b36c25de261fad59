// A select over a list of choices, each a value and its label; it answers with the chosen value itself (a number
// stays a number).
import type { SelectHTMLAttributes } from "react";

export interface Choice<T extends string | number> {
  value: T;
  label: string;
}

/** The whole numbers from `min` to `max` as choices ("2", "3", "4"). */
export function countChoices(min: number, max: number): Choice<number>[] {
  return Array.from({ length: max - min + 1 }, (_, i) => ({ value: min + i, label: String(min + i) }));
}

/** Time presets ({ seconds, label }) as choices of seconds. */
export function secondsChoices(presets: readonly { seconds: number; label: string }[]): Choice<number>[] {
  return presets.map((p) => ({ value: p.seconds, label: p.label }));
}

export function ChoiceSelect<T extends string | number>({
  choices,
  value,
  onChange,
  ...select
}: Omit<SelectHTMLAttributes<HTMLSelectElement>, "value" | "onChange"> & {
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <select
      {...select}
      value={value}
      onChange={(e) => {
        const picked = choices.find((c) => String(c.value) === e.target.value);
        if (picked) onChange(picked.value);
      }}
    >
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}
