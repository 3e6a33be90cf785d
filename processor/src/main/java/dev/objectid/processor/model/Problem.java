package dev.objectid.processor.model;

import javax.lang.model.element.Element;

/**
 * A diagnostic to report: an error, or a warning where the caller reports it as one.
 *
 * @param element where javac shows it: the element that is wrong
 * @param message what is wrong and how to fix it
 */
public record Problem(Element element, String message) {
}
