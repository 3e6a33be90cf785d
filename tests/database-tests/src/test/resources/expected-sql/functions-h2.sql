-- SQL of the id functions, captured by HqlFunctionsSqlTest. Quoted by docs/databases.md;
-- rewrite with -Dexpected.sql.update=true.

-- tag::hex[]
select rawtohex(o1_0.id),rawtohex(o1_0.customer_id) from orders o1_0 order by o1_0.id
-- end::hex[]

-- tag::latest-per-customer[]
select o1_0.customer_id,max(o1_0.id) from orders o1_0 group by o1_0.customer_id order by max(o1_0.id) desc
-- end::latest-per-customer[]

-- tag::max-min[]
select max(o1_0.id),min(o1_0.id),max(ae1_0.id) from orders o1_0,AuditEvent ae1_0
-- end::max-min[]

-- tag::orders-per-day[]
select cast(timestamp with time zone '1970-01-01 00:00:00+00' + cast(cast(X'00000000' || substring(o1_0.id, 1, 4) as bigint) as interval second(10)) as date) c0,count(*) c1 from orders o1_0 group by c0 order by 1
-- end::orders-per-day[]

-- tag::timestamp-plain-id[]
select timestamp with time zone '1970-01-01 00:00:00+00' + cast(cast(X'00000000' || substring(ae1_0.id, 1, 4) as bigint) as interval second(10)) from AuditEvent ae1_0
-- end::timestamp-plain-id[]

-- tag::timestamp-where[]
select o1_0.id,timestamp with time zone '1970-01-01 00:00:00+00' + cast(cast(X'00000000' || substring(o1_0.id, 1, 4) as bigint) as interval second(10)) from orders o1_0 where timestamp with time zone '1970-01-01 00:00:00+00' + cast(cast(X'00000000' || substring(o1_0.id, 1, 4) as bigint) as interval second(10))>=? and timestamp with time zone '1970-01-01 00:00:00+00' + cast(cast(X'00000000' || substring(o1_0.id, 1, 4) as bigint) as interval second(10))<? order by timestamp with time zone '1970-01-01 00:00:00+00' + cast(cast(X'00000000' || substring(o1_0.id, 1, 4) as bigint) as interval second(10))
-- end::timestamp-where[]
