import { z } from "zod";
import { checkedString } from "../../../schemas/fields.schema";

const NOT_PUSH = "This is not a push service's address.";

/** A push service's URL: https, on a named host (never this machine or a bare IP: the server posts to it). */
export const pushEndpointField = z
  .string({ error: NOT_PUSH })
  .max(2048, { error: NOT_PUSH, abort: true })
  .pipe(checkedString("line"))
  .pipe(z.url({ protocol: /^https$/, hostname: z.regexes.domain, error: NOT_PUSH }))
  .refine((u) => URL.canParse(u) && !/^localhost$|\.localhost$|\.local$|\.internal$/i.test(new URL(u).hostname), {
    error: NOT_PUSH,
  });

/** base64url of exactly `bytes` bytes (no padding), as the Push API's getKey() gives. */
const key = (bytes: number, what: string) =>
  z
    .string({ error: `The browser sent no ${what}.` })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${Math.ceil((bytes * 4) / 3)}}$`), {
      error: `The browser's ${what} is not valid.`,
    });

export const subscribeInput = z.object({
  endpoint: pushEndpointField,
  keys: z.object({
    // An uncompressed P-256 point: 65 bytes starting with 4.
    p256dh: key(65, "encryption key").refine((k) => Buffer.from(k, "base64url")[0] === 4, {
      error: "The browser's encryption key is not valid.",
    }),
    auth: key(16, "authentication secret"),
  }),
});
export type SubscribeInput = z.infer<typeof subscribeInput>;
