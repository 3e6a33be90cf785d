-- SQL of the id functions, captured by HqlFunctionsSqlTest. Quoted by docs/databases.md;
-- rewrite with -Dexpected.sql.update=true.

-- tag::hex[]
select lower(hex(o1_0.id)),lower(hex(o1_0.customer_id)) from orders o1_0 order by o1_0.id
-- end::hex[]

-- tag::latest-per-customer[]
select o1_0.customer_id,max(o1_0.id) from orders o1_0 group by o1_0.customer_id order by max(o1_0.id) desc
-- end::latest-per-customer[]

-- tag::max-min[]
select max(o1_0.id),min(o1_0.id),max(ae1_0.id) from orders o1_0,AuditEvent ae1_0
-- end::max-min[]

-- tag::orders-per-day[]
select cast(timestampadd(second, cast(conv(hex(left(o1_0.id, 4)), 16, 10) as unsigned), timestamp '1970-01-01 00:00:00') as date),count(*) from orders o1_0 group by 1 order by 1
-- end::orders-per-day[]

-- tag::timestamp-plain-id[]
select timestampadd(second, cast(conv(hex(left(ae1_0.id, 4)), 16, 10) as unsigned), timestamp '1970-01-01 00:00:00') from AuditEvent ae1_0
-- end::timestamp-plain-id[]

-- tag::timestamp-where[]
select o1_0.id,timestampadd(second, cast(conv(hex(left(o1_0.id, 4)), 16, 10) as unsigned), timestamp '1970-01-01 00:00:00') from orders o1_0 where timestampadd(second, cast(conv(hex(left(o1_0.id, 4)), 16, 10) as unsigned), timestamp '1970-01-01 00:00:00')>=? and timestampadd(second, cast(conv(hex(left(o1_0.id, 4)), 16, 10) as unsigned), timestamp '1970-01-01 00:00:00')<? order by timestampadd(second, cast(conv(hex(left(o1_0.id, 4)), 16, 10) as unsigned), timestamp '1970-01-01 00:00:00')
-- end::timestamp-where[]
