-- The sign-in rate limit counts failures per account (email, from any address) and per client
-- address (for any email), issue 32: one index per key, each with the time for the window.
drop index if exists login_attempts_lookup;
create index login_attempts_by_email on login_attempts (email, attempted_at);
create index login_attempts_by_ip on login_attempts (ip, attempted_at);
create index login_attempts_by_time on login_attempts (attempted_at);
