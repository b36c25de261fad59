// @vitest-environment happy-dom
// A tournament time: the server's HTML says it in UTC (zone named); hydrated in a browser in Paris it reads in
// Paris time with the zone named ("21:30 CET"), with no hydration mismatch; a <time> carries the instant.
import { act } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { inTimeZone } from "~/app/_lib/testing/time-zone";
import { EventTime, whenLocal } from "./event-time";

inTimeZone("Europe/Paris");

describe("a tournament time on the event page and the list", () => {
  it("is said in the viewer's own zone once mounted, the zone named, after a server render in UTC, without a mismatch", async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("Europe/Paris");
    const iso = "2026-11-21T20:30:00.000Z";
    const html = renderToString(withIntl(<EventTime iso={iso} />));
    expect(html).toBe(
      '<time dateTime="2026-11-21T20:30:00.000Z" title="Sat 21 Nov, 20:30 UTC">Sat 21 Nov, 20:30 UTC</time>',
    );

    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
    const host = document.createElement("div");
    host.innerHTML = html;
    document.body.append(host);
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(host, withIntl(<EventTime iso={iso} />), { onRecoverableError: (e) => errors.push(e) }),
    );
    expect(errors).toEqual([]);
    expect(host.querySelector("time")?.textContent).toBe("Sat 21 Nov, 21:30 CET");
    expect(host.querySelector("time")?.getAttribute("datetime")).toBe(iso);
    act(() => root.unmount());
  });

  it("names the zone in summer time and across midnight", () => {
    expect(whenLocal("2026-07-01T22:30:00Z")).toBe("Thu 2 Jul, 00:30 CEST");
  });

  it("is a dash when there is none", () => {
    expect(renderToString(withIntl(<EventTime iso={null} />))).toBe("—");
  });
});
