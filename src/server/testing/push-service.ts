// A push service for tests: an HTTPS server on this machine (a certificate made for it with openssl, trusted only by
// the agent it returns) that answers each subscription's endpoint as told, and a browser's side of a subscription
// (a P-256 key pair and an auth secret made with node:crypto) that decrypts what the server sent, by RFC 8291
// (aes128gcm), as a browser does.
import { execFileSync } from "node:child_process";
import { createECDH, createDecipheriv, hkdfSync, randomBytes, type ECDH } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** The host name the endpoints use; the agent resolves it to this machine. */
export const PUSH_HOST = "push.hanafuda.test";

export interface PushRequest {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

export interface TestPushService {
  /** An endpoint URL whose requests get `status` (201: taken; 410: gone). */
  endpoint(path: string, status?: number): string;
  requests: PushRequest[];
  /** Trusts the service's certificate and sends PUSH_HOST to it. */
  agent: Agent;
  close(): Promise<void>;
}

export async function startTestPushService(): Promise<TestPushService> {
  const dir = mkdtempSync(join(tmpdir(), "push-service-"));
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "1"],
      ...["-subj", `/CN=${PUSH_HOST}`, "-addext", `subjectAltName=DNS:${PUSH_HOST}`],
      ...["-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem")],
    ],
    { stdio: "ignore" },
  );
  const key = readFileSync(join(dir, "key.pem"));
  const cert = readFileSync(join(dir, "cert.pem"));
  rmSync(dir, { recursive: true, force: true });
  const statusOf = new Map<string, number>();
  const requests: PushRequest[] = [];
  const server = createServer({ key, cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      requests.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(statusOf.get(path) ?? 404).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const port = (server.address() as AddressInfo).port;
  const agent = new Agent({
    ca: cert,
    lookup: (_host, opts, cb) =>
      (opts as { all?: boolean }).all
        ? (cb as (e: null, a: { address: string; family: number }[]) => void)(null, [
            { address: "127.0.0.1", family: 4 },
          ])
        : cb(null, "127.0.0.1", 4),
  });
  return {
    endpoint(path, status = 201) {
      statusOf.set(path, status);
      return `https://${PUSH_HOST}:${port}${path}`;
    },
    requests,
    agent,
    close: () => {
      agent.destroy();
      return new Promise((r) => server.close(() => r()));
    },
  };
}

/** A browser's side of a subscription: its keys as the Push API gives them, and the decryption of a message. */
export class TestBrowserKeys {
  private readonly ecdh: ECDH = createECDH("prime256v1");
  readonly authSecret = randomBytes(16);
  constructor() {
    this.ecdh.generateKeys();
  }
  get keys(): { p256dh: string; auth: string } {
    return { p256dh: this.ecdh.getPublicKey().toString("base64url"), auth: this.authSecret.toString("base64url") };
  }

  /** The plaintext of an aes128gcm message body (one record), checked by its authentication tag. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const idLength = body[20]!;
    const serverKey = body.subarray(21, 21 + idLength);
    const ciphertext = body.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), this.ecdh.getPublicKey(), serverKey]);
    const ikm = Buffer.from(hkdfSync("sha256", shared, this.authSecret, keyInfo, 32));
    const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
    const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    // The last record ends with the delimiter 2, then zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error("no last-record delimiter");
    return padded.subarray(0, end).toString("utf8");
  }
}
