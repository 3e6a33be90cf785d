-- SQL sent by each time-range helper, captured by TimeRangeSqlTest. Quoted by
-- docs/time-range-queries.md; rewrite with -Dexpected.sql.update=true.

-- tag::criteria-before[]
select o1_0.id,o1_0.customer_id,o1_0.item,o1_0.referredBy from orders o1_0 where o1_0.id<?
-- end::criteria-before[]

-- tag::criteria-between[]
select o1_0.id,o1_0.customer_id,o1_0.item,o1_0.referredBy from orders o1_0 where o1_0.id>=? and o1_0.id<?
-- end::criteria-between[]

-- tag::criteria-since[]
select o1_0.id,o1_0.customer_id,o1_0.item,o1_0.referredBy from orders o1_0 where o1_0.id>=?
-- end::criteria-since[]

-- tag::derived-query[]
select o1_0.id,o1_0.customer_id,o1_0.item,o1_0.referredBy from orders o1_0 where o1_0.id>=? and o1_0.id<?
-- end::derived-query[]

-- tag::fragment-count[]
select count(o1_0.id) from orders o1_0 where o1_0.id>=? and o1_0.id<?
-- end::fragment-count[]

-- tag::fragment-list[]
select o1_0.id,o1_0.customer_id,o1_0.item,o1_0.referredBy from orders o1_0 where o1_0.id>=? and o1_0.id<? order by o1_0.id
-- end::fragment-list[]

-- tag::fragment-page[]
select o1_0.id,o1_0.customer_id,o1_0.item,o1_0.referredBy from orders o1_0 where o1_0.id>=? and o1_0.id<? order by o1_0.id offset ? rows fetch first ? rows only
select count(o1_0.id) from orders o1_0 where o1_0.id>=? and o1_0.id<?
-- end::fragment-page[]

-- tag::fragment-since-count[]
select count(o1_0.id) from orders o1_0 where o1_0.id>=?
-- end::fragment-since-count[]

-- tag::fragment-since-list[]
select o1_0.id,o1_0.customer_id,o1_0.item,o1_0.referredBy from orders o1_0 where o1_0.id>=? order by o1_0.id
-- end::fragment-since-list[]

-- tag::fragment-since-page[]
select o1_0.id,o1_0.customer_id,o1_0.item,o1_0.referredBy from orders o1_0 where o1_0.id>=? order by o1_0.id offset ? rows fetch first ? rows only
select count(o1_0.id) from orders o1_0 where o1_0.id>=?
-- end::fragment-since-page[]

-- tag::plain-criteria-between[]
select ae1_0.id,ae1_0.action from AuditEvent ae1_0 where ae1_0.id>=? and ae1_0.id<?
-- end::plain-criteria-between[]

-- tag::plain-derived-query[]
select ae1_0.id,ae1_0.action from AuditEvent ae1_0 where ae1_0.id>=? and ae1_0.id<?
-- end::plain-derived-query[]

-- tag::plain-fragment-list[]
select ae1_0.id,ae1_0.action from AuditEvent ae1_0 where ae1_0.id>=? and ae1_0.id<? order by ae1_0.id
-- end::plain-fragment-list[]

-- tag::plain-specification-between[]
select ae1_0.id,ae1_0.action from AuditEvent ae1_0 where ae1_0.id>=? and ae1_0.id<?
-- end::plain-specification-between[]

-- tag::specification-before[]
select o1_0.id,o1_0.customer_id,o1_0.item,o1_0.referredBy from orders o1_0 where o1_0.id<?
-- end::specification-before[]

-- tag::specification-between[]
select o1_0.id,o1_0.customer_id,o1_0.item,o1_0.referredBy from orders o1_0 where o1_0.id>=? and o1_0.id<?
-- end::specification-between[]

-- tag::specification-since[]
select o1_0.id,o1_0.customer_id,o1_0.item,o1_0.referredBy from orders o1_0 where o1_0.id>=?
-- end::specification-since[]
