// tRPC over real HTTP requests (the fetch handler the route uses): the error shape the forms read, and a
// subscription streamed as server-sent events.
import { expect, it } from "vitest";
import { testContext } from "../testing/context";
import { describeWithDatabase } from "../testing/database";
import { sseData, sseEvents } from "../testing/streams";
import { handleTRPCRequest } from "./http";

describeWithDatabase("tRPC over HTTP", (t) => {
  const post = (path: string, json: unknown) =>
    handleTRPCRequest(
      new Request(`http://localhost/api/trpc/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json }),
      }),
      async () => testContext(t().db),
    );

  it("answers invalid sign-up input with 400 and a message per field", async () => {
    const res = await post("auth.signUp", { email: "nope", displayName: "Ok name", password: "short" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { json: { message: string; data: Record<string, unknown> } } };
    expect(body.error.json.message).toBe("Some fields need attention.");
    expect(body.error.json.data).toMatchObject({
      code: "BAD_REQUEST",
      zodError: {
        fieldErrors: {
          email: ["Enter a valid email address, like name@example.com."],
          password: ["Use at least 10 characters."],
        },
      },
      field: null,
    });
  });

  it("answers a duplicate email with 409 and the email field", async () => {
    const account = { email: "dup@example.test", displayName: "Dup", password: "long enough secret" };
    expect((await post("auth.signUp", account)).status).toBe(200);
    const res = await post("auth.signUp", account);
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { json: { message: string; data: Record<string, unknown> } } };
    expect(body.error.json.message).toBe("An account with this email already exists. Sign in instead?");
    expect(body.error.json.data).toMatchObject({ code: "CONFLICT", field: "email", zodError: null });
  });

  it("streams system.live (the site stream: a visitor gets the clock) as server-sent events", async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { clockMs: 100 } }));
    const controller = new AbortController();
    const res = await handleTRPCRequest(
      new Request(`http://localhost/api/trpc/system.live?input=${input}`, {
        headers: { accept: "text/event-stream" },
        signal: controller.signal,
      }),
      async () => testContext(t().db),
    );
    expect(res.headers.get("content-type")).toContain("text/event-stream");
    const ticks: Date[] = [];
    for await (const event of sseEvents(res)) {
      const parsed = sseData<{ json?: { kind?: string; now?: string } }>(event);
      if (parsed?.json?.kind === "clock" && parsed.json.now) ticks.push(new Date(parsed.json.now));
      if (ticks.length === 3) break;
    }
    controller.abort();
    expect(ticks).toHaveLength(3);
    expect(ticks[2]!.getTime() - ticks[0]!.getTime()).toBeGreaterThanOrEqual(150);
  });
});
