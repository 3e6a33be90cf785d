package dev.objectid.processor.metamodel;

import com.palantir.javapoet.ClassName;
import dev.objectid.processor.model.Message;
import dev.objectid.processor.model.Names;
import dev.objectid.processor.model.Problem;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.Elements;

/**
 * Looks, when processing is over, for what Querydsl's processor writes when it reads an entity whose typed id does not
 * exist yet: {@code QOrder} with {@code NumberPath<OrderId> id}, which does not compile (javac's own error then says
 * only that {@code OrderId} is not within the bounds of {@code NumberPath}). Remembered by name: elements of the first
 * round are stale by then.
 *
 * @param entity      the entity whose id had a typed id not generated yet
 * @param idAttribute the name of the id attribute
 * @param typedId     the typed id
 * @param queryType   the query type Querydsl's processor writes for the entity, {@code QOrder}
 */
public record QuerydslCheck(ClassName entity, String idAttribute, ClassName typedId, ClassName queryType) {

    /** {@code -Aquerydsl.prefix}, {@code -Aquerydsl.suffix}, {@code -Aquerydsl.packageSuffix}: Querydsl's options. */
    private static final String PREFIX = "querydsl.prefix";

    private static final String SUFFIX = "querydsl.suffix";
    private static final String PACKAGE_SUFFIX = "querydsl.packageSuffix";

    public static QuerydslCheck of(
            ClassName entity, String idAttribute, ClassName typedId, Map<String, String> options) {
        return new QuerydslCheck(entity, idAttribute, typedId, queryType(entity, options));
    }

    /** The query type Querydsl writes for {@code entity}, by its options: {@code QOrder} by default. */
    public static ClassName queryType(ClassName entity, Map<String, String> options) {
        String prefix = options.getOrDefault(PREFIX, "Q");
        String suffix = options.getOrDefault(SUFFIX, "");
        String packageSuffix = options.getOrDefault(PACKAGE_SUFFIX, "");
        return ClassName.get(
                entity.packageName() + (packageSuffix == null ? "" : packageSuffix),
                (prefix == null ? "" : prefix)
                        + String.join("", entity.simpleNames())
                        + (suffix == null ? "" : suffix));
    }

    /**
     * The problem, on the entity: Querydsl's query type exists and holds the id as a {@code NumberPath}.
     *
     * @return empty when there is no query type (Querydsl's processor is not in the build, or ran through
     *         {@code DeferredQuerydslProcessor}) or its id path is not a {@code NumberPath}
     */
    public Optional<Problem> check(Elements elements) {
        TypeElement entityElement = elements.getTypeElement(entity.canonicalName());
        TypeElement written = elements.getTypeElement(queryType.canonicalName());
        if (entityElement == null || written == null) {
            return Optional.empty();
        }
        for (Element member : written.getEnclosedElements()) {
            if (member.getKind() == ElementKind.FIELD
                    && member.getSimpleName().contentEquals(idAttribute)
                    && member.asType().getKind() == TypeKind.DECLARED
                    && ((TypeElement) ((DeclaredType) member.asType()).asElement())
                            .getQualifiedName()
                            .contentEquals(Names.QUERYDSL_NUMBER_PATH.canonicalName())) {
                return Optional.of(Message.querydslNumberPath(entityElement, entity, idAttribute, typedId, queryType));
            }
        }
        return Optional.empty();
    }
}
