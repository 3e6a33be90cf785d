package dev.objectid.cli.importer.read;

import java.util.Map;

/**
 * An Extended JSON value of a BSON type no column type stands for ({@code $timestamp}, {@code $regularExpression},
 * {@code $minKey}, ...): kept as it was written, so that it can go into a JSON column, and refused by every other.
 *
 * @param type    the type's key, for example {@code $regularExpression}
 * @param wrapper the whole wrapper document as read
 */
public record OtherBsonValue(String type, Map<String, Object> wrapper) {}
