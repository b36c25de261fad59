// `npm run db:seed`: sample data for development, so the admin pages and lists have something to show. It creates
// sample players that cannot sign in (no password: there is no built-in password anywhere) and one open table.
// Idempotent: run it again and nothing is duplicated. Uses the same database as `npm start` (stop the server first
// with the embedded database).
import { parseEnv } from "../src/env";
import { openCliDatabase } from "../src/server/db/cli-database";
import { createTable, takeSeat } from "../src/server/repositories/games";
import { createPasswordlessUser, findUserByEmail } from "../src/server/repositories/users";

const SAMPLE_PLAYERS = ["Ume", "Sakura", "Fuji", "Ayame", "Botan", "Hagi", "Susuki", "Kiku"];

const { db, close } = await openCliDatabase(parseEnv());
try {
  let created = 0;
  const ids: string[] = [];
  for (const [i, name] of SAMPLE_PLAYERS.entries()) {
    const email = `sample-${i + 1}@example.invalid`;
    const existing = await findUserByEmail(db, email);
    if (existing) {
      ids.push(existing.id);
      continue;
    }
    ids.push((await createPasswordlessUser(db, { email, displayName: `${name} (sample)` })).id);
    created++;
  }
  if (created === SAMPLE_PLAYERS.length) {
    const table = await createTable(db, {
      game: "sakura",
      options: {},
      playerCount: 3,
      creatorId: ids[0]!,
      visibility: "PUBLIC",
    });
    await takeSeat(db, table.id, 0, ids[0]!);
    console.log(`Created ${created} sample players and an open Sakura table.`);
  } else {
    console.log(created ? `Created ${created} missing sample players.` : "The sample data is already there.");
  }
} finally {
  await close();
}
