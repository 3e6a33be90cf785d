-- ObjectId functions for MariaDB 10.3 and later and MySQL 8, from objectid-core. For SQL written by hand: reports,
-- the mariadb client, migrations. An ObjectId is a binary(12); its first 4 bytes are the creation time in seconds
-- since 1970 (UTC), unsigned. Run as a script (mariadb < file) or as a Flyway repeatable migration from the jar:
-- locations classpath:dev/objectid/sql/mariadb. The script drops and creates the functions, so it can be run again.
--
--   objectid_timestamp(id) -> datetime            the creation time in UTC, to the second (also after 2038)
--   objectid_min_for(t datetime) -> binary(12)    the smallest id of the second t (read as UTC) falls in:
--                                                 where id >= objectid_min_for(a) and id < objectid_min_for(b)
--   objectid_from_hex(hex) -> binary(12)          24 hex digits to the 12 bytes
--   objectid_hex(id) -> char(24)                  the 12 bytes to 24 lower-case hex digits
--
-- A value that is not an ObjectId (another length, a bad digit, a time before 1970 or after 2106) is an error
-- (SQLSTATE 22023) that names it; null gives null. The functions are DETERMINISTIC and read no tables; with binary
-- logging on, creating them needs the SUPER privilege or log_bin_trust_function_creators = 1.

DELIMITER //

DROP FUNCTION IF EXISTS objectid_timestamp //
-- tag::timestamp[]
CREATE FUNCTION objectid_timestamp(id VARBINARY(255)) RETURNS DATETIME
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

DROP FUNCTION IF EXISTS objectid_from_hex //
CREATE FUNCTION objectid_from_hex(hex VARCHAR(255)) RETURNS BINARY(12)
    DETERMINISTIC NO SQL
BEGIN
    DECLARE message VARCHAR(200);
    IF hex NOT REGEXP '^[0-9a-fA-F]{24}$' THEN
        SET message = CONCAT('objectid_from_hex: ''', LEFT(hex, 40), ''' is not an ObjectId, ',
            'expected 24 hexadecimal digits (0-9, a-f, A-F)');
        SIGNAL SQLSTATE '22023' SET MESSAGE_TEXT = message;
    END IF;
    RETURN UNHEX(hex);
END //

DROP FUNCTION IF EXISTS objectid_hex //
CREATE FUNCTION objectid_hex(id VARBINARY(255)) RETURNS CHAR(24)
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
