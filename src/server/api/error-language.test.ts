// Error messages in the reader's language: the profile's choice, else the locale cookie, else Accept-Language, else
// English; for callers on the server and over HTTP, input errors included.
import { expect, it } from "vitest";
import { callerFor, createTestUser, testContext } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { handleTRPCRequest } from "./http";
import type { RequestContext } from "./context";
import { catalogFor } from "~/i18n/catalog";

describeWithDatabase("error messages in the reader's language", (t) => {
  it("answers a player whose profile is in Japanese in Japanese, and English when no language is asked", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    await expect(callerFor(db, player).tournament.get({ tournamentId: "nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "There is no such tournament.",
    });
    await callerFor(db, player).user.setLocale({ locale: "ja" });
    // The profile wins over what the browser asks for.
    const asked = { localeSources: { acceptLanguage: "de", cookie: "fr" } };
    await expect(callerFor(db, player, asked).tournament.get({ tournamentId: "nope" })).rejects.toMatchObject({
      code: "NOT_FOUND",
      message: "その大会はありません。",
    });
  });

  it("answers a visitor in the cookie's language, else in the first language Accept-Language asks for", async () => {
    const { db } = t();
    const visitor = (localeSources: RequestContext["localeSources"]) => callerFor(db, null, { localeSources });
    await expect(visitor({ acceptLanguage: "pt-BR, ja-JP;q=0.8, en;q=0.5" }).user.me()).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: "まずログインしてください。",
    });
    await expect(visitor({ acceptLanguage: "ja", cookie: "ko" }).user.me()).rejects.toMatchObject({
      message: "먼저 로그인하세요.",
    });
    await expect(visitor({ acceptLanguage: "pt", cookie: "xx" }).user.me()).rejects.toMatchObject({
      message: "Please sign in first.",
    });
  });

  it("fills a message's parameters and names a game in the reader's language", async () => {
    const { db } = t();
    const player = await createTestUser(db);
    const inJapanese = callerFor(db, player, { localeSources: { acceptLanguage: "ja" } });
    const games = catalogFor("ja").Games as Record<string, { name: string }>;
    await expect(inJapanese.table.create({ game: "koikoi", playerCount: 9 } as never)).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: `${games.koikoi!.name}は2人で遊びます。`,
    });
  });

  it("sends the translated message, its key and parameters, and translated input errors over HTTP", async () => {
    const { db } = t();
    const post = (path: string, json: unknown, acceptLanguage: string) =>
      handleTRPCRequest(
        new Request(`http://localhost/api/trpc/${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ json }),
        }),
        async () => testContext(db, { localeSources: { acceptLanguage } }),
      );
    const account = { email: "ja-dup@example.test", displayName: "Ja Dup", password: "long enough secret" };
    expect((await post("auth.signUp", account, "ja")).status).toBe(200);
    const res = await post("auth.signUp", account, "ja");
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { json: { message: string; data: Record<string, unknown> } } };
    expect(body.error.json.message).toBe("このメールアドレスのアカウントはすでにあります。ログインしますか？");
    expect(body.error.json.data).toMatchObject({ field: "email", errorKey: "emailTaken", errorParams: {} });

    const bad = await post("auth.signUp", { email: "nope", displayName: "Ok name", password: "short" }, "fr");
    expect(bad.status).toBe(400);
    const badBody = (await bad.json()) as { error: { json: { message: string; data: Record<string, unknown> } } };
    expect(badBody.error.json.message).toBe("Certains champs demandent votre attention.");
    expect(badBody.error.json.data).toMatchObject({
      zodError: {
        fieldErrors: {
          email: ["Saisissez une adresse e-mail valide, comme nom@example.com."],
          password: ["Utilisez au moins 10 caractères."],
        },
      },
    });
  });
});
