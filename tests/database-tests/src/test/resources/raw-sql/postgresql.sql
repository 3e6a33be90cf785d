-- Raw SQL of docs/databases.md, run by RawSqlTimeRangeTest on PostgreSQL (session time zone UTC).
-- tag::range[]
select id from orders
where id >= decode(lpad(to_hex(extract(epoch from timestamptz '2024-05-01')::bigint), 8, '0') || '0000000000000000', 'hex')
  and id <  decode(lpad(to_hex(extract(epoch from timestamptz '2024-05-02')::bigint), 8, '0') || '0000000000000000', 'hex')
order by id;
-- end::range[]
-- tag::created[]
select to_timestamp(('x' || encode(substring(id from 1 for 4), 'hex'))::bit(32)::bigint) as created from orders;
-- end::created[]
