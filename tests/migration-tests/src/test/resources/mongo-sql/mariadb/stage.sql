-- tag::load-data[]
-- Every line of each file as it is, numbered in file order; @customers, @products and @orders count the lines read.
-- A NUL byte would end the field early: the rest of the line is kept after it, so the check below sees it.
truncate table mongo_customers;
truncate table mongo_products;
truncate table mongo_orders;
set @customers = 0, @products = 0, @orders = 0;
load data local infile 'customers.json' into table mongo_customers character set binary
    fields terminated by '\0' escaped by '' lines terminated by '\n' (@raw, @rest)
    set line = (@customers := @customers + 1), raw = concat_ws(x'00', @raw, @rest);
load data local infile 'products.json' into table mongo_products character set binary
    fields terminated by '\0' escaped by '' lines terminated by '\n' (@raw, @rest)
    set line = (@products := @products + 1), raw = concat_ws(x'00', @raw, @rest);
load data local infile 'orders.json' into table mongo_orders character set binary
    fields terminated by '\0' escaped by '' lines terminated by '\n' (@raw, @rest)
    set line = (@orders := @orders + 1), raw = concat_ws(x'00', @raw, @rest);
-- end::load-data[]

-- tag::check[]
-- Stops the script, naming the file and line, if a line read is not staged or is not one whole document.
DELIMITER //
BEGIN NOT ATOMIC
    DECLARE failure VARCHAR(300);
    SELECT CONCAT(file, ': ', lines_read, ' lines read but ', staged, ' staged, line ', first_missing, ' missing')
    INTO failure
    FROM (SELECT 'customers.json' AS file, @customers AS lines_read, COUNT(*) AS staged,
                 COALESCE(MIN(CASE WHEN line <> n THEN n END), COUNT(*) + 1) AS first_missing
          FROM (SELECT line, ROW_NUMBER() OVER (ORDER BY line) AS n FROM mongo_customers) AS c
          UNION ALL
          SELECT 'products.json', @products, COUNT(*), COALESCE(MIN(CASE WHEN line <> n THEN n END), COUNT(*) + 1)
          FROM (SELECT line, ROW_NUMBER() OVER (ORDER BY line) AS n FROM mongo_products) AS p
          UNION ALL
          SELECT 'orders.json', @orders, COUNT(*), COALESCE(MIN(CASE WHEN line <> n THEN n END), COUNT(*) + 1)
          FROM (SELECT line, ROW_NUMBER() OVER (ORDER BY line) AS n FROM mongo_orders) AS o) AS counts
    WHERE staged <> lines_read
    LIMIT 1;
    IF failure IS NULL THEN
        SELECT CONCAT(file, ', line ', line, ': ', problem) INTO failure
        FROM mongo_bad_lines ORDER BY file, line LIMIT 1;
    END IF;
    IF failure IS NOT NULL THEN
        SIGNAL SQLSTATE '45000' SET MESSAGE_TEXT = failure;
    END IF;
END //
DELIMITER ;
-- end::check[]
