-- A database from before the chat tables keeps its chat: the one `chat` document (the contacts,
-- one profile and every conversation, shown to every account) moves into the tables (decision
-- 0022). The contacts become the directory everybody chats with; the profile and the
-- conversations become the demo admin's (the first administrator sign-in by id, as the mailbox's
-- move and 0022_identity's settings page decided), each conversation with two members (that
-- account and the contact) and its messages in their order. Other accounts get their profile on
-- their first chat call. On a new database no document holds a chat and nothing happens here;
-- the seed writes the tables (src/messaging/seed.ts). Without an administrator sign-in the
-- conversations have nobody to belong to and are not moved (the contacts are).

insert into chat_contacts (id, full_name, role, about, avatar, status)
select (c.item->>'id')::int, coalesce(c.item->>'fullName', ''), coalesce(c.item->>'role', ''), coalesce(c.item->>'about', ''),
       coalesce(c.item->>'avatar', ''), coalesce(c.item->>'status', 'offline')
from documents d
cross join lateral jsonb_array_elements(case when jsonb_typeof(d.data->'contacts') = 'array' then d.data->'contacts' else '[]'::jsonb end) as c(item)
where d.collection = 'chat';

insert into chat_profiles (id, login_id, full_name, avatar, role, about, status, two_step_enabled, notifications_on)
select (d.data->'profileUser'->>'id')::int, owner.id, coalesce(d.data->'profileUser'->>'fullName', ''), coalesce(d.data->'profileUser'->>'avatar', ''),
       coalesce(d.data->'profileUser'->>'role', ''), coalesce(d.data->'profileUser'->>'about', ''), coalesce(d.data->'profileUser'->>'status', 'online'),
       coalesce((d.data->'profileUser'->'settings'->>'isTwoStepAuthVerificationEnabled')::boolean, false),
       coalesce((d.data->'profileUser'->'settings'->>'isNotificationsOn')::boolean, false)
from documents d
join (select id from login_accounts where login_role = 'admin' order by id limit 1) owner on true
where d.collection = 'chat' and jsonb_typeof(d.data->'profileUser') = 'object';

-- the conversations of contacts that exist, once each
insert into conversations (id)
select (c.item->>'id')::int
from documents d
cross join lateral jsonb_array_elements(case when jsonb_typeof(d.data->'chats') = 'array' then d.data->'chats' else '[]'::jsonb end) as c(item)
join chat_contacts ct on ct.id = (c.item->>'userId')::int
where d.collection = 'chat' and exists (select 1 from chat_profiles);

insert into conversation_members (conversation_id, login_id, unseen_msgs)
select (c.item->>'id')::int, p.login_id, greatest(coalesce((c.item->>'unseenMsgs')::int, 0), 0)
from documents d
cross join lateral jsonb_array_elements(case when jsonb_typeof(d.data->'chats') = 'array' then d.data->'chats' else '[]'::jsonb end) as c(item)
join conversations v on v.id = (c.item->>'id')::int
join chat_profiles p on p.login_id is not null
where d.collection = 'chat';

insert into conversation_members (conversation_id, contact_id)
select (c.item->>'id')::int, (c.item->>'userId')::int
from documents d
cross join lateral jsonb_array_elements(case when jsonb_typeof(d.data->'chats') = 'array' then d.data->'chats' else '[]'::jsonb end) as c(item)
join conversations v on v.id = (c.item->>'id')::int
where d.collection = 'chat';

-- each message in its conversation's order: the sender is the profile's account or the contact
insert into messages (conversation_id, sender_id, body, sent_at, is_sent, is_delivered, is_seen)
select v.id, case when (m.item->>'senderId')::int = p.id then me.id else them.id end,
       coalesce(m.item->>'message', ''), (m.item->>'time')::timestamptz,
       coalesce((m.item->'feedback'->>'isSent')::boolean, true), coalesce((m.item->'feedback'->>'isDelivered')::boolean, false),
       coalesce((m.item->'feedback'->>'isSeen')::boolean, false)
from documents d
cross join lateral jsonb_array_elements(case when jsonb_typeof(d.data->'chats') = 'array' then d.data->'chats' else '[]'::jsonb end) with ordinality as c(item, n)
join conversations v on v.id = (c.item->>'id')::int
join chat_profiles p on p.login_id is not null
join conversation_members me on me.conversation_id = v.id and me.login_id = p.login_id
join conversation_members them on them.conversation_id = v.id and them.contact_id is not null
cross join lateral jsonb_array_elements(case when jsonb_typeof(c.item->'messages') = 'array' then c.item->'messages' else '[]'::jsonb end) with ordinality as m(item, k)
where d.collection = 'chat'
order by c.n, m.k;

-- the documents no longer hold the chat, nor draw its ids from counters (the sequences do)
delete from documents where collection in ('chat', 'chatsByAccount');
update collections set version = version + 1 where name in ('chat', 'chatsByAccount');
delete from id_counters where name in ('chat.chats', 'chat.contacts');

select setval(pg_get_serial_sequence('chat_contacts', 'id'), coalesce((select max(id) from chat_contacts), 0) + 1, false);
select setval(pg_get_serial_sequence('chat_profiles', 'id'), coalesce((select max(id) from chat_profiles), 0) + 1, false);
select setval(pg_get_serial_sequence('conversations', 'id'), coalesce((select max(id) from conversations), 0) + 1, false);
select setval(pg_get_serial_sequence('conversation_members', 'id'), coalesce((select max(id) from conversation_members), 0) + 1, false);
select setval(pg_get_serial_sequence('messages', 'id'), coalesce((select max(id) from messages), 0) + 1, false);
