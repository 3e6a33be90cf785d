package dev.objectid.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.Types;

/**
 * Looks for a generic base class whose id JAXB cannot write: JAXB sees a property declared with a type variable
 * ({@code ID id} in {@code BaseEntity<ID>}) as the variable's bound, and a bound that is an interface (such as
 * {@code Serializable}) or {@code Object} names no adapter, so an entity below fails when it is written as XML, at run
 * time. Only while the JAXB API is on the class path: without it nothing writes XML through JAXB.
 */
public final class JaxbBoundCheck {

    private JaxbBoundCheck() {}

    /**
     * The warning, on the attribute: it is declared with a type variable, outside an entity, whose bound JAXB cannot
     * map.
     *
     * @return empty without the JAXB API, for any other attribute, and for a bound JAXB maps (such as
     *         {@code TypedObjectId<ID>}, which names its adapter)
     */
    public static Optional<Problem> check(GeneratedAttribute attribute, Features features, Types types) {
        Element member = attribute.element();
        Element declarer = member.getEnclosingElement();
        if (!features.jaxb()
                || attribute.type() != AttributeType.TYPE_VARIABLE
                || attribute.isStatic()
                || !(declarer instanceof TypeElement)
                || Annotations.isEntity(declarer)) {
            return Optional.empty(); // a type variable of an entity is an error of its own
        }
        TypeMirror declared =
                member.getKind() == ElementKind.METHOD ? ((ExecutableElement) member).getReturnType() : member.asType();
        TypeMirror bound = types.erasure(declared); // what JAXB sees: the erasure of the (first) bound
        if (bound.getKind() != TypeKind.DECLARED) {
            return Optional.empty();
        }
        TypeElement boundType = (TypeElement) ((DeclaredType) bound).asElement();
        boolean isInterface = boundType.getKind() == ElementKind.INTERFACE;
        if (!isInterface && !boundType.getQualifiedName().contentEquals("java.lang.Object")) {
            return Optional.empty();
        }
        boolean jsonbReadsNothing = features.jsonb() && !Annotations.has(member, Names.JSONB_TYPE_DESERIALIZER);
        String baseClass =
                String.join(".", ClassName.get((TypeElement) declarer).simpleNames());
        return Optional.of(Message.boundJaxbCannotMap(
                member, attribute, baseClass, boundType.getQualifiedName().toString(), isInterface, jsonbReadsNothing));
    }
}
