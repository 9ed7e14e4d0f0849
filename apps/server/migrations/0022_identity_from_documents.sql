-- Custom SQL migration file, put your code below! --
-- A database from before 0021 keeps its accounts: the users, sign-ins, passwords and the one
-- account-settings page move from the JSON documents into the identity tables (decision 0020).
-- On a new database the documents hold none of these yet and nothing happens here; the seed then
-- writes the tables itself (src/identity/seed.ts).

insert into users (id, full_name, company, role, username, country, contact, email, current_plan, status, avatar, billing, task_done, project_done, tax_id, language)
select (data->>'id')::int, data->>'fullName', coalesce(data->>'company', ''), data->>'role', data->>'username',
       coalesce(data->>'country', ''), coalesce(data->>'contact', ''), data->>'email', data->>'currentPlan', data->>'status',
       coalesce(data->>'avatar', ''), data->>'billing', coalesce((data->>'taskDone')::int, 0), coalesce((data->>'projectDone')::int, 0),
       coalesce(data->>'taxId', ''), coalesce(data->>'language', 'English')
from documents where collection = 'users' order by position;

insert into login_accounts (id, full_name, username, email, avatar, login_role)
select (data->>'id')::int, data->>'fullName', data->>'username', data->>'email', coalesce(data->>'avatar', ''), data->>'role'
from documents where collection = 'loginUsers' order by position;

insert into credentials (login_id, password_hash)
select (data->>'id')::int, data->>'password' from documents where collection = 'loginUsers';

-- a user's latest password where one was set twice
insert into credentials (user_id, password_hash)
select distinct on ((d.data->>'userId')::int) (d.data->>'userId')::int, d.data->>'password'
from documents d join users u on u.id = (d.data->>'userId')::int
where d.collection = 'userCredentials'
order by (d.data->>'userId')::int, d.position desc;

-- the one settings page there was: the first administrator sign-in's (the demo's admin@demo.com)
insert into account_settings (login_id, profile, notifications, connections, billing, security, deactivated_at)
select l.id, d.data->'profile', d.data->'notifications', d.data->'connections', d.data->'billing', d.data->'security',
       (d.data->>'deactivatedAt')::timestamptz
from documents d
join (select id from login_accounts where login_role = 'admin' order by id limit 1) l on true
where d.collection = 'accountSettings';

-- the documents no longer hold accounts; the old form's password is gone (each account has its own)
delete from documents where collection in ('users', 'loginUsers', 'userCredentials');
update collections set version = version + 1 where name in ('users', 'loginUsers', 'userCredentials');
delete from collections where name = 'accountPassword';

select setval(pg_get_serial_sequence('users', 'id'), coalesce((select max(id) from users), 0) + 1, false);
select setval(pg_get_serial_sequence('login_accounts', 'id'), coalesce((select max(id) from login_accounts), 0) + 1, false);
select setval(pg_get_serial_sequence('credentials', 'id'), coalesce((select max(id) from credentials), 0) + 1, false);
select setval(pg_get_serial_sequence('account_settings', 'id'), coalesce((select max(id) from account_settings), 0) + 1, false);
