import { expect, it } from "vitest";
import { adminCaller } from "../../../testing/admin";
import { describeWithDatabase } from "../../../testing/database";

describeWithDatabase("admin.mailLog", (t) => {
  it("says email is off with no mail server set, and lists no delivery on a new site", async () => {
    const { db } = t();
    const { caller } = await adminCaller(db);
    const log = await caller.admin.mailLog({});
    expect(log.mailOn).toBe(false);
    expect(log.deliveries).toEqual([]);
    expect(log.nextCursor).toBeNull();
  });
});
