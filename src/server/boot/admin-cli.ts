// The first admin, from the command line (there is no built-in account or password anywhere):
//   npm run admin -- --email you@example.org                 promote that account, or create it (asks a password)
//   npm run admin -- --email you@example.org --password '…' --name 'Ume'
// Uses the same database as `npm start` (DATABASE_URL, or the embedded one under DATA_DIR: stop the server first,
// the embedded database opens in one process at a time; or set ADMIN_EMAIL and restart instead).
import { createInterface } from "node:readline";
import { parseEnv } from "../../env";
import { displayNameSchema, emailSchema, newPasswordSchema, PASSWORD_RULE } from "../schemas/account.schema";
import { hashPassword } from "../auth/password";
import { createUser, promoteToAdmin } from "../repositories/users";
import { openCliDatabase } from "../db/cli-database";

const USAGE = `usage: npm run admin -- --email <address> [--password <password>] [--name <display name>]

Promotes the account with that email to admin, or creates an admin account with it.
Without --password, the password is asked for (it is not shown while typed).`;

function parseArgs(argv: string[]): Map<string, string> | null {
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (a === "--help" || a === "-h") return null;
    const m = /^--(email|password|name)(?:=(.*))?$/.exec(a);
    if (!m) throw new Error(`unknown argument: ${a}`);
    const value = m[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${m[1]} needs a value`);
    out.set(m[1]!, value);
  }
  return out;
}

/** Asks for a password twice on the terminal, without echoing it (one readline for both questions). */
function askPasswordTwice(): Promise<[string, string]> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  let muted = false;
  // readline echoes what is typed through _writeToOutput; muting it hides the password.
  (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s) => {
    if (!muted) process.stdout.write(s);
  };
  const question = (q: string) =>
    new Promise<string>((done) => {
      rl.question(q, (answer) => {
        muted = false;
        process.stdout.write("\n");
        done(answer);
      });
      muted = true;
    });
  return (async () => {
    try {
      return [await question("Password: "), await question("Password again: ")];
    } finally {
      rl.close();
    }
  })();
}

export async function main(argv: string[]): Promise<number> {
  let args: Map<string, string> | null;
  try {
    args = parseArgs(argv);
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!args || !args.get("email")) {
    console.error(USAGE);
    return args ? 2 : 0;
  }
  const email = emailSchema.safeParse(args.get("email"));
  if (!email.success) {
    console.error(email.error.issues[0]?.message);
    return 2;
  }

  let opened;
  try {
    opened = await openCliDatabase(parseEnv());
  } catch (e) {
    console.error(`${(e as Error).message}\n(Or set ADMIN_EMAIL=${email.data} for the server and restart it.)`);
    return 1;
  }
  const prisma = opened.db;
  try {
    const promoted = await promoteToAdmin(prisma, email.data);
    if (promoted) {
      console.log(`${promoted.displayName} <${promoted.email}> is now an admin.`);
      return 0;
    }
    let password = args.get("password");
    if (password === undefined) {
      if (!process.stdin.isTTY) {
        console.error(
          `There is no account for ${email.data}. To create it, pass --password (or run this in a terminal to be asked).`,
        );
        return 1;
      }
      console.log(`There is no account for ${email.data}: creating an admin account.\nPassword rule: ${PASSWORD_RULE}`);
      const [first, again] = await askPasswordTwice();
      password = first;
      if (again !== password) {
        console.error("The two passwords differ. Nothing was changed.");
        return 1;
      }
    }
    const checked = newPasswordSchema.safeParse(password);
    if (!checked.success) {
      console.error(`Password refused: ${checked.error.issues[0]?.message}`);
      return 1;
    }
    const name = displayNameSchema.safeParse(args.get("name") ?? email.data.split("@")[0]!);
    if (!name.success) {
      console.error(`Display name: ${name.error.issues[0]?.message} Pass one with --name.`);
      return 1;
    }
    const created = await createUser(prisma, {
      email: email.data,
      displayName: name.data,
      passwordHash: await hashPassword(checked.data),
      role: "ADMIN",
    });
    if (!created.ok && created.reason === "name-taken") {
      console.error(`Display name: another account is called ${name.data}. Pass another with --name.`);
      return 1;
    }
    if (!created.ok) {
      console.error(`An account for ${email.data} appeared meanwhile; run the command again to promote it.`);
      return 1;
    }
    console.log(
      `Created the admin account ${created.user.displayName} <${created.user.email}>. Sign in with it on the site.`,
    );
    return 0;
  } finally {
    await opened.close();
  }
}
