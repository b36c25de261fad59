// The bell's news says a bot opponent in the reader's language, from the level the news carries beside its stored
// English name.
import { describe, expect, it } from "vitest";
import { htmlWords, renderIntl } from "~/app/_lib/testing/intl";
import type { NotificationView } from "~/server/views/notification";
import { NotificationPanel } from "./notification-panel";

const started: NotificationView = {
  id: "n1",
  kind: "game_started",
  text: "Your game of Sakura with Matsu (Steady) and Aoi has started.",
  textKey: "gameStarted",
  textParams: { game: "sakura", others: ["Matsu (Steady)", "Aoi"], othersBots: ["heuristic", ""], hasOthers: "true" },
  href: "/table/t1",
  createdAt: new Date(Date.now() - 5 * 60_000),
  read: false,
};

const panel = (locale: "fr" | "en") =>
  htmlWords(
    renderIntl(<NotificationPanel unread={1} list={[started]} markRead={async () => {}} onClose={() => {}} />, locale),
  );

describe("the bell's news about a game with a bot", () => {
  it("names the bot in French for a French reader, and a person as they are", () => {
    const words = panel("fr");
    expect(words).toContain("avec Matsu (Régulier) et Aoi");
    expect(words).not.toContain("Steady");
  });

  it("reads as stored in English", () => {
    expect(panel("en")).toContain(started.text);
  });
});
