import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { ownOrigin, warmUp } from "./warm-up";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => servers.splice(0).forEach((s) => s.close()));

function listening(handler: Parameters<typeof createServer>[1]): Promise<AddressInfo> {
  const server = createServer(handler);
  servers.push(server);
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address() as AddressInfo)));
}

describe("warm-up", () => {
  it("asks for each page in turn, one at a time, and reports each status", async () => {
    const seen: string[] = [];
    let open = 0;
    let mostOpen = 0;
    const address = await listening((req, res) => {
      seen.push(req.url!);
      mostOpen = Math.max(mostOpen, ++open);
      setTimeout(() => {
        open--;
        res.statusCode = req.url === "/table/warm-up" ? 404 : 200;
        res.end("page");
      }, 5);
    });
    const statuses = await warmUp(ownOrigin(address), ["/", "/rules/koikoi", "/table/warm-up"]);
    expect(seen).toEqual(["/", "/rules/koikoi", "/table/warm-up"]);
    expect(statuses).toEqual([200, 200, 404]);
    expect(mostOpen).toBe(1);
  });

  it("goes on past a page that fails, and resolves when nobody answers", async () => {
    const address = await listening((req, res) => {
      if (req.url === "/broken") req.socket.destroy();
      else res.end("ok");
    });
    expect(await warmUp(ownOrigin(address), ["/broken", "/"])).toEqual([null, 200]);
    const closed = await listening(() => {});
    servers.pop()!.close();
    await new Promise((r) => setTimeout(r, 10));
    expect(await warmUp(ownOrigin(closed), ["/"])).toEqual([null]);
  });

  it("reaches a server listening on every interface through the loopback", () => {
    expect(ownOrigin({ address: "::", family: "IPv6", port: 3000 })).toBe("http://127.0.0.1:3000");
    expect(ownOrigin({ address: "0.0.0.0", family: "IPv4", port: 80 })).toBe("http://127.0.0.1:80");
    expect(ownOrigin({ address: "::1", family: "IPv6", port: 3000 })).toBe("http://[::1]:3000");
    expect(ownOrigin({ address: "192.0.2.7", family: "IPv4", port: 8080 })).toBe("http://192.0.2.7:8080");
  });
});
