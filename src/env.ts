// The configuration of the server, validated with zod when the process starts (scripts/start.mjs imports it before
// anything else, so a bad value stops the start with a clear message). Every variable is optional: `npm start` on
// a fresh clone runs with the defaults. See README.md, "Configuration".
import { z } from "zod";

const emptyAsUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUndefined, schema.optional());

const booleanish = z.preprocess(
  emptyAsUndefined,
  z
    .enum(["1", "0", "true", "false", "yes", "no"], { error: "use true or false" })
    .optional()
    .transform((v) => v === "1" || v === "true" || v === "yes"),
);

export /** A positive whole number, or unset for the default. */
const limitSetting = z.preprocess(
  emptyAsUndefined,
  z.coerce
    .number({ error: "must be a positive whole number" })
    .int({ error: "must be a positive whole number" })
    .min(1, { error: "must be a positive whole number" })
    .optional(),
);

const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    /** PostgreSQL server to use. Absent: the embedded database under DATA_DIR/pgdata. */
    DATABASE_URL: optional(
      z
        .string()
        .regex(/^postgres(ql)?:\/\/.+/, { error: "must be a postgresql://user:password@host:port/database URL" }),
    ),
    /** Where the embedded database and the generated auth secret live. */
    DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default("./data")),
    PORT: z.preprocess(
      emptyAsUndefined,
      z.coerce
        .number({ error: "must be a port number (0 to 65535)" })
        .int()
        .min(0)
        .max(65535, { error: "must be a port number (0 to 65535)" })
        .default(3000),
    ),
    /** Address to listen on (default: every interface, like `next start`). */
    HOST: optional(z.string()),
    /** Secret for next-auth (CSRF tokens). AUTH_SECRET and NEXTAUTH_SECRET are synonyms. */
    AUTH_SECRET: optional(
      z.string().min(16, { error: "must be at least 16 characters (try: openssl rand -base64 32)" }),
    ),
    NEXTAUTH_SECRET: optional(
      z.string().min(16, { error: "must be at least 16 characters (try: openssl rand -base64 32)" }),
    ),
    /** The public URL of the site when it is behind a proxy, e.g. https://hanafuda.example.org */
    NEXTAUTH_URL: optional(z.url({ error: "must be a URL such as https://hanafuda.example.org" })),
    /** This account becomes an admin when it signs up, and at every start if it exists. */
    ADMIN_EMAIL: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().toLowerCase() || undefined : v),
      z.email({ error: "must be an email address" }).optional(),
    ),
    /** Connections in the pool to an external PostgreSQL server (the embedded one always uses one). */
    DB_POOL_MAX: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(200).default(10)),
    /**
     * Procedure calls one process works on at once (src/server/api/call-gate.ts); the rest wait their turn. Above the
     * pool's connections, so a call does not wait for the database's answer behind a call that holds none.
     */
    API_CALLS_AT_ONCE: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(10_000).default(16)),
    /** How V8's old generation grows between major collections (boot/heap-growth.ts). */
    HEAP_GROWTH: z.preprocess(emptyAsUndefined, z.enum(["by-load", "lean", "roomy", "v8"]).default("by-load")),
    /** Behind a reverse proxy: take the client address from X-Forwarded-For (for sign-in rate limits). */
    TRUST_PROXY: booleanish,
    /** Limits (src/server/security/rate-limit.ts, stream-limit.ts read them per request; checked here so a typo stops the start). */
    RATE_LIMIT_SIGN_UPS_PER_HOUR: limitSetting,
    RATE_LIMIT_MOVES_PER_MINUTE: limitSetting,
    RATE_LIMIT_PINGS_PER_MINUTE: limitSetting,
    STREAMS_PER_USER: limitSetting,
    STREAMS_PER_ADDRESS: limitSetting,
    /** Where email goes out: smtp://user:password@host:587 (STARTTLS when offered) or smtps://…:465. Unset: no email. */
    SMTP_URL: optional(
      z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL, e.g. smtp://user:password@host:587" }),
    ),
    /** The sender of every email, e.g. "Hanafuda <hanafuda@example.org>" (default: hanafuda@ the site's host name). */
    MAIL_FROM: optional(
      z.string().regex(/^([^<>\r\n]*<[^<>\s@]+@[^<>\s@]+>|[^<>\s@]+@[^<>\s@]+)$/, {
        error: 'must be an address, or a name and an address such as "Hanafuda <hanafuda@example.org>"',
      }),
    ),
    /**
     * Web Push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints them) and the contact the push
     * services see (mailto: or https:). Unset: the site generates a pair once and keeps it in the database.
     */
    VAPID_PUBLIC_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_-]{87}$/, { error: "must be a P-256 public key in base64url (87 characters)" }),
    ),
    VAPID_PRIVATE_KEY: optional(
      z.string().regex(/^[A-Za-z0-9_-]{43}$/, { error: "must be a P-256 private key in base64url (43 characters)" }),
    ),
    VAPID_SUBJECT: optional(
      z.string().regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, {
        error: "must be mailto:you@example.org or an https:// address",
      }),
    ),
  })
  .refine((e) => (e.VAPID_PUBLIC_KEY === undefined) === (e.VAPID_PRIVATE_KEY === undefined), {
    error: "set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither",
    path: ["VAPID_PRIVATE_KEY"],
  });

export type Env = z.infer<typeof envSchema>;

export class EnvError extends Error {}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const r = envSchema.safeParse(source);
  if (r.success) return r.data;
  const lines = r.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
  throw new EnvError(`Invalid configuration (environment variables):\n${lines.join("\n")}`);
}

/** The auth secret from the environment, if any (AUTH_SECRET wins over NEXTAUTH_SECRET). */
export function authSecretFromEnv(e: Env): string | undefined {
  return e.AUTH_SECRET ?? e.NEXTAUTH_SECRET;
}

let cached: Env | undefined;
/** The validated environment of this process. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}
