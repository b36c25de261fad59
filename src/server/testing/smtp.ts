// A real SMTP server for the email tests (smtp-server on a free port): it keeps every message it receives, parsed
// from its MIME (mailparser). `reject` makes it refuse recipients with a 5xx answer (a bounce).
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";
import type { MailConfig } from "../mail/config";

/** The secret the email tests sign their links with. */
export const TEST_SECRET = "test-secret-for-signed-links-0123456789";

export interface TestSmtp {
  url: string;
  messages: ParsedMail[];
  /** Refuse every recipient (550) while true. */
  reject: boolean;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const state: TestSmtp = { url: "", messages: [], reject: false, close: async () => {} };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (state.reject) {
        const err = Object.assign(new Error("No such mailbox here"), { responseCode: 550 });
        return callback(err);
      }
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          state.messages.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://127.0.0.1:${port}`;
  state.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return state;
}

/** The site's mail configuration, sending through `smtp` and signing with TEST_SECRET. */
export function testMailConfig(smtp: TestSmtp): MailConfig {
  return {
    smtpUrl: smtp.url,
    from: "Hanafuda <hanafuda@hanafuda.test>",
    baseUrl: "http://hanafuda.test",
    secret: TEST_SECRET,
    perHour: 20,
  };
}

/** What `smtp` received addressed to `address` alone. */
export function mailTo(smtp: TestSmtp, address: string): ParsedMail[] {
  return smtp.messages.filter((m) => m.to && !Array.isArray(m.to) && m.to.text === address);
}

/**
 * A test SMTP server for the calling test file: started before its tests, closed after them, with the mail
 * configuration that sends through it. Its fields are set once the tests start.
 */
export function useTestMail(): { smtp: TestSmtp; config: MailConfig } {
  process.env.AUTH_SECRET = TEST_SECRET;
  const mail = {} as { smtp: TestSmtp; config: MailConfig };
  beforeAll(async () => {
    mail.smtp = await startTestSmtp();
    mail.config = testMailConfig(mail.smtp);
  });
  afterAll(() => mail.smtp.close());
  return mail;
}
