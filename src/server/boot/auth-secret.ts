// The next-auth secret. From AUTH_SECRET (or NEXTAUTH_SECRET) when set. Otherwise, with the embedded database (one
// machine, one process), it is generated once and kept in DATA_DIR/auth-secret (mode 600), so `npm start` needs no
// configuration. With DATABASE_URL in production it must be set: every server process sharing the database must
// use the same secret, and a file on one machine cannot guarantee that.
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { authSecretFromEnv, EnvError, type Env } from "../../env";

export function resolveAuthSecret(
  env: Env,
  dataDir: string,
): { secret: string; source: "environment" | "file" | "generated" } {
  const fromEnv = authSecretFromEnv(env);
  if (fromEnv) return { secret: fromEnv, source: "environment" };
  if (env.DATABASE_URL && env.NODE_ENV === "production") {
    throw new EnvError(
      "AUTH_SECRET must be set when DATABASE_URL is set: every server process sharing the database needs the same " +
        "secret. Generate one with `openssl rand -base64 32` and pass it to every process.",
    );
  }
  const file = join(dataDir, "auth-secret");
  if (existsSync(file)) {
    const secret = readFileSync(file, "utf8").trim();
    if (secret.length >= 16) return { secret, source: "file" };
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  chmodSync(file, 0o600);
  return { secret, source: "generated" };
}
