-- Queries of docs/databases.md with objectid-core's SQL functions, run by SqlFunctionsTest on MariaDB.
-- tag::one-hour[]
select * from events
where id >= objectid_min_for('2024-05-02 10:00:00')
  and id <  objectid_min_for('2024-05-02 11:00:00');
-- end::one-hour[]
-- tag::per-day[]
select date(objectid_timestamp(id)) as day, count(*)
from events
group by 1
order by 1;
-- end::per-day[]
-- tag::generate-for[]
insert into rekey_target (id, n)
select objectid_generate_for(created_at), n from rekey_source;
-- end::generate-for[]
