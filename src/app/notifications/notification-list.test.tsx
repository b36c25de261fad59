// @vitest-environment happy-dom
// A notification in the list says when it came and, until read, that it is unread, joined as the reader's language
// joins a line's parts: Japanese's 「・」 takes no spaces.
import { afterEach, describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { answeringLink, mountWithTrpc, unmountAll, until } from "~/app/_lib/testing/mounted";
import type { Locale } from "~/lib/locales";
import type { NotificationView } from "~/server/views/notification";
import { NotificationList } from "./notification-list";

const unread: NotificationView = {
  id: "n1",
  kind: "your_turn",
  text: "Your turn at Sakura",
  textKey: null,
  textParams: null,
  href: "/table/t1",
  createdAt: new Date(Date.now() - 5 * 60_000),
  read: false,
};

async function whenLine(locale: Locale): Promise<string> {
  const host = await mountWithTrpc(
    withIntl(<NotificationList />, locale),
    answeringLink("notification.list", [], () => ({ items: [unread], nextCursor: null })),
  );
  const link = await until(() => host.querySelector('a[href="/table/t1"]'), "the notification");
  return link.parentElement!.querySelector("p")!.textContent!;
}

describe("a notification in the list", () => {
  afterEach(unmountAll);

  it("joins when it came and that it is unread with the language's separator", async () => {
    expect(await whenLine("en")).toMatch(/ · unread$/i);
    const ja = await whenLine("ja");
    expect(ja).not.toContain("·");
    expect(ja).toMatch(/\S・未読$/);
  });
});
