// Every preset procedure that takes a preset id answers NOT_FOUND for one that does not exist.
import { expect, it } from "vitest";
import { adminCaller } from "../../../../testing/admin";
import type { callerFor } from "../../../../testing/context";
import { describeWithDatabase } from "../../../../testing/database";

type Caller = ReturnType<typeof callerFor>;

const calls: [string, (caller: Caller, id: string) => Promise<unknown>][] = [
  ["get", (c, id) => c.admin.presets.get({ id })],
  ["edit", (c, id) => c.admin.presets.edit({ id, title: "Nope", description: "", options: {} })],
  ["hide", (c, id) => c.admin.presets.hide({ id })],
  ["unhide", (c, id) => c.admin.presets.unhide({ id })],
  ["setDefault", (c, id) => c.admin.presets.setDefault({ id })],
];

describeWithDatabase("admin.presets given an unknown preset", (t) => {
  it.each(calls)("%s answers NOT_FOUND", async (_name, call) => {
    const { caller } = await adminCaller(t().db);
    await expect(call(caller, "nope")).rejects.toMatchObject({ code: "NOT_FOUND" });
  });
});
