-- Display names are unique in the form two names are compared in: NFKC (full-width letters as half-width ones),
-- whitespace trimmed and collapsed, case-folded. The app fills "displayNameKey" for new and renamed accounts
-- (src/server/accounts/display-name-key.ts), and this fills it for the existing ones with the same steps.
CREATE FUNCTION "display_name_key_in_migration"(name TEXT) RETURNS TEXT LANGUAGE SQL IMMUTABLE AS $$
  SELECT lower(upper(btrim(regexp_replace(normalize(name, NFKC), '\s+', ' ', 'g'))))
$$;

ALTER TABLE "User" ADD COLUMN "displayNameKey" TEXT;

-- Bots: one account per name and level, named with its level ("Ume (strong)"), so the names differ.
UPDATE "User" SET "displayName" = substr("displayName", 5) || ' (' || "botLevel" || ')'
WHERE "botLevel" IS NOT NULL AND "displayName" LIKE 'Bot %';

UPDATE "User" SET "displayNameKey" = "display_name_key_in_migration"("displayName");

-- Names that read the same: the earliest account keeps it (bots first), and each later one, in the order the
-- accounts were created, gets the first " 2", " 3"... suffix whose name is free. One statement (no procedural
-- block): the walk carries the keys taken so far.
WITH RECURSIVE "ranked" AS (
  SELECT "id", "displayName", "createdAt",
    row_number() OVER (PARTITION BY "displayNameKey" ORDER BY ("botLevel" IS NULL), "createdAt", "id") AS "rank"
  FROM "User"
), "later" AS (
  SELECT "id", "displayName", row_number() OVER (ORDER BY "createdAt", "id") AS "step" FROM "ranked" WHERE "rank" > 1
), "walk" ("step", "id", "name", "taken") AS (
  SELECT 0::BIGINT, NULL::TEXT, NULL::TEXT, ARRAY(SELECT "displayNameKey" FROM "User")
  UNION ALL
  SELECT "later"."step", "later"."id", "pick"."name", "walk"."taken" || "display_name_key_in_migration"("pick"."name")
  FROM "walk"
  JOIN "later" ON "later"."step" = "walk"."step" + 1
  CROSS JOIN LATERAL (
    SELECT rtrim(left("later"."displayName", 32 - length(n::TEXT) - 1)) || ' ' || n::TEXT AS "name"
    -- in the series' order, stopping at the first free one (one more than the accounts is always enough)
    FROM generate_series(2, (SELECT count(*) + 2 FROM "User")) AS n
    WHERE "display_name_key_in_migration"(rtrim(left("later"."displayName", 32 - length(n::TEXT) - 1)) || ' ' || n::TEXT) <> ALL ("walk"."taken")
    LIMIT 1
  ) AS "pick"
)
UPDATE "User" SET "displayName" = "walk"."name", "displayNameKey" = "display_name_key_in_migration"("walk"."name")
FROM "walk" WHERE "User"."id" = "walk"."id";

DROP FUNCTION "display_name_key_in_migration"(TEXT);

ALTER TABLE "User" ALTER COLUMN "displayNameKey" SET NOT NULL;

-- CreateIndex
CREATE UNIQUE INDEX "User_displayNameKey_key" ON "User"("displayNameKey");
