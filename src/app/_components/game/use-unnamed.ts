// The words around players' names (a seat or a team with no name, names joined), in the page's language: a module of
// its own, so that the pages that use names.ts for its numbers alone are not sent the Board catalog.
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { unnamedIn, type Unnamed } from "./names";

/** The page's words for names, from the Board catalog: every page with a board has that catalog. */
export function useUnnamed(): Unnamed {
  const t = useTranslations("Board");
  const locale = useLocale();
  return useMemo(() => unnamedIn(t, locale), [t, locale]);
}
