// The JSON text of a payload as the router's transformer writes it: our transformer (views/transformer.ts) writes a
// game view's text once however many answers and streams send it; any other gives its object to JSON.stringify.
import type { AnyTRPCRouter } from "@trpc/server";

export function payloadText(router: AnyTRPCRouter): (value: unknown) => string {
  const output: { serialize: (value: unknown) => unknown; text?: unknown } = router._def._config.transformer.output;
  const text = output.text;
  if (typeof text === "function") return (value) => String(text.call(output, value));
  return (value) => JSON.stringify(output.serialize(value));
}
