// /replays/import refusing a file: the message in a player's words, and the same file chosen again is read again
// (a file input keeps its value, and choosing the same file then fires no change).
import { expect, test } from "./fixtures";

test("a refused record file can be chosen again, and the refusal reads for a player", async ({ page }, testInfo) => {
  const notes = {
    name: "notes.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify({ name: "my notes" })),
  };
  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto("/replays/import");
    const input = page.getByTestId("import-file");
    await input.setInputFiles(notes);
    await expect(page.getByTestId("import-error-message")).toHaveText(
      "This file is not a game record. Choose one saved with “Export the record” on a game's replay page.",
    );
    // emptied, so that the browser's file picker reports the same file again
    await expect(input).toHaveValue("");
    await input.setInputFiles(notes);
    await expect(page.getByTestId("import-error")).toContainText("notes.json");
    await expect(input).toHaveValue("");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: testInfo.outputPath(`replay-import-refused-${w}.png`), fullPage: true });
  }
});
