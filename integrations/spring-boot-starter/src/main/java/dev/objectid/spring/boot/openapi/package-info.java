/**
 * springdoc-openapi: each id type a schema of its own (a string of 24 hexadecimal digits, format {@code objectid}),
 * every id a reference to it, as a contract-first spec declares them for openapi-generator.
 */
package dev.objectid.spring.boot.openapi;
