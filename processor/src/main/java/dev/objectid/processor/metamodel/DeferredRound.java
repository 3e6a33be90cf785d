package dev.objectid.processor.metamodel;

import dev.objectid.processor.model.Annotations;
import java.lang.annotation.Annotation;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.LinkedHashSet;
import java.util.Set;
import javax.annotation.processing.RoundEnvironment;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * The round a {@link DeferredProcessor} hands the processor it hosts one round late: the root elements of the
 * round it skipped, looked up again (so that the types generated since then resolve in them), and the current round's.
 */
public final class DeferredRound implements RoundEnvironment {

    private final Set<Element> roots;
    private final boolean errorRaised;
    private final Elements elements;

    public DeferredRound(Set<Element> roots, boolean errorRaised, Elements elements) {
        this.roots = roots;
        this.errorRaised = errorRaised;
        this.elements = elements;
    }

    /**
     * The annotations a processor of this round is told about: those of the current round and those on the deferred
     * elements, which the current round may not have (Querydsl's processor skips a round without annotations).
     */
    public Set<TypeElement> annotations(Set<? extends TypeElement> current) {
        Set<TypeElement> all = new LinkedHashSet<>(current);
        Deque<Element> pending = new ArrayDeque<>(roots);
        while (!pending.isEmpty()) {
            Element element = pending.pop();
            for (AnnotationMirror annotation : element.getAnnotationMirrors()) {
                all.add((TypeElement) annotation.getAnnotationType().asElement());
            }
            if (!(element instanceof PackageElement)) {
                pending.addAll(element.getEnclosedElements());
            }
        }
        return all;
    }

    /** Never: the last round is handed over as it is. */
    @Override
    public boolean processingOver() {
        return false;
    }

    @Override
    public boolean errorRaised() {
        return errorRaised;
    }

    @Override
    public Set<? extends Element> getRootElements() {
        return roots;
    }

    @Override
    public Set<? extends Element> getElementsAnnotatedWith(TypeElement annotation) {
        Set<Element> found = new LinkedHashSet<>();
        Deque<Element> pending = new ArrayDeque<>(roots);
        while (!pending.isEmpty()) {
            Element element = pending.pop();
            if (Annotations.has(element, annotation.getQualifiedName().toString())) {
                found.add(element);
            }
            if (!(element instanceof PackageElement)) {
                pending.addAll(element.getEnclosedElements());
            }
        }
        return found;
    }

    @Override
    public Set<? extends Element> getElementsAnnotatedWith(Class<? extends Annotation> annotation) {
        TypeElement type = elements.getTypeElement(annotation.getCanonicalName());
        return type == null ? Set.of() : getElementsAnnotatedWith(type);
    }
}
