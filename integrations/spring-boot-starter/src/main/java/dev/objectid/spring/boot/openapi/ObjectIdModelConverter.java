package dev.objectid.spring.boot.openapi;

import com.fasterxml.jackson.databind.JavaType;
import dev.objectid.ObjectId;
import dev.objectid.spi.ObjectIdTypes;
import io.swagger.v3.core.converter.AnnotatedType;
import io.swagger.v3.core.converter.ModelConverter;
import io.swagger.v3.core.converter.ModelConverterContext;
import io.swagger.v3.core.util.Json;
import io.swagger.v3.oas.models.SpecVersion;
import io.swagger.v3.oas.models.media.Schema;
import java.util.Iterator;

/**
 * Documents ObjectIds and typed ids in springdoc's OpenAPI description as what they are in JSON and in URLs: a
 * string of 24 hexadecimal digits, with a pattern, an example and a description, wherever they appear (path variable,
 * request parameter, body, response, collection element); a map keyed by ids gets the pattern for its keys as
 * {@code propertyNames} (OpenAPI 3.1). Without it, swagger-core describes an {@code ObjectId} as an object of its
 * getters and a typed id as an object or a bare string.
 */
final class ObjectIdModelConverter implements ModelConverter {

    /** The pattern of every id, as OpenAPI documents it. */
    static final String PATTERN = "^[0-9a-fA-F]{24}$";
    /** The example every id shows. */
    static final String EXAMPLE = "6740c5e1a3f29b04c7000001";

    @Override
    public Schema<?> resolve(AnnotatedType annotated, ModelConverterContext context, Iterator<ModelConverter> chain) {
        JavaType type = annotated.getType() == null ? null : Json.mapper().constructType(annotated.getType());
        if (type != null && ObjectIdTypes.isId(type.getRawClass())) {
            return idSchema(type.getRawClass(), openApi31(context));
        }
        Schema<?> schema = chain.hasNext() ? chain.next().resolve(annotated, context, chain) : null;
        if (schema != null
                && type != null
                && type.isMapLikeType()
                && ObjectIdTypes.isId(type.getKeyType().getRawClass())) {
            schema.setPropertyNames(idSchema(type.getKeyType().getRawClass(), openApi31(context)));
        }
        return schema;
    }

    static Schema<String> idSchema(Class<?> idType, boolean openApi31) {
        Schema<String> schema = new Schema<>();
        if (openApi31) {
            schema.specVersion(SpecVersion.V31).addType("string");
        } else {
            schema.type("string");
        }
        return schema.pattern(PATTERN).example(EXAMPLE).description(description(idType, false));
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
