-- AlterTable
ALTER TABLE "User" ADD COLUMN     "botLevel" TEXT;
