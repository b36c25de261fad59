// The build's scripts served compressed once (scripts/precompress-static.mjs) by a real HTTP server: the coding the
// browser accepts, the bytes of the file, and every other address left to Next.js (here a handler answering 404).
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressStatic } from "../../../scripts/precompress-static.mjs";
import { accepts, staticFilePath, withStaticFiles } from "./static-files";

const root = mkdtempSync(join(tmpdir(), "static-files-"));
const dir = join(root, "static");
const script = `globalThis.cards = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `card ${i}`))};\n`;
let server: Server;
let port = 0;

beforeAll(async () => {
  mkdirSync(join(dir, "chunks"), { recursive: true });
  writeFileSync(join(dir, "chunks", "app.js"), script);
  writeFileSync(join(dir, "chunks", "tiny.js"), "1");
  writeFileSync(join(dir, "chunks", "page.css"), `body{color:red}\n`.repeat(200));
  writeFileSync(join(dir, "chunks", "art.svg"), "<svg/>".repeat(400));
  writeFileSync(join(root, "secret.js"), "secret".repeat(400));
  server = createServer(
    withStaticFiles(async (_req, res) => {
      res.writeHead(404).end("next");
    }, dir),
  );
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function get(path: string, headers: Record<string, string> = {}, method = "GET") {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("precompressing the build's static files", () => {
  it("writes a Brotli and a gzip copy of each script and stylesheet worth it, once", async () => {
    expect(await precompressStatic(dir)).toBe(3);
    expect(brotliDecompressSync(readFileSync(join(dir, "chunks", "app.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "chunks", "app.js.gz"))).toString()).toBe(script);
    expect(await precompressStatic(dir)).toBe(0);
    expect(await precompressStatic(join(root, "missing"))).toBe(0);
  });
});

describe("serving them", () => {
  it("sends Brotli to a browser that accepts it, with a script's headers and none of a page's", async () => {
    const res = await get("/_next/static/chunks/app.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(res.body).toString()).toBe(script);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(script.length / 3);
    expect(res.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers.vary).toBe("Accept-Encoding");
    expect(res.headers["content-security-policy"]).toBeUndefined();
  });

  it("sends gzip, or the file itself, to a browser that does not accept Brotli", async () => {
    const gz = await get("/_next/static/chunks/app.js?v=1", { "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/_next/static/chunks/app.js", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    const css = await get("/_next/static/chunks/page.css", { "accept-encoding": "br" });
    expect(css.headers["content-type"]).toBe("text/css; charset=UTF-8");
    expect(brotliDecompressSync(css.body).toString()).toContain("body{color:red}");
  });

  it("sends a tiny file as it is (compressed it would be larger), with a script's headers", async () => {
    const tiny = await get("/_next/static/chunks/tiny.js", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(tiny.headers["content-encoding"]).toBeUndefined();
    expect(tiny.body.toString()).toBe("1");
    expect(tiny.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(tiny.headers["content-security-policy"]).toBeUndefined();
  });

  it("leaves a file without compressed copies to Next.js, and answers a HEAD request with the headers", async () => {
    writeFileSync(join(dir, "chunks", "late.js"), script);
    expect((await get("/_next/static/chunks/late.js", { "accept-encoding": "br" })).body.toString()).toBe("next");
    const head = await get("/_next/static/chunks/app.js", { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
  });

  it("leaves every other address, odd or outside the folder, to Next.js", async () => {
    for (const path of [
      "/_next/static/chunks/missing.js",
      "/_next/static/chunks/art.svg",
      "/_next/static/chunks/app.js.br",
      "/_next/static/../secret.js",
      "/_next/static/%2e%2e/secret.js",
      "/_next/static/chunks%2f..%2f..%2fsecret.js",
      "/_next/static/chunks/app.js%00",
      "/_next/static/chunks/%ED%A0%80.js",
      "/_next/static/chunks/%E2%80%8Bapp.js",
      "/_next/static/chunks\\app.js",
      "/_next/static/%",
      "/_next/static/",
      `/_next/static/${"a/".repeat(2000)}x.js`,
      "/static/chunks/app.js",
    ]) {
      const res = await get(path, { "accept-encoding": "br" });
      expect(res.status, path).toBe(404);
      expect(res.body.toString(), path).toBe("next");
    }
    const post = await get("/_next/static/chunks/app.js", {}, "POST");
    expect(post.body.toString()).toBe("next");
  });
});

describe("reading an address and an Accept-Encoding", () => {
  it("names a file only inside the folder", () => {
    expect(staticFilePath("/s", "/_next/static/chunks/a.js?x#y")).toBe(join("/s", "chunks", "a.js"));
    expect(staticFilePath("/s", "/_next/static/a/./b.js")).toBeNull();
    expect(staticFilePath("/s", "/_next/static//b.js")).toBeNull();
  });

  it("takes a coding only with a non-zero weight", () => {
    expect(accepts("gzip, br", "br")).toBe(true);
    expect(accepts("BR;q=0.5", "br")).toBe(true);
    expect(accepts("br;q=0", "br")).toBe(false);
    expect(accepts("brotli", "br")).toBe(false);
    expect(accepts(undefined, "gzip")).toBe(false);
    expect(accepts(["deflate", "gzip"], "gzip")).toBe(true);
  });
});
