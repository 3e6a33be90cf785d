/** The shared ObjectId generator: its process value from Spring's configuration. */
package dev.objectid.spring.boot.generator;
