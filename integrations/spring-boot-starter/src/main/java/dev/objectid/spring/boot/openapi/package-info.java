/** springdoc-openapi: ids documented as strings of 24 hexadecimal digits. */
package dev.objectid.spring.boot.openapi;
