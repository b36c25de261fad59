// A seat's or a team's words when no player's name is known, in the page's language: a module of its own, so that the
// pages that use names.ts for its numbers alone are not sent the Board catalog.
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { unnamedIn, type Unnamed } from "./names";

/** The Board catalog's words for a seat or a team with no name: every page with a board has that catalog. */
export function useUnnamed(): Unnamed {
  const t = useTranslations("Board");
  return useMemo(() => unnamedIn(t), [t]);
}
