-- AlterTable
ALTER TABLE "Seat" ADD COLUMN     "resigned" BOOLEAN NOT NULL DEFAULT false;
