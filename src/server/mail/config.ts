// Email's configuration, from the validated environment: the SMTP server, the sender, the site's public address (for
// links) and the secret that signs the links. No SMTP_URL: email is off and nothing is sent (the jobs finish unsent).
import { authSecretFromEnv, env as processEnv, type Env } from "../../env";

export interface MailConfig {
  smtpUrl: string;
  from: string;
  /** The site's public address, without a trailing slash: every link in an email starts with it. */
  baseUrl: string;
  /** Signs the confirmation and unsubscribe links (the auth secret). */
  secret: string;
  /** Emails per recipient per hour; more wait for the next hour. */
  perHour: number;
}

export const MAIL_PER_HOUR = 20;

export function siteBaseUrl(e: Env): string {
  return (e.NEXTAUTH_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
}

/** The mail configuration, or null when no SMTP server is set (email is off). */
export function mailConfigFromEnv(e: Env, secret: string | undefined): MailConfig | null {
  if (!e.SMTP_URL || !secret) return null;
  const baseUrl = siteBaseUrl(e);
  return {
    smtpUrl: e.SMTP_URL,
    from: e.MAIL_FROM ?? `Hanafuda <hanafuda@${new URL(baseUrl).hostname}>`,
    baseUrl,
    secret,
    perHour: MAIL_PER_HOUR,
  };
}

/** Whether this process sends email (the admin overview says so). */
export function mailIsOn(): boolean {
  return processEnv().SMTP_URL !== undefined;
}

/** The secret the links are signed with, in a request (the confirm and unsubscribe procedures). */
export function linkSecret(): string | undefined {
  return authSecretFromEnv(processEnv());
}

/** The start-up line: where email goes, or that it is off. */
export function mailStartupLine(config: MailConfig | null): string {
  if (!config) return "  email: off (set SMTP_URL to send turn, result and invitation emails)";
  const u = new URL(config.smtpUrl);
  return `  email: through ${u.protocol}//${u.host} from ${config.from}`;
}
