import { expect, it } from "vitest";
import { callerFor, createTestUser } from "../../../testing/context";
import { describeWithDatabase } from "../../../testing/database";

describeWithDatabase("user router (protected procedures)", (t) => {
  it("refuses an anonymous caller with UNAUTHORIZED", async () => {
    const { db } = t();
    await expect(callerFor(db).user.me()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "Please sign in first.",
    });
    await expect(callerFor(db).user.updateProfile({ displayName: "Nobody" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("shows and renames the signed-in player", async () => {
    const { db } = t();
    const user = await createTestUser(db, { displayName: "Susuki" });
    const me = await callerFor(db, user).user.me();
    expect(me).toMatchObject({ id: user.id, email: user.email, displayName: "Susuki", role: "PLAYER" });
    expect(me.memberSince).toBeInstanceOf(Date);
    const renamed = await callerFor(db, user).user.updateProfile({ displayName: "  Moon over   Susuki " });
    expect(renamed.displayName).toBe("Moon over Susuki");
    expect((await callerFor(db, user).user.me()).displayName).toBe("Moon over Susuki");
  });

  it("refuses a rename to another account's name (in any case or width), and keeps the old one", async () => {
    const { db } = t();
    const user = await createTestUser(db, { displayName: "Hagi" });
    await createTestUser(db, { displayName: "Tsuki Hagi" });
    const nameTaken = {
      code: "CONFLICT",
      message: "That name is taken. Choose another one (adding a word or a number works).",
      cause: { details: { field: "displayName" } },
    };
    await expect(callerFor(db, user).user.updateProfile({ displayName: "TSUKI HAGI" })).rejects.toMatchObject(
      nameTaken,
    );
    await expect(callerFor(db, user).user.updateProfile({ displayName: "Ｔｓｕｋｉ　Ｈａｇｉ" })).rejects.toMatchObject(
      nameTaken,
    );
    await expect(callerFor(db, user).user.updateProfile({ displayName: "Matsu (strong)" })).rejects.toMatchObject(
      nameTaken,
    );
    expect((await callerFor(db, user).user.me()).displayName).toBe("Hagi");
    // one's own name in another case is one's own
    await expect(callerFor(db, user).user.updateProfile({ displayName: "HAGI" })).resolves.toMatchObject({
      displayName: "HAGI",
    });
  });

  it("refuses a bad display name with BAD_REQUEST", async () => {
    const { db } = t();
    const user = await createTestUser(db);
    await expect(callerFor(db, user).user.updateProfile({ displayName: "x" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("refuses a name with a replacement character, as with half of a surrogate pair, and keeps the old one", async () => {
    const { db } = t();
    const user = await createTestUser(db, { displayName: "Ayame" });
    for (const [displayName, message] of [
      ["Ha\uFFFDna", "Remove the “\uFFFD” (it stands for a character that was lost) and type that character again."],
      ["Ha\uD800na", "This text has a broken character (half of an emoji or symbol). Please type it again."],
    ] as const)
      await expect(callerFor(db, user).user.updateProfile({ displayName })).rejects.toMatchObject({
        code: "BAD_REQUEST",
        cause: { issues: [{ message }] },
      });
    await expect(callerFor(db, user).user.me()).resolves.toMatchObject({ displayName: "Ayame" });
  });
});
