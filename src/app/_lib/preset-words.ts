// A house-rule preset's title and description as the reader sees them: a built-in preset's from the Options catalog
// (the server gives the key while the words are still the platform's), an admin's as they were written.
import { useTranslations } from "next-intl";

interface Translate {
  (key: string): string;
  has(key: string): boolean;
}

/** `written` in the reader's language when `key` names catalog words for it, else as written. */
export function presetWords(t: Translate, written: string, key: string | null | undefined): string {
  return key && t.has(key) ? t(key) : written;
}

export function usePresetWords(): (written: string, key: string | null | undefined) => string {
  const t = useTranslations("Options") as unknown as Translate;
  return (written, key) => presetWords(t, written, key);
}
