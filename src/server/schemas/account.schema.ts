// Account fields, shared by the server (tRPC input) and the forms (same messages before sending).
import { z } from "zod";
import { checkedString, normaliseText } from "./fields.schema";

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
export const DISPLAY_NAME_MIN_LENGTH = 2;
export const DISPLAY_NAME_MAX_LENGTH = 32;
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters. A few unrelated words make a strong one.`;

export const emailSchema = checkedString("name", { error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, { error: "Enter your email address." })
  .max(254, { error: "This email address is too long." })
  .pipe(z.email({ error: "Enter a valid email address, like name@example.com." }));

export const displayNameSchema = checkedString("name", { error: "Choose a display name." })
  .transform((s) => normaliseText(s, "name"))
  .pipe(
    z
      .string()
      .min(DISPLAY_NAME_MIN_LENGTH, { error: `Use at least ${DISPLAY_NAME_MIN_LENGTH} characters.` })
      .max(DISPLAY_NAME_MAX_LENGTH, { error: `Use at most ${DISPLAY_NAME_MAX_LENGTH} characters.` })
      .regex(/^[^\p{C}<>]+$/u, { error: "Use letters, digits, spaces and punctuation (no < or >)." }),
  );

// Line breaks, control and invisible characters cannot be typed again reliably on another device.
export const newPasswordSchema = checkedString("name", { error: "Choose a password." })
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters.` })
  .refine((p) => p.trim().length > 0, { error: "A password cannot be only spaces." });

/**
 * The password an account has, asked again before a change: checked only for what no password can hold, so that odd
 * or huge input is refused before any hashing. One line, not a name's rules: a password chosen before names refused
 * the replacement character may hold one.
 */
export const currentPasswordSchema = z
  .string({ error: "Enter your current password." })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters.`, abort: true })
  .pipe(checkedString("line"))
  .pipe(z.string().min(1, { error: "Enter your current password." }));
