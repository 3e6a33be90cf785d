-- SQL of the id functions, captured by HqlFunctionsSqlTest. Quoted by docs/databases.md;
-- rewrite with -Dexpected.sql.update=true.

-- tag::hex[]
select encode(o1_0.id, 'hex'),encode(o1_0.customer_id, 'hex') from orders o1_0 order by o1_0.id
-- end::hex[]

-- tag::latest-per-customer[]
select o1_0.customer_id,decode(max(encode(o1_0.id, 'hex') collate "C"), 'hex') from orders o1_0 group by o1_0.customer_id order by decode(max(encode(o1_0.id, 'hex') collate "C"), 'hex') desc
-- end::latest-per-customer[]

-- tag::max-min[]
select decode(max(encode(o1_0.id, 'hex') collate "C"), 'hex'),decode(min(encode(o1_0.id, 'hex') collate "C"), 'hex'),decode(max(encode(ae1_0.id, 'hex') collate "C"), 'hex') from orders o1_0,AuditEvent ae1_0
-- end::max-min[]

-- tag::orders-per-day[]
select cast(to_timestamp(('x' || encode(substring(o1_0.id from 1 for 4), 'hex'))::bit(32)::bigint) as date),count(*) from orders o1_0 group by 1 order by 1
-- end::orders-per-day[]

-- tag::timestamp-plain-id[]
select to_timestamp(('x' || encode(substring(ae1_0.id from 1 for 4), 'hex'))::bit(32)::bigint) from AuditEvent ae1_0
-- end::timestamp-plain-id[]

-- tag::timestamp-where[]
select o1_0.id,to_timestamp(('x' || encode(substring(o1_0.id from 1 for 4), 'hex'))::bit(32)::bigint) from orders o1_0 where to_timestamp(('x' || encode(substring(o1_0.id from 1 for 4), 'hex'))::bit(32)::bigint)>=? and to_timestamp(('x' || encode(substring(o1_0.id from 1 for 4), 'hex'))::bit(32)::bigint)<? order by to_timestamp(('x' || encode(substring(o1_0.id from 1 for 4), 'hex'))::bit(32)::bigint)
-- end::timestamp-where[]
