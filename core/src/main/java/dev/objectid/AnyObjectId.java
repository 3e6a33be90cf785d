package dev.objectid;

/**
 * What {@link ObjectId} and {@link TypedObjectId} have in common and nothing else has: the type JSON-B binds
 * {@link ObjectIdJsonbSerializer} and {@link ObjectIdJsonbDeserializer} to when they are registered in a
 * {@code JsonbConfig}. JSON-B applies a registered serializer to the values whose class, interfaces or superclasses
 * are its type argument, so through this interface it applies them to ids alone and leaves strings, numbers and beans
 * to itself. Package-private: nothing outside names it.
 */
interface AnyObjectId {}
