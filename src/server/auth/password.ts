// Password hashing: scrypt from node:crypto, memory-hard. Parameters: N = 2^15 (cost), r = 8 (block size),
// p = 1 (parallelism) — 32 MiB of memory and about 0.1 s of one core per hash — with a random 16-byte salt and a
// 64-byte key. The parameters are stored with the hash ("scrypt$N$r$p$salt$key", base64) so they can be raised
// later without invalidating existing passwords (needsRehash tells when to re-hash at the next sign-in).
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from "node:crypto";

export const SCRYPT_PARAMS = { N: 2 ** 15, r: 8, p: 1, keyLength: 64, saltLength: 16 } as const;

function scrypt(password: string, salt: Buffer, keyLength: number, opts: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password.normalize("NFKC"), salt, keyLength, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

// scrypt needs 128 * N * r bytes; Node's default cap (32 MiB) is exactly that, so leave head-room.
const maxmem = (N: number, r: number) => 128 * N * r * 2;

export async function hashPassword(password: string): Promise<string> {
  const { N, r, p, keyLength, saltLength } = SCRYPT_PARAMS;
  const salt = randomBytes(saltLength);
  const key = await scrypt(password, salt, keyLength, { N, r, p, maxmem: maxmem(N, r) });
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function parseHash(stored: string): ParsedHash | null {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return null;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((x) => Number.isInteger(x) && x > 0) || (N & (N - 1)) !== 0 || N > 2 ** 20 || r > 32 || p > 16)
    return null;
  const salt = Buffer.from(parts[4]!, "base64");
  const key = Buffer.from(parts[5]!, "base64");
  if (salt.length < 8 || key.length < 32) return null;
  return { N, r, p, salt, key };
}

/** True when `password` matches `stored`. Constant-time comparison; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const h = parseHash(stored);
  if (!h) return false;
  const key = await scrypt(password, h.salt, h.key.length, { N: h.N, r: h.r, p: h.p, maxmem: maxmem(h.N, h.r) });
  return timingSafeEqual(key, h.key);
}

export function needsRehash(stored: string): boolean {
  const h = parseHash(stored);
  return (
    !h ||
    h.N !== SCRYPT_PARAMS.N ||
    h.r !== SCRYPT_PARAMS.r ||
    h.p !== SCRYPT_PARAMS.p ||
    h.key.length !== SCRYPT_PARAMS.keyLength
  );
}

let dummy: Promise<string> | undefined;
/** A hash to verify against when the account does not exist, so that answer takes as long as a wrong password. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  return dummy;
}
