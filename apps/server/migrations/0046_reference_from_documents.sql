-- Custom SQL migration file, put your code below! --
-- A database from before the reference tables keeps its FAQ, analytics projects and contact
-- messages (decision 0029): they move from the JSON documents into their tables, in their order
-- (the projects and messages with their ids), and the documents and id counters go. On a new
-- database the documents hold none and nothing happens here; the seed writes the tables itself
-- (src/reference/seed.ts). A row the tables' CHECKs refuse could not have come through the API.

insert into faq_groups (position, title, icon, subtitle)
select (row_number() over (order by d.position))::int - 1, d.data->>'faqTitle', d.data->>'faqIcon', d.data->>'faqSubtitle'
from documents d
where d.collection = 'faq';

insert into faq_questions (group_id, position, question, answer)
select g.id, (q.ordinality - 1)::int, q.value->>'question', q.value->>'answer'
from (select d.data, (row_number() over (order by d.position))::int - 1 as position from documents d where d.collection = 'faq') src
join faq_groups g on g.position = src.position
cross join lateral jsonb_array_elements(src.data->'faqs') with ordinality as q(value, ordinality);

insert into analytics_projects (id, logo, name, project, leader, progress, hours, team, extra_members)
select (d.data->>'id')::int, d.data->>'logo', d.data->>'name', d.data->>'project', d.data->>'leader', (d.data->>'progress')::int,
       d.data->>'hours', array(select jsonb_array_elements_text(d.data->'team')), (d.data->>'extraMembers')::int
from documents d
where d.collection = 'analyticsProjects'
order by d.position;

insert into contact_messages (id, name, email, message, received_at)
select (d.data->>'id')::int, d.data->>'name', d.data->>'email', d.data->>'message', (d.data->>'receivedAt')::timestamptz
from documents d
where d.collection = 'contactMessages'
order by d.position;

-- the documents no longer hold them, nor draw their ids from a counter (the sequences do)
delete from documents where collection in ('faq', 'analyticsProjects', 'contactMessages');
-- (their collections stay, empty, as the seed now leaves them, with versions moved so every server's cache reloads them)
update collections set version = version + 1 where name in ('faq', 'analyticsProjects', 'contactMessages');
delete from id_counters where name in ('faq', 'analyticsProjects', 'contactMessages');

select setval(pg_get_serial_sequence('faq_groups', 'id'), coalesce((select max(id) from faq_groups), 0) + 1, false);
select setval(pg_get_serial_sequence('faq_questions', 'id'), coalesce((select max(id) from faq_questions), 0) + 1, false);
select setval(pg_get_serial_sequence('analytics_projects', 'id'), coalesce((select max(id) from analytics_projects), 0) + 1, false);
select setval(pg_get_serial_sequence('contact_messages', 'id'), coalesce((select max(id) from contact_messages), 0) + 1, false);
