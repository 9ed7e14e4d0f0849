-- Custom SQL migration file, put your code below! --
-- A database from before the academy tables keeps its courses and its progress (decision 0025).
-- The catalogue (courses, their details, sections and topics) moves from the JSON documents into
-- its tables with the courses' ids. The progress the documents held was one for everybody: it was
-- what the demo admin saw and ticked, so it becomes the first administrator sign-in's (the demo's
-- admin@demo.com, as 0030 gave it the calendar): its completed tasks per course and its ticked
-- topics. Every other account starts with none. A database without an administrator sign-in has
-- nobody to own it, and the progress is dropped with the documents. On a new database the
-- documents hold no course and nothing happens here; the seed writes the tables itself
-- (src/academy/seed.ts).

insert into courses (id, title, description, instructor, instructor_avatar, image, tag, total_tasks, user_count, note, view, time, logo, color, rating, rating_count)
select (d.data->>'id')::int, d.data->>'courseTitle', coalesce(d.data->>'desc', ''), d.data->>'user', coalesce(d.data->>'tutorImg', ''),
       coalesce(d.data->>'image', ''), d.data->>'tags', (d.data->>'totalTasks')::int, coalesce((d.data->>'userCount')::int, 0),
       coalesce((d.data->>'note')::int, 0), coalesce((d.data->>'view')::int, 0), coalesce(d.data->>'time', ''), coalesce(d.data->>'logo', ''),
       coalesce(d.data->>'color', 'primary'), coalesce((d.data->>'rating')::double precision, 0), coalesce((d.data->>'ratingCount')::int, 0)
from documents d
where d.collection = 'courses'
order by d.position;

-- details of a course that is not in the catalogue have no page to open: left behind
insert into course_details (course_id, title, about, instructor, instructor_avatar, instructor_position, skill_level, total_students, language, is_captions, length, total_lectures, description_html)
select (d.data->>'courseId')::int, d.data->>'title', coalesce(d.data->>'about', ''), d.data->>'instructor', coalesce(d.data->>'instructorAvatar', ''),
       coalesce(d.data->>'instructorPosition', ''), coalesce(d.data->>'skillLevel', ''), coalesce((d.data->>'totalStudents')::int, 0),
       coalesce(d.data->>'language', 'English'), coalesce((d.data->>'isCaptions')::boolean, false), coalesce(d.data->>'length', ''),
       coalesce((d.data->>'totalLectures')::int, 0), coalesce(d.data->>'description', '')
from documents d
join courses c on c.id = (d.data->>'courseId')::int
where d.collection = 'courseDetails'
order by d.position;

insert into course_sections (course_id, key, position, title, time)
select cd.course_id, s.value->>'id', s.ordinality::int, s.value->>'title', coalesce(s.value->>'time', '')
from documents d
join course_details cd on cd.course_id = (d.data->>'courseId')::int
cross join lateral jsonb_array_elements(d.data->'content') with ordinality as s(value, ordinality)
where d.collection = 'courseDetails';

insert into course_topics (section_id, position, title, time)
select cs.id, t.ordinality::int - 1, t.value->>'title', coalesce(t.value->>'time', '')
from documents d
join course_sections cs on cs.course_id = (d.data->>'courseId')::int
cross join lateral jsonb_array_elements(d.data->'content') with ordinality as s(value, ordinality)
cross join lateral jsonb_array_elements(s.value->'topics') with ordinality as t(value, ordinality)
where d.collection = 'courseDetails' and cs.position = s.ordinality;

-- the one shared progress: the first administrator sign-in's
insert into course_progress (course_id, login_id, completed_tasks)
select (d.data->>'id')::int, l.id, (d.data->>'completedTasks')::int
from documents d
join (select id from login_accounts where login_role = 'admin' order by id limit 1) l on true
where d.collection = 'courses' and coalesce((d.data->>'completedTasks')::int, 0) > 0;

insert into topic_progress (course_id, topic_id, login_id)
select cs.course_id, ct.id, l.id
from documents d
join course_sections cs on cs.course_id = (d.data->>'courseId')::int
cross join lateral jsonb_array_elements(d.data->'content') with ordinality as s(value, ordinality)
cross join lateral jsonb_array_elements(s.value->'topics') with ordinality as t(value, ordinality)
join course_topics ct on ct.section_id = cs.id and ct.position = t.ordinality - 1
join (select id from login_accounts where login_role = 'admin' order by id limit 1) l on true
where d.collection = 'courseDetails' and cs.position = s.ordinality and (t.value->>'isCompleted')::boolean;

-- the documents no longer hold the catalogue (the collections stay, empty, as the seed leaves
-- them), nor draw course ids from a counter (the sequence does)
delete from documents where collection in ('courses', 'courseDetails');
update collections set version = version + 1 where name in ('courses', 'courseDetails');
delete from id_counters where name in ('courses', 'courseDetails');

select setval(pg_get_serial_sequence('courses', 'id'), coalesce((select max(id) from courses), 0) + 1, false);
