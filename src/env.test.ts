import { mkdtempSync, readFileSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";
import { resolveAuthSecret } from "./server/boot/auth-secret";

describe("configuration", () => {
  it("runs with nothing set: embedded database under ./data on port 3000", () => {
    expect(parseEnv({})).toMatchObject({
      NODE_ENV: "development",
      DATA_DIR: "./data",
      PORT: 3000,
      DB_POOL_MAX: 10,
      TRUST_PROXY: false,
    });
    expect(parseEnv({}).DATABASE_URL).toBeUndefined();
    expect(parseEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it("normalises and checks values, naming every bad one", () => {
    expect(parseEnv({ ADMIN_EMAIL: " Boss@Example.ORG ", PORT: "8080", TRUST_PROXY: "true" })).toMatchObject({
      ADMIN_EMAIL: "boss@example.org",
      PORT: 8080,
      TRUST_PROXY: true,
    });
    const bad = () =>
      parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", ADMIN_EMAIL: "boss", AUTH_SECRET: "short" });
    expect(bad).toThrow("  DATABASE_URL: must be a postgresql://user:password@host:port/database URL\n");
    expect(bad).toThrow("  PORT: must be a port number (0 to 65535)\n");
    expect(bad).toThrow("  AUTH_SECRET: must be at least 16 characters (try: openssl rand -base64 32)\n");
    expect(bad).toThrow("  ADMIN_EMAIL: must be an email address");
    expect(() => parseEnv({ STREAMS_PER_USER: "lots", RATE_LIMIT_MOVES_PER_MINUTE: "0" })).toThrow(
      "  STREAMS_PER_USER: must be a positive whole number",
    );
    expect(() => parseEnv({ RATE_LIMIT_MOVES_PER_MINUTE: "0" })).toThrow(
      "  RATE_LIMIT_MOVES_PER_MINUTE: must be a positive whole number",
    );
    expect(parseEnv({ RATE_LIMIT_PINGS_PER_MINUTE: "120", STREAMS_PER_ADDRESS: "" })).toMatchObject({
      RATE_LIMIT_PINGS_PER_MINUTE: 120,
      STREAMS_PER_ADDRESS: undefined,
    });
  });

  it("takes an SMTP server and a sender, or none (email off), and names a bad one", () => {
    expect(parseEnv({}).SMTP_URL).toBeUndefined();
    expect(
      parseEnv({ SMTP_URL: "smtp://u:p@mail.example.org:587", MAIL_FROM: "Hanafuda <hanafuda@example.org>" }),
    ).toMatchObject({ SMTP_URL: "smtp://u:p@mail.example.org:587", MAIL_FROM: "Hanafuda <hanafuda@example.org>" });
    expect(() => parseEnv({ SMTP_URL: "http://mail.example.org" })).toThrow("  SMTP_URL: must be an smtp://");
    expect(() => parseEnv({ MAIL_FROM: "Hanafuda" })).toThrow("  MAIL_FROM: must be an address");
  });

  it("generates the auth secret once under DATA_DIR (mode 600) for the embedded database, and prefers the environment", () => {
    const dir = mkdtempSync(join(tmpdir(), "hanafuda-env-"));
    const first = resolveAuthSecret(parseEnv({}), dir);
    expect(first.source).toBe("generated");
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, "auth-secret")).mode & 0o777).toBe(0o600);
    expect(readFileSync(join(dir, "auth-secret"), "utf8").trim()).toBe(first.secret);
    expect(resolveAuthSecret(parseEnv({}), dir)).toEqual({ secret: first.secret, source: "file" });
    expect(resolveAuthSecret(parseEnv({ NEXTAUTH_SECRET: "x".repeat(40) }), dir)).toEqual({
      secret: "x".repeat(40),
      source: "environment",
    });
  });

  it("requires AUTH_SECRET with DATABASE_URL in production (processes sharing a database must share it)", () => {
    const dir = mkdtempSync(join(tmpdir(), "hanafuda-env-"));
    expect(() =>
      resolveAuthSecret(parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgresql://u@h/db" }), dir),
    ).toThrow(/AUTH_SECRET must be set/);
    expect(
      resolveAuthSecret(
        parseEnv({ NODE_ENV: "production", DATABASE_URL: "postgresql://u@h/db", AUTH_SECRET: "y".repeat(32) }),
        dir,
      ).source,
    ).toBe("environment");
  });

  it("takes Web Push's VAPID keys in pairs, and a mailto: or https: subject", () => {
    const publicKey = `B${"A".repeat(86)}`;
    const privateKey = "A".repeat(43);
    expect(parseEnv({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey })).toMatchObject({
      VAPID_PUBLIC_KEY: publicKey,
      VAPID_PRIVATE_KEY: privateKey,
    });
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: publicKey })).toThrow(
      "  VAPID_PRIVATE_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither",
    );
    expect(() => parseEnv({ VAPID_PUBLIC_KEY: "short", VAPID_PRIVATE_KEY: privateKey })).toThrow(
      "  VAPID_PUBLIC_KEY: must be a P-256 public key in base64url (87 characters)",
    );
    expect(() => parseEnv({ VAPID_SUBJECT: "http://example.org" })).toThrow(
      "  VAPID_SUBJECT: must be mailto:you@example.org or an https:// address",
    );
    expect(parseEnv({ VAPID_SUBJECT: "mailto:admin@example.org" }).VAPID_SUBJECT).toBe("mailto:admin@example.org");
  });
});
