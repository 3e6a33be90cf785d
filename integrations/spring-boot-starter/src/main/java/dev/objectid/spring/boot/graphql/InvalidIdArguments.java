package dev.objectid.spring.boot.graphql;

import dev.objectid.ObjectIdFormatException;
import dev.objectid.spi.ObjectIdTypes;
import graphql.GraphQLError;
import graphql.GraphqlErrorBuilder;
import graphql.schema.DataFetcher;
import graphql.schema.DataFetchingEnvironment;
import graphql.schema.FieldCoordinates;
import graphql.schema.GraphQLFieldDefinition;
import graphql.schema.GraphQLFieldsContainer;
import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.springframework.core.ResolvableType;
import org.springframework.graphql.data.ArgumentValue;
import org.springframework.graphql.execution.DataFetcherExceptionResolverAdapter;
import org.springframework.graphql.execution.ErrorType;
import org.springframework.graphql.execution.SelfDescribingDataFetcher;
import org.springframework.util.ReflectionUtils;
import org.springframework.validation.BindingResult;
import org.springframework.validation.FieldError;

/**
 * Turns a malformed id in the arguments of a GraphQL field into {@code BAD_REQUEST} errors such as
 * {@code Argument 'filter.customerId': Invalid CustomerId "zz": length is 2, expected 24 hexadecimal digits (0-9, a-f,
 * A-F)}, with the extensions {@code argument} and {@code expected}; the parser's message names the argument's Java
 * type, the typed id or {@code ObjectId}.
 *
 * <p>Spring for GraphQL's argument binder records a failed conversion as a field error without its cause, under a path
 * in the argument ({@code $}, {@code $.customerId}, {@code $[1]}); the field's data fetcher, when it describes itself
 * (an annotated controller method), tells the Java type of each argument, and so the type at that path. A binding
 * failure is answered only when every one of its errors is about an id; an {@code ObjectIdFormatException} a data
 * fetcher throws itself only when the text it failed on is the value of an argument. Anything else is left to the
 * next resolver.
 */
final class InvalidIdArguments extends DataFetcherExceptionResolverAdapter {

    /** One step of a binder path: {@code .name} or {@code [index]}. */
    private static final Pattern STEP = Pattern.compile("\\.([^.\\[]+)|\\[([^\\]]*)\\]");

    @Override
    protected List<GraphQLError> resolveToMultipleErrors(Throwable error, DataFetchingEnvironment environment) {
        if (error instanceof BindingResult binding) {
            return ofBinding(binding, environment);
        }
        if (error instanceof ObjectIdFormatException format && format.input() != null) {
            String argument =
                    argumentHolding(environment.getArguments(), format.input().toString(), "");
            return argument == null ? null : List.of(error(environment, argument, format.getMessage()));
        }
        return null;
    }

    private static List<GraphQLError> ofBinding(BindingResult binding, DataFetchingEnvironment environment) {
        if (binding.hasGlobalErrors() || !binding.hasFieldErrors()) {
            return null;
        }
        Map<String, ResolvableType> types = argumentTypes(environment);
        List<GraphQLError> errors = new ArrayList<>();
        for (FieldError field : binding.getFieldErrors()) {
            IdArgument argument = idArgument(field, types, environment);
            if (argument == null) {
                return null; // not only ids: Spring for GraphQL's answer
            }
            ObjectIdFormatException format = field.getRejectedValue() instanceof String text
                    ? ObjectIdTypes.parseFailure(text, argument.type())
                    : null;
            errors.add(error(
                    environment,
                    argument.path(),
                    format == null ? ObjectIdTypes.notAString(argument.type(), "GraphQL") : format.getMessage()));
        }
        return errors;
    }

    /**
     * The argument, with the path in it, whose value at the field error's path is the rejected value and whose Java
     * type there is an id, and that type; {@code null} if there is none.
     */
    private static IdArgument idArgument(
            FieldError field, Map<String, ResolvableType> types, DataFetchingEnvironment environment) {
        if (!"typeMismatch".equals(field.getCode()) || !field.getField().startsWith("$")) {
            return null;
        }
        String path = field.getField().substring(1);
        for (Map.Entry<String, ResolvableType> argument : types.entrySet()) {
            Object value = valueAt(environment.getArgument(argument.getKey()), path);
            Class<?> type =
                    value != null && value.equals(field.getRejectedValue()) ? typeAt(argument.getValue(), path) : null;
            if (ObjectIdTypes.isId(type)) {
                return new IdArgument(argument.getKey() + path, type);
            }
        }
        return null;
    }

    /**
     * An id in the arguments of a field.
     *
     * @param path the argument and the path in it, such as {@code filter.customerId}
     * @param type the Java type there: {@code ObjectId} or a typed id, which the parser's message names
     */
    private record IdArgument(String path, Class<?> type) {}

    /** The Java types of the field's arguments, as the annotated controller method declares them. */
    private static Map<String, ResolvableType> argumentTypes(DataFetchingEnvironment environment) {
        GraphQLFieldDefinition definition = environment.getFieldDefinition();
        if (!(environment.getParentType() instanceof GraphQLFieldsContainer parent) || definition == null) {
            return Map.of();
        }
        DataFetcher<?> fetcher = environment
                .getGraphQLSchema()
                .getCodeRegistry()
                .getDataFetcher(FieldCoordinates.coordinates(parent, definition), definition);
        return fetcher instanceof SelfDescribingDataFetcher<?> described ? described.getArguments() : Map.of();
    }

    /** The class at {@code path} ({@code .name} and {@code [index]} steps) in {@code type}; null if unknown. */
    private static Class<?> typeAt(ResolvableType type, String path) {
        ResolvableType at = unwrap(type);
        Matcher step = STEP.matcher(path);
        while (step.find() && at != ResolvableType.NONE) {
            Class<?> raw = at.resolve();
            if (raw == null) {
                return null;
            }
            if (step.group(1) != null) {
                Field field = ReflectionUtils.findField(raw, step.group(1));
                at = field == null ? ResolvableType.NONE : ResolvableType.forField(field, at);
            } else if (raw.isArray()) {
                at = at.getComponentType();
            } else if (Collection.class.isAssignableFrom(raw)) {
                at = at.asCollection().getGeneric(0);
            } else if (Map.class.isAssignableFrom(raw)) {
                at = at.asMap().getGeneric(1);
            } else {
                return null;
            }
            at = unwrap(at);
        }
        return at.resolve();
    }

    /** {@code Optional<T>} and {@code ArgumentValue<T>}, which the binder unwraps, as {@code T}. */
    private static ResolvableType unwrap(ResolvableType type) {
        Class<?> raw = type.resolve();
        return raw == Optional.class || raw == ArgumentValue.class ? type.getGeneric(0) : type;
    }

    /** The raw GraphQL value (maps, lists, scalars) at {@code path}; null if there is none. */
    private static Object valueAt(Object value, String path) {
        Matcher step = STEP.matcher(path);
        while (step.find() && value != null) {
            String key = step.group(1) != null ? step.group(1) : step.group(2);
            if (value instanceof Map<?, ?> map) {
                value = map.get(key);
            } else if (value instanceof List<?> list
                    && step.group(2) != null
                    && key.matches("\\d{1,9}")
                    && Integer.parseInt(key) < list.size()) {
                value = list.get(Integer.parseInt(key));
            } else {
                return null;
            }
        }
        return value;
    }

    /** The path of the first string equal to {@code text} among the arguments, such as {@code filter.customerId}. */
    private static String argumentHolding(Map<String, Object> arguments, String text, String prefix) {
        for (Map.Entry<String, Object> argument : arguments.entrySet()) {
            String path = prefix.isEmpty() ? argument.getKey() : prefix + "." + argument.getKey();
            String found = holding(argument.getValue(), text, path);
            if (found != null) {
                return found;
            }
        }
        return null;
    }

    @SuppressWarnings("unchecked")
    private static String holding(Object value, String text, String path) {
        if (text.equals(value)) {
            return path;
        }
        if (value instanceof Map<?, ?> map) {
            return argumentHolding((Map<String, Object>) map, text, path);
        }
        if (value instanceof List<?> list) {
            for (int i = 0; i < list.size(); i++) {
                String found = holding(list.get(i), text, path + "[" + i + "]");
                if (found != null) {
                    return found;
                }
            }
        }
        return null;
    }

    private static GraphQLError error(DataFetchingEnvironment environment, String argument, String reason) {
        return GraphqlErrorBuilder.newError(environment)
                .errorType(ErrorType.BAD_REQUEST)
                .message("Argument '" + argument + "': " + reason)
                .extensions(Map.of("argument", argument, "expected", ObjectIdFormatException.EXPECTED))
                .build();
    }
}
