package dev.objectid.processor.metamodel;

import com.palantir.javapoet.ClassName;
import dev.objectid.processor.model.Message;
import dev.objectid.processor.model.Problem;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.util.Elements;

/**
 * Looks, when processing is over, for what Hibernate's metamodel generator does without a word when it reads an
 * entity whose typed id does not exist yet: it writes {@code Order_} (and Jakarta Data's {@code _Order}) without the
 * id attribute. Remembered by name: elements of the first round are stale by then.
 *
 * @param entity      the entity whose id had a typed id not generated yet
 * @param idAttribute the name of the id attribute
 * @param typedId     the typed id
 */
public record MetamodelCheck(ClassName entity, String idAttribute, ClassName typedId) {

    /**
     * The problem, on the entity: a metamodel class of Hibernate's exists and lacks the id attribute.
     *
     * @return empty when there is no metamodel class (Hibernate's generator is not in the build) or it is complete
     */
    public Optional<Problem> check(Elements elements) {
        TypeElement entityElement = elements.getTypeElement(entity.canonicalName());
        if (entityElement == null) {
            return Optional.empty();
        }
        List<String> incomplete = new ArrayList<>();
        for (ClassName metamodel : List.of(jpaMetamodel(), jakartaDataMetamodel())) {
            TypeElement written = elements.getTypeElement(metamodel.canonicalName());
            if (written != null && !hasField(written, idAttribute)) {
                incomplete.add(metamodel.simpleName());
            }
        }
        return incomplete.isEmpty()
                ? Optional.empty()
                : Optional.of(Message.metamodelWithoutId(entityElement, entity, idAttribute, typedId, incomplete));
    }

    /** {@code Order_}: JPA's static metamodel, beside the entity. */
    public ClassName jpaMetamodel() {
        return ClassName.get(entity.packageName(), entity.simpleName() + "_");
    }

    /** {@code _Order}: Jakarta Data's static metamodel. */
    public ClassName jakartaDataMetamodel() {
        return ClassName.get(entity.packageName(), "_" + entity.simpleName());
    }

    private static boolean hasField(TypeElement type, String name) {
        for (Element member : type.getEnclosedElements()) {
            if (member.getKind() == ElementKind.FIELD && member.getSimpleName().contentEquals(name)) {
                return true;
            }
        }
        return false;
    }
}
