// One house-rule option as a form control, from the engine's description: a select for an enum, a checkbox for a
// boolean, a number for an integer (its suggested values offered), with its label, its help and the engine's message
// beside it. `annotated` (the preset editor) also says the default and marks an option changed from it.
import { useTranslations } from "next-intl";
import type { OptionSpec, OptionValue } from "~/engine/core/options";

/** The default as the engine labels it; a boolean's as the catalog's "on" or "off". */
function defaultText(spec: OptionSpec, onOff: (on: boolean) => string): string {
  if (spec.kind === "enum") return spec.values.find((v) => v.value === spec.default)?.label ?? String(spec.default);
  if (spec.kind === "boolean") return onOff(spec.default);
  return String(spec.default);
}

function ChangedMark({ name }: { name: string }) {
  const t = useTranslations("Common");
  return (
    <span
      className="ml-2 rounded bg-kin/30 px-1.5 py-0.5 text-xs font-bold tracking-wide text-ink uppercase"
      data-testid={`changed-${name}`}
    >
      {t("changed")}
    </span>
  );
}

function OptionControl({
  spec,
  value,
  onChange,
  id,
  annotated,
  aria,
}: {
  spec: Exclude<OptionSpec, { kind: "boolean" }>;
  value: OptionValue;
  onChange: (v: OptionValue) => void;
  id: string;
  annotated: boolean;
  aria: { "aria-describedby": string; "aria-invalid": true | undefined };
}) {
  const t = useTranslations("Common");
  if (spec.kind === "enum")
    return (
      <select
        id={id}
        name={`options.${spec.name}`}
        className="field-input"
        value={String(value)}
        onChange={(e) => {
          const picked = spec.values.find((v) => String(v.value) === e.target.value);
          if (picked) onChange(picked.value);
        }}
        {...aria}
      >
        {spec.values.map((v) => (
          <option key={String(v.value)} value={String(v.value)}>
            {v.value === spec.default ? t("defaultChoice", { label: v.label }) : v.label}
          </option>
        ))}
      </select>
    );
  const suggested = annotated ? undefined : spec.suggested;
  return (
    <>
      <input
        id={id}
        name={`options.${spec.name}`}
        type="number"
        inputMode="numeric"
        className={`field-input ${annotated ? "max-w-[12rem]" : "max-w-[10rem]"}`}
        min={spec.min}
        max={spec.max}
        step={1}
        value={Number.isFinite(value as number) ? (value as number) : ""}
        onChange={(e) => onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
        list={suggested ? `${id}-suggested` : undefined}
        {...aria}
      />
      {suggested ? (
        <datalist id={`${id}-suggested`}>
          {suggested.map((v) => (
            <option key={v} value={v} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}

export function OptionField({
  spec,
  value,
  onChange,
  error,
  idBase,
  annotated = false,
}: {
  spec: OptionSpec;
  value: OptionValue;
  onChange: (v: OptionValue) => void;
  error?: string;
  idBase: string;
  annotated?: boolean;
}) {
  const t = useTranslations("Common");
  const id = `${idBase}-${spec.name}`;
  const changed = value !== spec.default;
  const mark = annotated && changed ? <ChangedMark name={spec.name} /> : null;
  const aria = {
    "aria-describedby": [error ? `${id}-error` : "", `${id}-hint`].filter(Boolean).join(" "),
    "aria-invalid": error ? (true as const) : undefined,
  };
  const messages = (
    <>
      {error ? (
        <p id={`${id}-error`} className="field-error" data-testid={`options.${spec.name}-error`}>
          {error}
        </p>
      ) : null}
      <p id={`${id}-hint`} className="field-hint">
        {spec.help}
        {annotated
          ? // the catalog puts the space before it where the language has one (none in Japanese); kept on one line
            // where it fits, wrapped where it is longer than the line (a phone in German)
            t.rich("defaultIs", {
              value: defaultText(spec, (on) => t("onOff", { on: String(on) })),
              nowrap: (chunks) => <span className="inline-block max-w-full">{chunks}</span>,
            })
          : null}
      </p>
    </>
  );
  const frame = annotated ? `rounded-md p-3 ${changed ? "bg-kin/10" : ""}` : undefined;

  if (spec.kind === "boolean")
    return (
      <div className={frame}>
        <label className="flex items-start gap-2.5">
          <input
            id={id}
            name={`options.${spec.name}`}
            type="checkbox"
            className={`mt-1 h-5 w-5 ${annotated ? "shrink-0 " : ""}accent-beni`}
            checked={value === true}
            onChange={(e) => onChange(e.target.checked)}
            {...aria}
          />
          <span className="font-semibold">
            {spec.label}
            {mark}
          </span>
        </label>
        {messages}
      </div>
    );
  return (
    <div className={frame}>
      <label htmlFor={id} className="field-label">
        {spec.label}
        {mark}
      </label>
      <OptionControl spec={spec} value={value} onChange={onChange} id={id} annotated={annotated} aria={aria} />
      {messages}
    </div>
  );
}
