package dev.objectid.spring.boot.openapi;

import dev.objectid.spi.ObjectIdTypes;
import io.swagger.v3.oas.models.parameters.Parameter;
import java.util.Collection;
import org.springdoc.core.customizers.ParameterCustomizer;
import org.springframework.core.MethodParameter;

/**
 * Gives a path variable, request parameter, header or cookie that holds an id (or a list of ids) a description with
 * the pattern, unless the application wrote one ({@code @Parameter(description = ...)}). Swagger UI shows a
 * parameter's description but not its schema's pattern or description.
 */
final class IdParameterCustomizer implements ParameterCustomizer {

    @Override
    public Parameter customize(Parameter parameter, MethodParameter method) {
        if (parameter == null || parameter.getDescription() != null) {
            return parameter;
        }
        Class<?> type = method.getNestedParameterType();
        if (ObjectIdTypes.isId(type)) {
            parameter.setDescription(ObjectIdModelConverter.description(type, true) + ".");
        } else if (type.isArray() || Collection.class.isAssignableFrom(type)) {
            Class<?> element = method.nested().getNestedParameterType();
            if (ObjectIdTypes.isId(element)) {
                parameter.setDescription("Each one: " + ObjectIdModelConverter.description(element, true) + ".");
            }
        }
        return parameter;
    }
}
