// The reason an admin or an organiser gives for an action, with who reads it ("shown to them", "for the audit log").
import { useTranslations } from "next-intl";
import { useId } from "react";

export function ReasonField({
  value,
  onChange,
  maxLength,
  readBy,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  readBy: string;
  /** The server's message for the field, shown under it. */
  error?: string | null;
}) {
  const t = useTranslations("Common");
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="field-label mt-4">
        {t.rich("reason", { readBy, soft: (chunks) => <span className="font-normal text-ink-faint">{chunks}</span> })}
      </label>
      <input
        id={id}
        className="field-input"
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </>
  );
}
