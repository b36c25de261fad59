"use client";
// A tournament time as the viewer lives it: the server (and the first render in the browser, so hydration matches)
// says it in UTC, naming the zone; once mounted, the browser's own zone, named too ("Sat 21 Nov, 21:30 CET"). The
// create form takes times "in your own time zone": the event page now gives them back the same way.
import { useLocale } from "next-intl";
import { useHydrated } from "~/app/_lib/use-hydrated";
import { whenLocal } from "~/lib/date-time";
import { when } from "~/lib/when";

export { whenLocal };

export function EventTime({ iso }: { iso: string | null }) {
  const locale = useLocale();
  // false on the server and while hydrating, true once mounted: no setState in an effect, no mismatch
  const mounted = useHydrated();
  if (!iso) return <>{when(null)}</>;
  return (
    <time dateTime={iso} title={when(iso, locale)}>
      {mounted ? whenLocal(iso, locale) : when(iso, locale)}
    </time>
  );
}
