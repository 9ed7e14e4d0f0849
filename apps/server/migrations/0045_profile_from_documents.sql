-- Custom SQL migration file, put your code below! --
-- A database from before the profile table keeps its profile (decision 0029): the documents' one
-- profile, shown until now to every account, becomes the first administrator sign-in's
-- (`login_accounts` with login_role 'admin', lowest id: the demo's admin@demo.com, the owner
-- 0020 gave the one settings page and 0023 the calendar), its job title, office, cover, about
-- lines, teams, projects and connections. Its "joined" day becomes that sign-in's `created_at`
-- (the day the profile said it joined; the row itself was made when the accounts moved into the
-- tables). The name and picture come from the account's row from now on. Every other account's
-- profile is made from its own row. A database without an administrator sign-in has nobody to own
-- the profile: it goes with the documents.

insert into account_profiles (login_id, location, designation, cover_img, about, teams, projects, connections)
select l.id, d.data->'header'->>'location', d.data->'header'->>'designation', d.data->'header'->>'coverImg',
       d.data->'about', d.data->'teams', d.data->'projects', d.data->'connections'
from documents d
join (select id from login_accounts where login_role = 'admin' order by id limit 1) l on true
where d.collection = 'profile' and d.key = '_';

update login_accounts l
set created_at = (d.data->'header'->>'joiningDate')::date::timestamp at time zone 'UTC'
from documents d
where d.collection = 'profile' and d.key = '_'
  and (d.data->'header'->>'joiningDate') ~ '^\d{4}-\d{2}-\d{2}$'
  and l.id = (select id from login_accounts where login_role = 'admin' order by id limit 1);

-- the documents no longer hold the profile
delete from documents where collection = 'profile';
delete from collections where name = 'profile';

select setval(pg_get_serial_sequence('account_profiles', 'id'), coalesce((select max(id) from account_profiles), 0) + 1, false);
