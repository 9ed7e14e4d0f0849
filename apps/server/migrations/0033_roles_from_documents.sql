-- Custom SQL migration file, put your code below! ---- A database from before the roles tables keeps its roles and permissions (decision 0024): the
-- documents' roles (with their matrices, in order) and permissions (with the roles they are
-- assigned to, in order) move into the tables with their ids. On a new database the documents hold
-- none and nothing happens here; the seed then writes the tables itself (src/roles/seed.ts).

insert into roles (id, slug, name)
select (d.data->>'id')::int, d.data->>'slug', d.data->>'name'
from documents d
where d.collection = 'roles'
order by d.position;

insert into role_permissions (role_id, subject, position, read, write, "create", "delete")
select (d.data->>'id')::int, p.value->>'subject', p.ordinality::int,
       coalesce((p.value->>'read')::boolean, false), coalesce((p.value->>'write')::boolean, false),
       coalesce((p.value->>'create')::boolean, false), coalesce((p.value->>'delete')::boolean, false)
from documents d
cross join lateral jsonb_array_elements(coalesce(d.data->'permissions', '[]'::jsonb)) with ordinality as p(value, ordinality)
where d.collection = 'roles'
  -- a row with nothing ticked granted nothing (the mock's normalizeMatrix) and is not kept
  and (coalesce((p.value->>'read')::boolean, false) or coalesce((p.value->>'write')::boolean, false)
       or coalesce((p.value->>'create')::boolean, false) or coalesce((p.value->>'delete')::boolean, false))
on conflict do nothing;

-- a user holding a role the documents did not have (none should: a held role could not be
-- deleted) keeps it as a role without permissions, which is what it granted: only the baseline
insert into roles (slug, name)
select distinct u.role, u.role
from users u
where not exists (select 1 from roles r where r.slug = u.role)
on conflict do nothing;

insert into permissions (id, name, created_date)
select (d.data->>'id')::int, d.data->>'name', coalesce(d.data->>'createdDate', '')
from documents d
where d.collection = 'permissions'
order by d.position;

-- an assignment to a role that no longer exists is dropped (a deleted role holds no permission)
insert into permission_roles (permission_id, role_id, position)
select (d.data->>'id')::int, r.id, a.ordinality::int
from documents d
cross join lateral jsonb_array_elements_text(coalesce(d.data->'assignedTo', '[]'::jsonb)) with ordinality as a(slug, ordinality)
join roles r on r.slug = a.slug
where d.collection = 'permissions'
on conflict do nothing;

-- the documents no longer hold roles or permissions, nor draw their ids from counters (the
-- sequences do). The `roles` collection row stays, empty, as the roles' version: every write of a
-- role moves it, so each server process reloads the roles its sessions' rules come from.
delete from documents where collection in ('roles', 'permissions');
delete from collections where name = 'permissions';
update collections set version = version + 1 where name = 'roles';
delete from id_counters where name in ('roles', 'permissions');

select setval(pg_get_serial_sequence('roles', 'id'), coalesce((select max(id) from roles), 0) + 1, false);
select setval(pg_get_serial_sequence('permissions', 'id'), coalesce((select max(id) from permissions), 0) + 1, false);
