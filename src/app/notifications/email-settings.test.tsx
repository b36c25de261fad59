// @vitest-environment happy-dom
// The notification settings' hints in Japanese: an event's hint in 「（…）」 follows its name with no space
// ("あなたの番（プッシュはすぐに…）"); English keeps its space.
import { afterEach, describe, expect, it } from "vitest";
import { withIntl } from "~/app/_lib/testing/intl";
import { japaneseGaps } from "~/app/_lib/testing/label-gaps";
import { answeringLink, mountWithTrpc, unmountAll } from "~/app/_lib/testing/mounted";
import type { Locale } from "~/lib/locales";
import { DEFAULT_CHANNELS, type MailEvent } from "~/server/mail/preferences";
import type { MailPreferencesView } from "~/server/views/mail";
import { EmailSettings } from "./email-settings";

const prefs: MailPreferencesView = {
  channels: Object.fromEntries(Object.entries(DEFAULT_CHANNELS).map(([e, c]) => [e, [...c]])) as Record<
    MailEvent,
    MailPreferencesView["channels"][MailEvent]
  >,
  rhythm: "instant",
  quietFrom: null,
  quietTo: null,
  timeZone: "UTC",
  stopped: false,
  evenWhileOpen: false,
  email: "aiko@example.com",
  confirmed: true,
  mailOn: true,
  pushDevices: 0,
};

/** The legends of the events, as the page shows them. */
async function legends(locale: Locale): Promise<string[]> {
  const host = await mountWithTrpc(
    withIntl(<EmailSettings initial={prefs} />, locale),
    answeringLink("none", [], () => null),
  );
  const said = [...host.querySelectorAll("fieldset fieldset > legend")].map((l) => l.textContent!);
  unmountAll();
  return said;
}

describe("the notification settings", () => {
  afterEach(unmountAll);

  it("put an event's hint in 「（…）」 right after its name in Japanese, after a space in English", async () => {
    expect(await legends("ja")).toContain("あなたの番（プッシュはすぐに、メールは10分見ていなければ）");
    expect(await legends("en")).toContain("Your turn (push at once; email after 10 minutes, if you have not looked)");
  });

  it("put the daily digest's hour right after its name in Japanese, with no gap; after a space in English", async () => {
    const daily = async (locale: Locale) => {
      const host = await mountWithTrpc(
        withIntl(<EmailSettings initial={prefs} />, locale),
        answeringLink("none", [], () => null),
      );
      const label = host.querySelector('input[value="daily"]')!.closest("label")!;
      const said = { text: label.textContent, gaps: japaneseGaps(label) };
      unmountAll();
      return said;
    };
    expect(await daily("ja")).toEqual({ text: "1日に1通（朝8時）", gaps: [] });
    expect((await daily("en")).text).toMatch(/^\S.* \(at 8 in the morning\)$/);
  });
});

describe("an unconfirmed address", () => {
  afterEach(unmountAll);
  const mounted = (mailOn: boolean) =>
    mountWithTrpc(
      <EmailSettings initial={{ ...prefs, confirmed: false, mailOn }} />,
      answeringLink("none", [], () => null),
    );

  it("is asked to be confirmed, with the link sent again on request, while the site sends email", async () => {
    const host = await mounted(true);
    expect(host.textContent).toContain("Confirm aiko@example.com first");
    expect(host.textContent).toContain("Send the link again");
  });

  // The page said "This site sends no email at the moment." and then "until you follow the link we sent…", with a
  // button to send it again: no link was sent, and none would be.
  it("is not asked for a link the site never sent when it sends no email", async () => {
    const host = await mounted(false);
    expect(host.textContent).toContain(
      "This site sends no email at the moment: the email choices below apply once it does.",
    );
    expect(host.textContent).not.toContain("Confirm aiko@example.com first");
    expect(host.textContent).not.toContain("Send the link again");
  });
});
