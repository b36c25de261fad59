// The input schemas' messages in the page's language. The shared schemas check a form in the browser and say what is
// wrong in English: the form writes the message again from its catalog entry (InputErrors), as the server does.
import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { inputErrorOf } from "~/i18n/input-error-match";

/** An English message of the input schemas in the page's language; a message with no catalog entry as it is. */
export function useInputErrorWords(): (message: string) => string {
  const t = useTranslations("InputErrors");
  const locale = useLocale();
  return useCallback(
    (message: string) => {
      const found = inputErrorOf(message, locale);
      return found ? t(found.key, found.params) : message;
    },
    [t, locale],
  );
}
