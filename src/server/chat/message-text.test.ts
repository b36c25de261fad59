// A message's length is counted in characters (code points), the same for the chat's field and the server: 300
// blossoms (600 UTF-16 units) may be sent, 301 may not; clipping never splits an emoji.
import { describe, expect, it } from "vitest";
import { MESSAGE_MAX_CHARS, checkMessageText, clipMessage, messageLength } from "./message-text";

describe("a chat message's length", () => {
  it("counts an emoji as one character, not two UTF-16 units", () => {
    expect(messageLength("🌸")).toBe(1);
    expect(messageLength("花札 🎴!")).toBe(5);
    expect(messageLength("🌸".repeat(MESSAGE_MAX_CHARS))).toBe(MESSAGE_MAX_CHARS);
  });

  it("lets 300 emoji through and refuses 301, counting as the field does", () => {
    expect(checkMessageText("🌸".repeat(MESSAGE_MAX_CHARS))).toEqual({
      ok: true,
      text: "🌸".repeat(MESSAGE_MAX_CHARS),
    });
    expect(checkMessageText("🌸".repeat(MESSAGE_MAX_CHARS + 1))).toEqual({
      ok: false,
      message: "A message can be at most 300 characters (this one has 301).",
    });
  });

  it("clips to 300 characters without splitting an emoji", () => {
    const clipped = clipMessage("a" + "🌸".repeat(MESSAGE_MAX_CHARS));
    expect(messageLength(clipped)).toBe(MESSAGE_MAX_CHARS);
    expect(clipped.endsWith("🌸")).toBe(true);
    expect(checkMessageText(clipped).ok).toBe(true);
    expect(clipMessage("short")).toBe("short");
  });
});
