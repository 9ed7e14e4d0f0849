-- A database from before the emails table keeps its mailbox: the one mailbox there was, shown to
-- every account, becomes the demo admin's (the first administrator sign-in by id, the one the
-- sample mail is addressed to; migrations 0022 gave that account the one settings page the same
-- way). Every other account starts with an empty mailbox (decision 0022). On a new database the
-- documents hold no email and nothing happens here; the seed writes the table itself
-- (src/messaging/seed.ts). A database without any administrator sign-in has nobody to own the
-- documents' mail, and it is not moved.

-- the emails, then their replies (rows of their own, under the email they belong to)
insert into emails (id, login_id, reply_to_id, position, from_email, from_name, from_avatar, to_addresses, cc, bcc, subject, message,
                    attachments, is_starred, labels, sent_at, folder, is_read, is_deleted)
select (e.item->>'id')::int, owner.id, parent.id, parent.position,
       coalesce(e.item->'from'->>'email', ''), coalesce(e.item->'from'->>'name', ''), coalesce(e.item->'from'->>'avatar', ''),
       case when jsonb_typeof(e.item->'to') = 'array' then e.item->'to' else '[]'::jsonb end,
       array(select v from jsonb_array_elements_text(case when jsonb_typeof(e.item->'cc') = 'array' then e.item->'cc' else '[]'::jsonb end) with ordinality as x(v, n) order by n),
       array(select v from jsonb_array_elements_text(case when jsonb_typeof(e.item->'bcc') = 'array' then e.item->'bcc' else '[]'::jsonb end) with ordinality as x(v, n) order by n),
       coalesce(e.item->>'subject', ''), coalesce(e.item->>'message', ''),
       case when jsonb_typeof(e.item->'attachments') = 'array' then e.item->'attachments' else '[]'::jsonb end,
       coalesce((e.item->>'isStarred')::boolean, false),
       array(select v from jsonb_array_elements_text(case when jsonb_typeof(e.item->'labels') = 'array' then e.item->'labels' else '[]'::jsonb end) with ordinality as x(v, n) order by n),
       (e.item->>'time')::timestamptz, e.item->>'folder',
       coalesce((e.item->>'isRead')::boolean, false), coalesce((e.item->>'isDeleted')::boolean, false)
from (
  -- an email: no parent; a reply: its email's id and its place among the replies
  select d.data as item, null::int as parent_id, 0 as place, d.position as doc_position, 0 as level
  from documents d where d.collection = 'emails'
  union all
  select r.item, (d.data->>'id')::int, r.n::int, d.position, 1
  from documents d
  cross join lateral jsonb_array_elements(case when jsonb_typeof(d.data->'replies') = 'array' then d.data->'replies' else '[]'::jsonb end)
    with ordinality as r(item, n)
  where d.collection = 'emails'
) e
cross join lateral (select e.parent_id as id, e.place as position) parent
join (select id from login_accounts where login_role = 'admin' order by id limit 1) owner on true
order by e.level, e.doc_position, e.place;

-- the documents no longer hold the mailbox, nor draw its ids from a counter (the sequence does)
delete from documents where collection in ('emails', 'mailboxes');
update collections set version = version + 1 where name in ('emails', 'mailboxes');
delete from id_counters where name = 'emails';

select setval(pg_get_serial_sequence('emails', 'id'), coalesce((select max(id) from emails), 0) + 1, false);
