-- Insertion order of notifications: the tiebreak of createdAt (rows of one statement share it, ids are random). Existing rows are numbered in their stored order.
-- AlterTable
ALTER TABLE "Notification" ADD COLUMN     "seq" SERIAL NOT NULL;
