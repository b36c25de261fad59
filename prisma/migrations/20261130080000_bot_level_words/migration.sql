-- The bots' names say their level as the level picker does ("Ume (Steady)"), not in the engine's word
-- ("Ume (heuristic)"). A bot whose new name a person already has keeps its old one.
WITH "renamed" AS (
  SELECT "id",
         left("displayName", length("displayName") - length("botLevel") - 2) || '(' ||
           CASE "botLevel" WHEN 'random' THEN 'Beginner' WHEN 'heuristic' THEN 'Steady' ELSE 'Strong' END || ')' AS "name"
  FROM "User"
  WHERE "botLevel" IN ('random', 'heuristic', 'strong') AND "displayName" LIKE '% (' || "botLevel" || ')'
)
UPDATE "User" AS u
SET "displayName" = r."name", "displayNameKey" = lower(r."name")
FROM "renamed" AS r
WHERE u."id" = r."id"
  AND NOT EXISTS (SELECT 1 FROM "User" AS o WHERE o."displayNameKey" = lower(r."name") AND o."id" <> u."id");
