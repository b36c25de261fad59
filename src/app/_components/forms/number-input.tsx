// A number box that answers with a number (an empty box is 0, as Number("") says).
import type { InputHTMLAttributes } from "react";

export function NumberInput({
  value,
  onChange,
  ...input
}: Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "onChange"> & {
  value: number;
  onChange: (value: number) => void;
}) {
  return <input {...input} type="number" value={value} onChange={(e) => onChange(Number(e.target.value))} />;
}
