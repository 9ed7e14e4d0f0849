-- The chat between accounts (issue 32, decision 0036). chat_contacts becomes the chat's people:
-- the staff it held, plus every account (a login or a sample user), each once. An account's chat
-- profile was a chat_profiles row; it is now the account's own people row (same status, about and
-- settings), so conversation members are people only and a message to an account reaches that
-- account's chat. Written by hand around drizzle-kit's DDL so that no row is lost on the way.

-- 1. people can be accounts, with the settings a profile had
ALTER TABLE "chat_contacts" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "chat_contacts" ADD COLUMN "login_id" integer;--> statement-breakpoint
ALTER TABLE "chat_contacts" ADD COLUMN "two_step_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_contacts" ADD COLUMN "notifications_on" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_contacts" ADD CONSTRAINT "chat_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_contacts" ADD CONSTRAINT "chat_contacts_login_id_login_accounts_id_fk" FOREIGN KEY ("login_id") REFERENCES "public"."login_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_contacts_user_key" ON "chat_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_contacts_login_key" ON "chat_contacts" USING btree ("login_id");--> statement-breakpoint
ALTER TABLE "chat_contacts" ADD CONSTRAINT "chat_contacts_account_check" CHECK (num_nonnulls("chat_contacts"."user_id", "chat_contacts"."login_id") <= 1);--> statement-breakpoint

-- 2. each profile becomes its account's person, keeping its id (the account's senderId) where no
-- staff member has it; the sequence first moves past both tables so a new id collides with neither
SELECT setval(pg_get_serial_sequence('chat_contacts', 'id'), greatest((SELECT coalesce(max(id), 0) FROM chat_contacts), (SELECT coalesce(max(id), 0) FROM chat_profiles)) + 1, false);--> statement-breakpoint
INSERT INTO chat_contacts (id, user_id, login_id, full_name, role, about, avatar, status, two_step_enabled, notifications_on)
SELECT CASE WHEN EXISTS (SELECT 1 FROM chat_contacts c WHERE c.id = p.id) THEN nextval(pg_get_serial_sequence('chat_contacts', 'id')) ELSE p.id END,
       p.user_id, p.login_id, p.full_name, p.role, p.about, p.avatar, p.status, p.two_step_enabled, p.notifications_on
FROM chat_profiles p ORDER BY p.id;--> statement-breakpoint

-- 3. every other account joins the directory: logins, then sample users, in id order
INSERT INTO chat_contacts (login_id, full_name, avatar, role, status)
SELECT l.id, l.full_name, l.avatar, l.login_role, 'online' FROM login_accounts l
WHERE NOT EXISTS (SELECT 1 FROM chat_contacts c WHERE c.login_id = l.id) ORDER BY l.id;--> statement-breakpoint
INSERT INTO chat_contacts (user_id, full_name, avatar, role, status)
SELECT u.id, u.full_name, u.avatar, u.role, 'online' FROM users u
WHERE NOT EXISTS (SELECT 1 FROM chat_contacts c WHERE c.user_id = u.id) ORDER BY u.id;--> statement-breakpoint

-- 4. an account's membership becomes its person's (first the check that a member is exactly one of three goes)
ALTER TABLE "conversation_members" DROP CONSTRAINT "conversation_members_one_check";--> statement-breakpoint
UPDATE conversation_members m SET contact_id = c.id FROM chat_contacts c
WHERE m.contact_id IS NULL AND ((m.login_id IS NOT NULL AND c.login_id = m.login_id) OR (m.user_id IS NOT NULL AND c.user_id = m.user_id));--> statement-breakpoint

-- 5. drizzle-kit's DDL: members are people only; the profiles are gone
ALTER TABLE "chat_profiles" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "chat_profiles" CASCADE;--> statement-breakpoint
ALTER TABLE "conversation_members" DROP CONSTRAINT "conversation_members_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "conversation_members" DROP CONSTRAINT "conversation_members_login_id_login_accounts_id_fk";--> statement-breakpoint
DROP INDEX "conversation_members_login_key";--> statement-breakpoint
DROP INDEX "conversation_members_user_key";--> statement-breakpoint
DROP INDEX "conversation_members_by_login";--> statement-breakpoint
DROP INDEX "conversation_members_by_user";--> statement-breakpoint
ALTER TABLE "conversation_members" ALTER COLUMN "contact_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "conversation_members" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "conversation_members" DROP COLUMN "login_id";--> statement-breakpoint

-- 6. an account's name, picture and role stay the same in the directory when the account changes
CREATE FUNCTION chat_contacts_follow_user() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  UPDATE chat_contacts SET full_name = NEW.full_name, avatar = NEW.avatar, role = NEW.role WHERE user_id = NEW.id;
  RETURN NULL;
END
$body$;--> statement-breakpoint
CREATE TRIGGER chat_contacts_follow_user AFTER UPDATE OF full_name, avatar, role ON users FOR EACH ROW
WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.avatar IS DISTINCT FROM NEW.avatar OR OLD.role IS DISTINCT FROM NEW.role)
EXECUTE FUNCTION chat_contacts_follow_user();--> statement-breakpoint
CREATE FUNCTION chat_contacts_follow_login() RETURNS trigger LANGUAGE plpgsql AS $body$
BEGIN
  UPDATE chat_contacts SET full_name = NEW.full_name, avatar = NEW.avatar, role = NEW.login_role WHERE login_id = NEW.id;
  RETURN NULL;
END
$body$;--> statement-breakpoint
CREATE TRIGGER chat_contacts_follow_login AFTER UPDATE OF full_name, avatar, login_role ON login_accounts FOR EACH ROW
WHEN (OLD.full_name IS DISTINCT FROM NEW.full_name OR OLD.avatar IS DISTINCT FROM NEW.avatar OR OLD.login_role IS DISTINCT FROM NEW.login_role)
EXECUTE FUNCTION chat_contacts_follow_login();
