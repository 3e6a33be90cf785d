/** Spring's plain JDBC ({@code JdbcTemplate}, {@code JdbcClient}, row mappers): ids passed with nothing per call. */
package dev.objectid.spring.boot.jdbc;
