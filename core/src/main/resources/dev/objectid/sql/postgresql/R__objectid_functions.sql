-- ObjectId functions for PostgreSQL 13 and later, from objectid-core. For SQL written by hand: reports, psql,
-- migrations. An ObjectId is a bytea of 12 bytes; its first 4 are the creation time in seconds since 1970 (UTC),
-- unsigned. Run as a script (psql -f) or as a Flyway repeatable migration from the jar:
-- locations classpath:dev/objectid/sql/postgresql. Every function can be run again to replace it.
--
--   objectid_timestamp(id bytea) -> timestamptz   the creation time, to the second
--   objectid_min_for(t timestamptz) -> bytea      the smallest id of the second t falls in:
--                                                 where id >= objectid_min_for(a) and id < objectid_min_for(b)
--   objectid_generate_for(t timestamptz) -> bytea a new id created in the second t falls in, for back-filling rows
--   objectid_from_hex(hex text) -> bytea          24 hex digits to the 12 bytes
--   objectid_hex(id bytea) -> text                the 12 bytes to 24 lower-case hex digits
--
-- A value that is not an ObjectId (another length, anything but 24 hex digits, a time before 1970 or after 2106) is
-- an error (SQLSTATE 22023) that names it; null gives null. The script holds no backslash and no string whose meaning
-- depends on a setting, so it creates, and the functions run, the same under any standard_conforming_strings or
-- DateStyle.
--
-- objectid_generate_for(t) makes ids of the second t with 5 random bytes (from gen_random_uuid()) and a 3-byte
-- counter from the sequence objectid_counter, which counts 0 .. 16777215 and starts over. Two calls in one database
-- return the same id only if they are given the same second, at least 16777216 values of the sequence lie between
-- them, and their random bytes match too (1 in 2^40). It is volatile: each call, each row, gives a new id. Callers
-- need the usage privilege on objectid_counter.

-- Raises the error of the functions below. It is only reached for bad values, so that they stay plain SQL, which
-- PostgreSQL inlines into the query that calls them (they are not strict for the same reason).
create or replace function objectid_invalid(message text, result_type anyelement) returns anyelement
    language plpgsql immutable parallel safe
as $$
begin
    raise exception '%', message using errcode = '22023';
end
$$;

-- tag::timestamp[]
create or replace function objectid_timestamp(id bytea) returns timestamptz
    language sql immutable parallel safe
as $$
select case when id is null then null
    when octet_length(id) = 12
    then to_timestamp(('x' || encode(substring(id from 1 for 4), 'hex'))::bit(32)::bigint)
    else objectid_invalid('objectid_timestamp: ' || encode(substring(id from 1 for 32), 'hex')
        || ' is ' || octet_length(id)::text || ' bytes, an ObjectId has exactly 12', null::timestamptz)
end
$$;
-- end::timestamp[]

create or replace function objectid_min_for(t timestamptz) returns bytea
    language sql immutable parallel safe
as $$
select case when t is null then null
    when t >= timestamptz '1970-01-01 00:00:00+00' and t < timestamptz '2106-02-07 06:28:16+00'
    then decode(lpad(to_hex(floor(extract(epoch from t))::bigint), 8, '0') || '0000000000000000', 'hex')
    else objectid_invalid('objectid_min_for: ' || t || ' is not in 1970-01-01 00:00:00+00 .. 2106-02-07 06:28:15+00,'
        || ' the range of an ObjectId', null::bytea)
end
$$;

create sequence if not exists objectid_counter as integer minvalue 0 maxvalue 16777215 cycle;

create or replace function objectid_generate_for(t timestamptz) returns bytea
    language sql volatile
as $$
select case when t is null then null
    when t >= timestamptz '1970-01-01 00:00:00+00' and t < timestamptz '2106-02-07 06:28:16+00'
    then decode(lpad(to_hex(floor(extract(epoch from t))::bigint), 8, '0')
        || encode(substring(uuid_send(gen_random_uuid()) from 1 for 5), 'hex')
        || lpad(to_hex(nextval('objectid_counter')), 6, '0'), 'hex')
    else objectid_invalid('objectid_generate_for: ' || t || ' is not in 1970-01-01 00:00:00+00 .. '
        || '2106-02-07 06:28:15+00, the range of an ObjectId', null::bytea)
end
$$;

create or replace function objectid_from_hex(hex text) returns bytea
    language sql immutable parallel safe
as $$
select case when hex is null then null
    when hex ~ '^[0123456789abcdefABCDEF]{24}$'
    then decode(hex, 'hex')
    else objectid_invalid('objectid_from_hex: ''' || left(hex, 40) || ''' is not an ObjectId, '
        || 'expected 24 hexadecimal digits (0-9, a-f, A-F)', null::bytea)
end
$$;

create or replace function objectid_hex(id bytea) returns text
    language sql immutable parallel safe
as $$
select case when id is null then null
    when octet_length(id) = 12
    then encode(id, 'hex')
    else objectid_invalid('objectid_hex: ' || encode(substring(id from 1 for 32), 'hex')
        || ' is ' || octet_length(id)::text || ' bytes, an ObjectId has exactly 12', null::text)
end
$$;
