-- ObjectId functions for MariaDB 10.3 and later and MySQL 8, from objectid-core. For SQL written by hand: reports,
-- the mariadb client, migrations. An ObjectId is a binary(12); its first 4 bytes are the creation time in seconds
-- since 1970 (UTC), unsigned. Run as a script (mariadb < file) or as a Flyway repeatable migration from the jar:
-- locations classpath:dev/objectid/sql/mariadb. The script drops and creates the functions, so it can be run again.
--
--   objectid_timestamp(id) -> datetime            the creation time in UTC, to the second (also after 2038)
--   objectid_min_for(t datetime) -> binary(12)    the smallest id of the second t (read as UTC) falls in:
--                                                 where id >= objectid_min_for(a) and id < objectid_min_for(b)
--   objectid_generate_for(t datetime) -> binary(12)  a new id created in the second t (read as UTC) falls in,
--                                                 for back-filling rows
--   objectid_from_hex(hex) -> binary(12)          24 hex digits to the 12 bytes
--   objectid_hex(id) -> char(24)                  the 12 bytes to 24 lower-case hex digits
--
-- A value that is not an ObjectId (another length, anything but 24 hex digits, a time before 1970 or after 2106) is
-- an error (SQLSTATE 22023) that names it; null gives null. A function runs with the sql_mode it was created with,
-- whatever the caller's: the script creates them with the mode it sets below, so they parse and behave the same
-- whether the session runs with ANSI_QUOTES, NO_BACKSLASH_ESCAPES, PIPES_AS_CONCAT or ORACLE, and gives the session
-- its own mode back at the end. With binary logging on, creating them needs the SUPER privilege or
-- log_bin_trust_function_creators = 1.
--
-- objectid_generate_for(t) makes ids of the second t with 5 random bytes (from MD5(UUID())) and a 3-byte counter, the
-- low 24 bits of UUID_SHORT(), which the server increments on every call. Two calls on one server, between two
-- restarts, return the same id only if they are given the same second, at least 16777216 calls to UUID_SHORT() lie
-- between them, and their random bytes match too (1 in 2^40). It is NOT DETERMINISTIC: each call, each row, gives a
-- new id; replicate statements that call it as rows (binlog_format ROW or MIXED), or each replica makes other ids.

SET @objectid_caller_sql_mode = @@SESSION.sql_mode;
SET SESSION sql_mode = 'STRICT_ALL_TABLES,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION';

DELIMITER //

DROP FUNCTION IF EXISTS objectid_timestamp //
-- tag::timestamp[]
CREATE FUNCTION objectid_timestamp(id LONGBLOB) RETURNS DATETIME
    DETERMINISTIC NO SQL
BEGIN
    DECLARE message VARCHAR(200);
    IF LENGTH(id) <> 12 THEN
        SET message = CONCAT('objectid_timestamp: ', LOWER(HEX(LEFT(id, 32))), ' is ', LENGTH(id),
            ' bytes, an ObjectId has exactly 12');
        SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
    END IF;
    RETURN TIMESTAMPADD(SECOND, CAST(CONV(HEX(LEFT(id, 4)), 16, 10) AS UNSIGNED), TIMESTAMP '1970-01-01 00:00:00');
END //
-- end::timestamp[]

DROP FUNCTION IF EXISTS objectid_min_for //
CREATE FUNCTION objectid_min_for(t DATETIME(6)) RETURNS BINARY(12)
    DETERMINISTIC NO SQL
BEGIN
    DECLARE message VARCHAR(200);
    IF t < TIMESTAMP '1970-01-01 00:00:00' OR t >= TIMESTAMP '2106-02-07 06:28:16' THEN
        SET message = CONCAT('objectid_min_for: ', t, ' is not in 1970-01-01 00:00:00 .. 2106-02-07 06:28:15',
            ' (UTC), the range of an ObjectId');
        SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
    END IF;
    RETURN UNHEX(CONCAT(LPAD(HEX(TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', t)), 8, '0'),
        REPEAT('0', 16)));
END //

DROP FUNCTION IF EXISTS objectid_generate_for //
CREATE FUNCTION objectid_generate_for(t DATETIME(6)) RETURNS BINARY(12)
    NOT DETERMINISTIC NO SQL
BEGIN
    DECLARE message VARCHAR(200);
    IF t < TIMESTAMP '1970-01-01 00:00:00' OR t >= TIMESTAMP '2106-02-07 06:28:16' THEN
        SET message = CONCAT('objectid_generate_for: ', t, ' is not in 1970-01-01 00:00:00 .. 2106-02-07 06:28:15',
            ' (UTC), the range of an ObjectId');
        SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
    END IF;
    RETURN UNHEX(CONCAT(LPAD(HEX(TIMESTAMPDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', t)), 8, '0'),
        LEFT(MD5(UUID()), 10), LPAD(HEX(UUID_SHORT() & 16777215), 6, '0')));
END //

DROP FUNCTION IF EXISTS objectid_from_hex //
CREATE FUNCTION objectid_from_hex(hex LONGTEXT CHARACTER SET utf8mb4) RETURNS BINARY(12)
    DETERMINISTIC NO SQL
BEGIN
    DECLARE message VARCHAR(200);
    -- the length first: $ also matches before a final newline
    IF CHAR_LENGTH(hex) <> 24 OR hex NOT REGEXP '^[0123456789abcdefABCDEF]{24}$' THEN
        SET message = CONCAT('objectid_from_hex: ''', LEFT(hex, 40), ''' is not an ObjectId, ',
            'expected 24 hexadecimal digits (0-9, a-f, A-F)');
        SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
    END IF;
    RETURN UNHEX(hex);
END //

DROP FUNCTION IF EXISTS objectid_hex //
CREATE FUNCTION objectid_hex(id LONGBLOB) RETURNS CHAR(24)
    DETERMINISTIC NO SQL
BEGIN
    DECLARE message VARCHAR(200);
    IF LENGTH(id) <> 12 THEN
        SET message = CONCAT('objectid_hex: ', LOWER(HEX(LEFT(id, 32))), ' is ', LENGTH(id),
            ' bytes, an ObjectId has exactly 12');
        SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
    END IF;
    RETURN LOWER(HEX(id));
END //

DELIMITER ;

SET SESSION sql_mode = @objectid_caller_sql_mode;
