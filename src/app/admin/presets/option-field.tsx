"use client";
// One house-rule option as a form control, from the engine's description: a select for an enum, a checkbox for a
// boolean, a number for an integer; its label, help and default, a "changed" mark when it differs from the
// default, and the engine's message beside it.
import type { OptionSpec, OptionValue } from "~/engine/core/options";

function defaultText(spec: OptionSpec): string {
  if (spec.kind === "enum") return spec.values.find((v) => v.value === spec.default)?.label ?? String(spec.default);
  if (spec.kind === "boolean") return spec.default ? "on" : "off";
  return String(spec.default);
}

export function OptionField({
  spec,
  value,
  onChange,
  error,
  idBase,
}: {
  spec: OptionSpec;
  value: OptionValue;
  onChange: (v: OptionValue) => void;
  error?: string;
  idBase: string;
}) {
  const id = `${idBase}-${spec.name}`;
  const changed = value !== spec.default;
  const describedBy = [error ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" ");
  const hint = (
    <p id={`${id}-hint`} className="field-hint">
      {spec.help} <span className="whitespace-nowrap">Default: {defaultText(spec)}.</span>
    </p>
  );
  const errorLine = error ? (
    <p id={`${id}-error`} className="field-error" data-testid={`options.${spec.name}-error`}>
      {error}
    </p>
  ) : null;
  const mark = changed ? (
    <span
      className="ml-2 rounded bg-kin/30 px-1.5 py-0.5 text-xs font-bold tracking-wide text-ink uppercase"
      data-testid={`changed-${spec.name}`}
    >
      changed
    </span>
  ) : null;

  if (spec.kind === "boolean") {
    return (
      <div className={`rounded-md p-3 ${changed ? "bg-kin/10" : ""}`}>
        <label className="flex items-start gap-2.5">
          <input
            id={id}
            name={`options.${spec.name}`}
            type="checkbox"
            className="mt-1 h-5 w-5 shrink-0 accent-beni"
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            aria-describedby={describedBy}
            aria-invalid={error ? true : undefined}
          />
          <span className="font-semibold">
            {spec.label}
            {mark}
          </span>
        </label>
        {errorLine}
        {hint}
      </div>
    );
  }
  return (
    <div className={`rounded-md p-3 ${changed ? "bg-kin/10" : ""}`}>
      <label htmlFor={id} className="field-label">
        {spec.label}
        {mark}
      </label>
      {spec.kind === "enum" ? (
        <select
          id={id}
          name={`options.${spec.name}`}
          className="field-input"
          value={String(value)}
          onChange={(e) => {
            const picked = spec.values.find((v) => String(v.value) === e.target.value);
            if (picked) onChange(picked.value);
          }}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        >
          {spec.values.map((v) => (
            <option key={String(v.value)} value={String(v.value)}>
              {v.label}
              {v.value === spec.default ? " (default)" : ""}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          name={`options.${spec.name}`}
          type="number"
          inputMode="numeric"
          className="field-input max-w-[12rem]"
          min={spec.min}
          max={spec.max}
          step={1}
          value={Number.isFinite(value as number) ? (value as number) : ""}
          onChange={(e) => onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
        />
      )}
      {errorLine}
      {hint}
    </div>
  );
}
