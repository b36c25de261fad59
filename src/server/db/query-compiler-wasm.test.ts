// The query compiler read from @prisma/client's file (./query-compiler-wasm.ts): the generated client's
// Buffer.from(wasm, "base64") gives the same bytes as from the module it replaces in the server's bundle.
import { describe, expect, it } from "vitest";
import { wasm } from "./query-compiler-wasm";

describe("the query compiler read from its file", () => {
  it("converts to the bytes of @prisma/client's base64 module, a WebAssembly module", async () => {
    const module = "@prisma/client/runtime/query_compiler_bg.postgresql.wasm-base64.mjs";
    const original = (await import(module)) as { wasm: string };
    const bytes = Buffer.from(wasm as unknown as string, "base64");
    expect(bytes.equals(Buffer.from(original.wasm, "base64"))).toBe(true);
    expect(WebAssembly.validate(bytes)).toBe(true);
  });
});
