-- The diner's veg-only mode, kept with the account so it follows them to every device they sign in on:
-- 'all' (every dish), 'veg' (veg only) or 'egg' (veg and egg). NULL: never chosen while signed in;
-- at sign-in the browser's mode is then kept and saved here (src/server/accounts/accounts.ts).
ALTER TABLE users ADD COLUMN veg_mode text CHECK (veg_mode IN ('all', 'veg', 'egg'));
