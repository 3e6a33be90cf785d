/** Spring Data JDBC: ObjectId converters, id generation and the start-up check of the conversions. */
package dev.objectid.spring.boot.data.jdbc;
