package dev.objectid.processor.model;

import javax.annotation.processing.Messager;
import javax.lang.model.element.Element;

/**
 * A diagnostic to report: an error or a warning, as its {@link Message} says.
 *
 * @param element where javac shows it: the element that is wrong; null for the compilation as a whole
 * @param message which diagnostic it is, with its id and kind
 * @param text    what is wrong and how to fix it, starting with the id
 */
public record Problem(Element element, Message message, String text) {

    /** Prints it, with the kind its message has, on its element if it has one. */
    public void printTo(Messager messager) {
        if (element == null) {
            messager.printMessage(message.kind(), text);
        } else {
            messager.printMessage(message.kind(), text, element);
        }
    }
}
