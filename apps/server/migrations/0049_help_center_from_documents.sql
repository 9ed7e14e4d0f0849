-- Custom SQL migration file, put your code below! --
-- A database from before the help-center tables keeps its help center (decision 0031): the
-- categories, their articles (each with its text, found by its slug) and the page's cards move from
-- the JSON documents into their tables, in their order, and the documents go. On a new database the
-- documents hold none and nothing happens here; the seed writes the tables itself
-- (src/help-center/seed.ts). An article a category lists without its text in `helpCenterArticles`
-- has nothing to show (its page answered 404): it is left out. `data` is read as jsonb (the
-- documents hold json text from documents_json on).

insert into help_center_categories (position, title, icon)
select (c.ordinality - 1)::int, c.value->>'title', c.value->>'icon'
from documents d
cross join lateral jsonb_array_elements(d.data::jsonb->'allArticles') with ordinality as c(value, ordinality)
where d.collection = 'helpCenter';

with hc as (
  select d.data::jsonb as data from documents d where d.collection = 'helpCenter'
),
cards as (
  select c.value, c.ordinality as position, 0 as list_order from hc cross join lateral jsonb_array_elements(hc.data->'popularArticles') with ordinality as c(value, ordinality)
  union all
  select c.value, c.ordinality, 1 from hc cross join lateral jsonb_array_elements(hc.data->'keepLearning') with ordinality as c(value, ordinality)
),
entries as (
  select cat.ordinality - 1 as category_position, cat.value->>'title' as category_title, e.ordinality - 1 as position, e.value->>'slug' as slug, e.value->>'title' as title
  from hc
  cross join lateral jsonb_array_elements(hc.data->'allArticles') with ordinality as cat(value, ordinality)
  cross join lateral jsonb_array_elements(cat.value->'articles') with ordinality as e(value, ordinality)
),
articles as (
  select distinct on (d.data::jsonb->>'slug') d.data::jsonb as data
  from documents d
  where d.collection = 'helpCenterArticles'
  order by d.data::jsonb->>'slug', d.position
)
insert into help_center_articles (category_id, position, slug, title, last_updated, product_content, checkout_content, article_list, checkout_img, product_img, search_text)
select cat.id, e.position::int, a.data->>'slug', a.data->>'title', (a.data->>'lastUpdated')::date, a.data->>'productContent', a.data->>'checkoutContent',
       array(select jsonb_array_elements_text(a.data->'articleList')), a.data->>'checkoutImg', a.data->>'productImg',
       -- what the mock searched: the entry's title, the category's, the first card's subtitle, the text without tags
       lower(concat_ws(' ', e.title, e.category_title,
         coalesce((select c.value->>'subtitle' from cards c where c.value->>'slug' = e.slug order by c.list_order, c.position limit 1), ''),
         replace(regexp_replace(a.data->>'productContent', '<[^>]*>', ' ', 'g'), '&amp;', '&')))
from entries e
join help_center_categories cat on cat.position = e.category_position
join articles a on a.data->>'slug' = e.slug
-- an article listed twice keeps its first place
where not exists (select 1 from entries earlier where earlier.slug = e.slug and (earlier.category_position, earlier.position) < (e.category_position, e.position));

insert into help_center_cards (list, position, article_id, title, img, subtitle)
select case c.list_order when 0 then 'popular' else 'keep_learning' end, (row_number() over (partition by c.list_order order by c.position))::int - 1,
       a.id, c.value->>'title', c.value->>'img', c.value->>'subtitle'
from (
  select c.value, c.ordinality as position, 0 as list_order from documents d cross join lateral jsonb_array_elements(d.data::jsonb->'popularArticles') with ordinality as c(value, ordinality) where d.collection = 'helpCenter'
  union all
  select c.value, c.ordinality, 1 from documents d cross join lateral jsonb_array_elements(d.data::jsonb->'keepLearning') with ordinality as c(value, ordinality) where d.collection = 'helpCenter'
) c
join help_center_articles a on a.slug = c.value->>'slug';

-- the documents no longer hold them
delete from documents where collection in ('helpCenter', 'helpCenterArticles');
delete from collections where name in ('helpCenter', 'helpCenterArticles');
delete from id_counters where name in ('helpCenter', 'helpCenterArticles');

select setval(pg_get_serial_sequence('help_center_categories', 'id'), coalesce((select max(id) from help_center_categories), 0) + 1, false);
select setval(pg_get_serial_sequence('help_center_articles', 'id'), coalesce((select max(id) from help_center_articles), 0) + 1, false);
select setval(pg_get_serial_sequence('help_center_cards', 'id'), coalesce((select max(id) from help_center_cards), 0) + 1, false);
