package dev.objectid.sample.web;

/**
 * One entry of the {@code errors} list of a 400 problem body: which field or parameter, what is wrong with it, and
 * the value received.
 *
 * @param field the name of the field of the request body, or of the request parameter
 * @param message what is wrong
 * @param rejectedValue the value received, as received; null when it was missing
 */
public record FieldProblem(String field, String message, Object rejectedValue) {}
