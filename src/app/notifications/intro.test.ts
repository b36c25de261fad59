// The notifications page's intro names every kind of notification the site stores (it said only turns, starts and
// finishes, while invitations and their declines, rematches, tournaments and account news arrive there too).
import { describe, expect, it } from "vitest";
import { NOTIFICATION_KINDS, notificationsIntro } from "~/server/views/notification";

describe("notifications page intro", () => {
  it("names every kind, invitations and declines included, as one sentence", () => {
    const intro = notificationsIntro();
    for (const words of Object.values(NOTIFICATION_KINDS)) expect(intro.toLowerCase()).toContain(words);
    expect(intro).toMatch(/^Invitations to a table, invitations declined, your turns, .* and news of your account\.$/);
    expect(Object.keys(NOTIFICATION_KINDS)).toEqual(
      expect.arrayContaining(["invitation", "invitation_declined", "your_turn", "game_started", "game_finished"]),
    );
  });
});
