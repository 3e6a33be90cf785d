/**
 * An API for objectid-jpa's own integrations and for the code objectid-processor generates, not for applications: the
 * contract between the processor and the runtime ({@link dev.objectid.spi.TypedIdContract}), the reader of the
 * typed-id lists ({@link dev.objectid.spi.TypedIdIndex}), and the helpers frameworks share to recognise, convert and
 * report ids ({@link dev.objectid.spi.ObjectIdTypes}). It may change with the integrations, in any release.
 *
 * <p>An application needs nothing of it: what it calls or names ({@code ObjectId}, {@code ObjectIdGenerator},
 * {@code TypedObjectId}, {@code TypedIdType}, the JAXB and JSON-B adapters) is in {@code dev.objectid}. A helper that
 * only integrations use belongs here, not there; {@code PublicSurfaceTest} keeps {@code dev.objectid} to that list.
 */
package dev.objectid.spi;
