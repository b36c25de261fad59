// @vitest-environment happy-dom
// A chat message's time: the server's HTML says it in UTC, the zone named; hydrated in a browser in Paris it reads in
// Paris time, with no hydration mismatch; a <time> carries the instant.
import { act, createRef } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { inTimeZone } from "~/app/_lib/testing/time-zone";
import type { ChatMessageView } from "~/server/views/chat";
import { ChatMessages } from "./chat-messages";

inTimeZone("Europe/Paris");

const message: ChatMessageView = {
  id: "m1",
  seq: 1,
  author: { id: "u-ren", displayName: "Ren" },
  text: "good luck",
  removed: false,
  createdAt: new Date("2026-11-21T20:01:00.000Z"),
};

const chat = () =>
  withIntl(
    <ChatMessages
      listRef={createRef()}
      inColumn={false}
      listHeight={null}
      messages={[message]}
      mutedNames={[]}
      moderator={false}
      removing={false}
      onRemove={() => {}}
    />,
  );

describe("a chat message's time", () => {
  it("is said in the reader's own zone once mounted, after a server render in UTC that names it, without a mismatch", async () => {
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe("Europe/Paris");
    const html = renderToString(chat());
    const host = document.createElement("div");
    host.innerHTML = html;
    expect(host.querySelector("time")?.textContent).toBe("20:01 UTC");

    (globalThis as Record<string, unknown>).IS_REACT_ACT_ENVIRONMENT = true;
    document.body.append(host);
    const errors: unknown[] = [];
    const root = await act(async () => hydrateRoot(host, chat(), { onRecoverableError: (e) => errors.push(e) }));
    expect(errors).toEqual([]);
    expect(host.querySelector("time")?.textContent).toBe("21:01");
    expect(host.querySelector("time")?.getAttribute("datetime")).toBe("2026-11-21T20:01:00.000Z");
    act(() => root.unmount());
  });
});
