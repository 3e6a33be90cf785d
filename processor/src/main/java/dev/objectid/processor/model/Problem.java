package dev.objectid.processor.model;

import javax.lang.model.element.Element;

/**
 * A compile error to report.
 *
 * @param element where javac shows it: the element that is wrong
 * @param message what is wrong and how to fix it
 */
public record Problem(Element element, String message) {
}
