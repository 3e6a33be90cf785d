package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/** Annotation look-ups by qualified name, so that the processor needs none of the annotations on its class path. */
public final class Annotations {

    private Annotations() {
    }

    public static boolean has(Element element, ClassName annotation) {
        return has(element, annotation.canonicalName());
    }

    public static boolean has(Element element, String annotation) {
        for (AnnotationMirror mirror : element.getAnnotationMirrors()) {
            if (((TypeElement) mirror.getAnnotationType().asElement()).getQualifiedName().contentEquals(annotation)) {
                return true;
            }
        }
        return false;
    }
}
