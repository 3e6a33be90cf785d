package dev.objectid.benchmarks.importer;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The shop's tables (as in the migration tests' {@code db/shop}) on one database, for one shape: {@link #tables()}
 * without keys, {@link #keys()} the primary keys, the {@code orders_customer} index and the foreign keys, and the
 * floor's client script.
 *
 * @param postgresql PostgreSQL, else MariaDB
 * @param items      with {@code order_lines}, the orders' items
 */
record ShopSchema(boolean postgresql, boolean items) {

    private static final List<String> TABLES = List.of(
            "create table products (id {key}, sku varchar(40) not null, name varchar(200) not null,"
                    + " price decimal(10, 2) not null)",
            "create table customers (id {key}, name varchar(100) not null, email varchar(200),"
                    + " loyalty_points bigint not null, city varchar(100), country varchar(2), note varchar(200),"
                    + " created_at {time} not null)",
            "create table orders (id {key}, customer_id {oid} not null, referred_by {oid},"
                    + " status varchar(16) not null, created_at {time} not null)",
            "create table order_lines (order_id {oid} not null, line_no integer not null,"
                    + " product_id {oid} not null, quantity integer not null, unit_price decimal(10, 2) not null)");
    private static final List<String> KEYS = List.of(
            "alter table products add primary key (id), add unique (sku)",
            "alter table customers add primary key (id)",
            "alter table orders add primary key (id)",
            "create index orders_customer on orders (customer_id)",
            "alter table orders add foreign key (customer_id) references customers (id),"
                    + " add foreign key (referred_by) references customers (id)",
            "alter table order_lines add primary key (order_id, line_no),"
                    + " add foreign key (order_id) references orders (id),"
                    + " add foreign key (product_id) references products (id)");

    /** The tables loaded, parents first. */
    List<String> names() {
        return items
                ? List.of("products", "customers", "orders", "order_lines")
                : List.of("products", "customers", "orders");
    }

    /** Primary and foreign keys the tables have when loaded. */
    int constraints() {
        return items ? 8 : 5;
    }

    /** A query of sums over every column kind, which a run that loads wrong values changes. */
    String contents() {
        return "select (select sum(price) from products) prices, (select sum(loyalty_points) from customers) points,"
                + " (select count(note) from customers) notes, (select min(created_at) from customers) first_customer,"
                + " (select max(created_at) from orders) last_order, (select count(referred_by) from orders) referred,"
                + " (select sum(length(status)) from orders) statuses,"
                + " (select id from orders order by id desc limit 1) last_id,"
                + " (select customer_id from orders order by customer_id limit 1) first_customer_id"
                + (items
                        ? ", (select sum(quantity * unit_price) from order_lines) amount,"
                                + " (select sum(line_no) from order_lines) positions,"
                                + " (select product_id from order_lines order by product_id desc limit 1) last_product"
                        : "");
    }

    List<String> tables() {
        return TABLES.subList(0, names().size()).stream()
                .map(sql -> sql.replace(
                                        "{key}",
                                        postgresql
                                                ? "bytea not null check (octet_length(id) = 12)"
                                                : "binary(12) not null")
                                .replace("{oid}", postgresql ? "bytea" : "binary(12)")
                                .replace("{time}", postgresql ? "timestamptz(3)" : "datetime(3)")
                        + (postgresql ? "" : " engine=InnoDB"))
                .toList();
    }

    List<String> keys() {
        return items ? KEYS : KEYS.subList(0, KEYS.size() - 1);
    }

    List<String> dropAll() {
        return List.of(
                "drop table if exists order_lines",
                "drop table if exists orders",
                "drop table if exists customers",
                "drop table if exists products");
    }

    /**
     * The floor's script. PostgreSQL: {@code psql}'s {@code \copy} into tables without keys, then the keys, all in
     * one transaction as {@code pg_restore --single-transaction} runs a dump. MariaDB: what {@code mysqldump --tab}
     * and {@code mysqlimport} do: {@code LOAD DATA LOCAL INFILE} into the tables with their keys, the checks off as
     * a dump switches them off, then on.
     */
    String floorScript(Path data) {
        List<String> lines = new ArrayList<>();
        if (postgresql) {
            lines.add("\\set ON_ERROR_STOP on");
            lines.add("begin;");
            names().forEach(t -> lines.add(
                    "\\copy " + t + " from '" + data.resolve("postgresql/" + t + ".csv") + "' with (format csv)"));
            keys().forEach(k -> lines.add(k + ";"));
            lines.add("commit;");
        } else {
            lines.add("set foreign_key_checks = 0;");
            lines.add("set unique_checks = 0;");
            names().forEach(t -> lines.add("load data local infile '" + data.resolve("mariadb/" + t + ".txt")
                    + "' into table " + t + " character set binary;"));
            lines.add("set unique_checks = 1;");
            lines.add("set foreign_key_checks = 1;");
        }
        return String.join("\n", lines) + "\n";
    }

    /** The tool's mapping file: the customers' address fields, and for {@link #items} the orders' items. */
    String mapping() {
        String customers = "\"customers\": {\"fields\": {\"address.city\": \"city\", \"address.country\": "
                + "\"country\", \"address.zip\": null}}";
        String orders = ",\n \"orders\": {\"arrays\": {\"items\": {\"table\": \"order_lines\", \"parent\": "
                + "\"order_id\", \"position\": \"line_no\"}}}";
        return "{" + customers + (items ? orders : "") + "}\n";
    }
}
