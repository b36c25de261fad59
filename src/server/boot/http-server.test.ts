import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { CLIENT_ADDRESS_HEADER, clientAddressFromHeaders } from "../auth/client-address";
import { createAppServer, prepareRequestHeaders, readablePath } from "./http-server";

const request = (headers: Record<string, string>, remoteAddress = "::ffff:192.0.2.10") =>
  ({ headers: { ...headers }, socket: { remoteAddress } }) as unknown as IncomingMessage;

describe("client address for rate limits", () => {
  it("takes the socket's address and ignores what the client claims", () => {
    const req = request({
      [CLIENT_ADDRESS_HEADER]: "1.2.3.4",
      "x-forwarded-for": "5.6.7.8",
      "x-forwarded-host": "evil.example",
    });
    prepareRequestHeaders(req, false);
    expect(clientAddressFromHeaders(req.headers as Record<string, string>)).toBe("192.0.2.10");
    expect(req.headers["x-forwarded-host"]).toBeUndefined();
    expect(req.headers["x-forwarded-proto"]).toBe("http");
  });

  it("behind a trusted proxy takes the first X-Forwarded-For entry", () => {
    const req = request({ "x-forwarded-for": "198.51.100.4, 10.0.0.2", "x-forwarded-proto": "https" }, "10.0.0.2");
    prepareRequestHeaders(req, true);
    expect(clientAddressFromHeaders(req.headers as Record<string, string>)).toBe("198.51.100.4");
    expect(req.headers["x-forwarded-proto"]).toBe("https");
  });
});

describe("kept-alive connections", () => {
  it("stay open longer than a proxy keeps its idle ones (nginx, load balancers: 60 s), and headers are read past that", () => {
    const server = createAppServer(async () => {}, false);
    expect(server.keepAliveTimeout).toBeGreaterThan(60_000);
    expect(server.headersTimeout).toBeGreaterThan(server.keepAliveTimeout);
  });
});

describe("addresses that are not valid percent-encoded UTF-8", () => {
  it("reach the pages re-encoded, so a page refuses them itself instead of a server error", () => {
    expect(readablePath("/players/%ED%A0%80")).toBe("/players/%EF%BF%BD%EF%BF%BD%EF%BF%BD");
    expect(readablePath("/players/%uD800?q=%ED%B0%80")).toBe("/players/%25uD800?q=%ED%B0%80");
    expect(decodeURIComponent(readablePath("/table/ab%C3"))).toBe("/table/ab\uFFFD");
    // Valid addresses, encoded slashes included, are left as they are.
    for (const url of [
      "/",
      "/players/abc?q=%00",
      "/rules/sakura",
      "/players/caf%C3%A9",
      "/a%2Fb/c",
      "/players/%F0%9F%8C%B8",
    ])
      expect(readablePath(url)).toBe(url);
  });
});
