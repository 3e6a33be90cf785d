/** Spring for GraphQL: malformed id arguments answered as client errors. */
package dev.objectid.spring.boot.graphql;
