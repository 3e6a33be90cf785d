package dev.objectid.spring.boot.openapi;

import com.fasterxml.jackson.databind.JavaType;
import dev.objectid.ObjectId;
import dev.objectid.spi.ObjectIdTypes;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.core.jackson.TypeNameResolver;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.oas.models.Components;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.media.Schema;
import java.util.Iterator;

/**
 * Documents ObjectIds and typed ids in springdoc's OpenAPI description as what they are in JSON and in URLs: each id
 * type is a schema of its own in {@code components/schemas}, named after the type ({@code ObjectId},
 * {@code CustomerId}): a string of format {@value #FORMAT}, 24 hexadecimal digits, with a pattern, an example and a
 * description; wherever an id appears (path variable, request parameter, body, response, collection element) it is a
 * {@code $ref} to that schema, and a map keyed by ids refers to it in {@code propertyNames} (OpenAPI 3.1). A
 * contract-first spec declares the same schemas and openapi-generator maps them back to the Java types
 * ({@code schemaMappings}). Without it, swagger-core describes an {@code ObjectId} as an object of its getters and a
 * typed id as an object or a bare string.
 */
final class ObjectIdModelConverter implements ModelConverter {

    /** The {@code format} of every id's schema. */
    static final String FORMAT = "objectid";
    /** The pattern of every id: what {@link ObjectId#parse(CharSequence)} accepts, in either case. */
    static final String PATTERN = "^[0-9a-fA-F]{" + ObjectId.HEX_LENGTH + "}$";
    /** The example every id shows. */
    static final String EXAMPLE = "6740c5e1a3f29b04c7000001";

    @Override
    public Schema<?> resolve(AnnotatedType annotated, ModelConverterContext context, Iterator<ModelConverter> chain) {
        JavaType type = annotated.getType() == null ? null : Json.mapper().constructType(annotated.getType());
        if (type != null && ObjectIdTypes.isId(type.getRawClass())) {
            return reference(type, context);
        }
        Schema<?> schema = chain.hasNext() ? chain.next().resolve(annotated, context, chain) : null;
        if (schema != null
                && type != null
                && type.isMapLikeType()
                && ObjectIdTypes.isId(type.getKeyType().getRawClass())) {
            schema.setPropertyNames(reference(type.getKeyType(), context));
        }
        return schema;
    }

    /**
     * A reference to the schema of the id type {@code type}, which it defines in the components the first time; named
     * as swagger-core names the application's classes (the simple name, or the qualified one with
     * {@code springdoc.use-fqn}).
     */
    private static Schema<?> reference(JavaType type, ModelConverterContext context) {
        boolean openApi31 = openApi31(context);
        String name = TypeNameResolver.std.nameForType(type);
        if (!context.getDefinedModels().containsKey(name)) {
            context.defineModel(name, idSchema(type.getRawClass(), openApi31));
        }
        Schema<?> reference = new Schema<>().$ref(Components.COMPONENTS_SCHEMAS_REF + name);
        return openApi31 ? reference.specVersion(SpecVersion.V31) : reference;
    }

    private static Schema<String> idSchema(Class<?> idType, boolean openApi31) {
        Schema<String> schema = new Schema<>();
        if (openApi31) {
            schema.specVersion(SpecVersion.V31).addType("string");
        } else {
            schema.type("string");
        }
        return schema.format(FORMAT)
                .pattern(PATTERN)
                .minLength(ObjectId.HEX_LENGTH)
                .maxLength(ObjectId.HEX_LENGTH)
                .example(EXAMPLE)
                .description(description(idType, false));
    }

    /**
     * What an id of {@code idType} is, in a sentence; with {@code pattern}, the pattern too (for the description of a
     * parameter, which Swagger UI shows where it shows no pattern).
     */
    static String description(Class<?> idType, boolean pattern) {
        String named = ObjectIdTypes.withArticle(idType);
        String what = Character.toUpperCase(named.charAt(0))
                + named.substring(1)
                + (idType == ObjectId.class ? "" : ": an ObjectId");
        return what + ", 24 hexadecimal digits" + (pattern ? " (pattern " + PATTERN + ")" : "")
                + "; the first 8 are its creation time (seconds since 1970)";
    }

    private static boolean openApi31(ModelConverterContext context) {
        for (Iterator<ModelConverter> converters = context.getConverters(); converters.hasNext(); ) {
            if (converters.next().isOpenapi31()) {
                return true;
            }
        }
        return false;
    }
}
