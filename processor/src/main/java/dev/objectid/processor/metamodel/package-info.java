/**
 * Other processors that generate a metamodel of the entities (Hibernate's, Querydsl's): the host that runs them one
 * round late, so that they see the typed ids, and the checks that say when a build needs it. Internal to the processor;
 * not an API.
 */
package dev.objectid.processor.metamodel;
