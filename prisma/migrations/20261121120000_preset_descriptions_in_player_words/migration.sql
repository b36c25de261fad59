-- Data only: the descriptions of the built-in presets in player words (no names of the sources behind the rules
-- document, such as "S3" or "the seed text"). Only a description still as it was seeded is changed: an edited one
-- is kept. (No semicolon or quote mark in these comments: prisma migrate deploy splits the script on them.)
UPDATE "HouseRulePreset" SET "description" = 'Osaka Mushi as it is traditionally played: 40 cards, scores against 115, the Lightning wild, no Five Brights, 12 rounds.', "updatedAt" = CURRENT_TIMESTAMP
WHERE "game" = 'mushi' AND "builtIn" = 'default' AND "description" = 'Osaka Mushi as the seed text describes it: 40 cards, scores against 115, the Lightning wild, no Five Brights, 12 rounds.';

UPDATE "HouseRulePreset" SET "description" = 'A shorter game of 6 rounds, every other rule as in the standard game.', "updatedAt" = CURRENT_TIMESTAMP
WHERE "game" = 'mushi' AND "builtIn" = 'short' AND "description" = 'A shorter game of 6 rounds, every other rule as in S3.';

UPDATE "HouseRulePreset" SET "description" = 'A shorter game of 6 rounds, every other rule as in the standard game.', "updatedAt" = CURRENT_TIMESTAMP
WHERE "game" = 'sfj' AND "builtIn" = 'half_year' AND "description" = 'A shorter game of 6 rounds, every other rule as in S0.';
