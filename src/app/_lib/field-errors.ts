// The messages of a failed API call by form field: a form's own module (a page without a form does not carry it).
import { ApiCallError } from "./api-stream";

/** Per-field messages of a failed call: zod's input errors and a domain error's field. */
export function fieldErrorsOf(error: unknown): {
  fields: Record<string, string>;
  form: string | null;
} {
  if (!error) return { fields: {}, form: null };
  if (!(error instanceof ApiCallError))
    return { fields: {}, form: error instanceof Error ? error.message : "Something went wrong. Please try again." };
  const fields: Record<string, string> = {};
  const data = error.data;
  const fieldErrors: Record<string, string[] | undefined> = data?.zodError?.fieldErrors ?? {};
  for (const [k, v] of Object.entries(fieldErrors)) if (v?.[0]) fields[k] = v[0];
  if (data?.field) fields[data.field] = error.message;
  const form = Object.keys(fields).length ? null : error.message;
  return { fields, form };
}
