-- Staff session tokens are stored hashed (src/server/staff/session-token-hash.ts): the sessions
-- open at the upgrade keep working.
UPDATE "staff_session" SET "token" = 'sha256:' || encode(sha256(convert_to("token", 'UTF8')), 'hex') WHERE "token" NOT LIKE 'sha256:%';
