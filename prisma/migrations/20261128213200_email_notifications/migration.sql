-- CreateTable
CREATE TABLE "NotificationPreference" (
    "userId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "channels" TEXT[],

    CONSTRAINT "NotificationPreference_pkey" PRIMARY KEY ("userId","event")
);

-- CreateTable
CREATE TABLE "MailSettings" (
    "userId" TEXT NOT NULL,
    "rhythm" TEXT NOT NULL DEFAULT 'instant',
    "quietFrom" INTEGER,
    "quietTo" INTEGER,
    "timeZone" TEXT NOT NULL DEFAULT 'UTC',
    "stoppedAt" TIMESTAMP(3),
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "MailSettings_pkey" PRIMARY KEY ("userId")
);

-- CreateTable
CREATE TABLE "MailDelivery" (
    "id" TEXT NOT NULL,
    "userId" TEXT,
    "to" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "status" TEXT NOT NULL,
    "response" TEXT NOT NULL,
    "attempt" INTEGER NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MailDelivery_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "MailDigestItem" (
    "id" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "notificationId" TEXT NOT NULL,
    "event" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "href" TEXT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "jobId" TEXT,

    CONSTRAINT "MailDigestItem_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MailDelivery_createdAt_idx" ON "MailDelivery"("createdAt");

-- CreateIndex
CREATE UNIQUE INDEX "MailDigestItem_notificationId_key" ON "MailDigestItem"("notificationId");

-- CreateIndex
CREATE INDEX "MailDigestItem_userId_jobId_idx" ON "MailDigestItem"("userId", "jobId");

-- AddForeignKey
ALTER TABLE "NotificationPreference" ADD CONSTRAINT "NotificationPreference_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailSettings" ADD CONSTRAINT "MailSettings_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailDelivery" ADD CONSTRAINT "MailDelivery_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "MailDigestItem" ADD CONSTRAINT "MailDigestItem_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Every notification a player may also get by email queues its "send-email" job in the same statement, whichever
-- code stored it (a move's CTE, the after-move job, an invitation), keyed by the notification's own key: the job runs
-- once per event (one per turn: game, seq and player). Only confirmed addresses get one. A turn waits 10 minutes
-- (src/server/mail/event-email.ts TURN_EMAIL_DELAY_MS): the job then sends only when the turn is still unseen.
CREATE FUNCTION "notification_email_job"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" IN ('your_turn', 'game_finished', 'invitation')
     AND EXISTS (SELECT 1 FROM "User" u WHERE u."id" = NEW."userId" AND u."emailVerified" IS NOT NULL) THEN
    INSERT INTO "Job" ("id", "kind", "key", "payload", "runAt", "maxAttempts", "createdAt", "updatedAt")
    VALUES (gen_random_uuid()::text, 'send-email', 'email:' || COALESCE(NEW."key", NEW."id"),
            jsonb_build_object('type', 'event', 'notificationId', NEW."id"),
            NEW."createdAt" + CASE WHEN NEW."kind" = 'your_turn' THEN interval '10 minutes' ELSE interval '0 minutes' END,
            8, NEW."createdAt", NEW."createdAt")
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER "Notification_email_job" AFTER INSERT ON "Notification"
  FOR EACH ROW EXECUTE FUNCTION "notification_email_job"();
