-- Raw SQL of docs/databases.md, run by RawSqlTimeRangeTest on MariaDB (session time zone UTC).
-- tag::range[]
select id from orders
where id >= unhex(concat(lpad(hex(unix_timestamp('2024-05-01 00:00:00')), 8, '0'), repeat('0', 16)))
  and id <  unhex(concat(lpad(hex(unix_timestamp('2024-05-02 00:00:00')), 8, '0'), repeat('0', 16)))
order by id;
-- end::range[]
-- tag::created[]
select from_unixtime(conv(hex(left(id, 4)), 16, 10)) as created from orders;
-- end::created[]
