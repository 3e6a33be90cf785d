package dev.objectid.quarkus.runtime.rest;

import jakarta.ws.rs.CookieParam;
import jakarta.ws.rs.FormParam;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.MatrixParam;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Cookie;
import jakarta.ws.rs.core.MultivaluedMap;
import jakarta.ws.rs.core.PathSegment;
import java.lang.annotation.Annotation;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jboss.resteasy.reactive.RestCookie;
import org.jboss.resteasy.reactive.RestForm;
import org.jboss.resteasy.reactive.RestHeader;
import org.jboss.resteasy.reactive.RestMatrix;
import org.jboss.resteasy.reactive.RestPath;
import org.jboss.resteasy.reactive.RestQuery;
import org.jboss.resteasy.reactive.server.core.ResteasyReactiveRequestContext;
import org.jboss.resteasy.reactive.server.core.multipart.FormData;
import org.jboss.resteasy.reactive.server.multipart.FormValue;

/**
 * The part of a request a converted parameter comes from, read off the parameter's annotations (JAX-RS's
 * {@code @PathParam} ... or Quarkus REST's {@code @RestPath} ...), with the words the problem body uses for it. An
 * annotation without a name ({@code @RestPath String id}, or no annotation at all for a path parameter) leaves the name
 * to the request: the parameter of that part whose value is the one that failed.
 */
enum ParameterSource {
    PATH("path variable") {
        @Override
        Optional<String> nameOf(String value, ResteasyReactiveRequestContext request) {
            return keyOf(value, request.getUriInfo().getPathParameters(true));
        }
    },
    QUERY("request parameter") {
        @Override
        Optional<String> nameOf(String value, ResteasyReactiveRequestContext request) {
            return keyOf(value, request.getUriInfo().getQueryParameters(true));
        }

        @Override
        List<String> valuesOf(String name, ResteasyReactiveRequestContext request) {
            List<String> values = request.getUriInfo().getQueryParameters(true).get(name);
            return values == null ? List.of() : values;
        }
    },
    HEADER("request header") {
        @Override
        Optional<String> nameOf(String value, ResteasyReactiveRequestContext request) {
            return keyOf(value, request.getHttpHeaders().getRequestHeaders());
        }

        @Override
        List<String> valuesOf(String name, ResteasyReactiveRequestContext request) {
            List<String> values = request.getHttpHeaders().getRequestHeader(name);
            return values == null ? List.of() : values;
        }

        /** Header names ignore case, and {@code @RestHeader String xId} reads the header {@code X-Id}. */
        @Override
        boolean sameName(String declared, String name) {
            return declared.replace("-", "").equalsIgnoreCase(name.replace("-", ""));
        }
    },
    COOKIE("cookie") {
        @Override
        Optional<String> nameOf(String value, ResteasyReactiveRequestContext request) {
            for (Map.Entry<String, Cookie> cookie :
                    request.getHttpHeaders().getCookies().entrySet()) {
                if (value.equals(cookie.getValue().getValue())) {
                    return Optional.of(cookie.getKey());
                }
            }
            return Optional.empty();
        }
    },
    FORM("request parameter") {
        @Override
        Optional<String> nameOf(String value, ResteasyReactiveRequestContext request) {
            FormData form = request.getFormData();
            if (form != null) {
                for (String name : form) {
                    for (FormValue field : form.get(name)) {
                        if (!field.isFileItem() && value.equals(field.getValue())) {
                            return Optional.of(name);
                        }
                    }
                }
            }
            return Optional.empty();
        }

        @Override
        List<String> valuesOf(String name, ResteasyReactiveRequestContext request) {
            FormData form = request.getFormData();
            Deque<FormValue> fields = form == null ? null : form.get(name);
            return fields == null
                    ? List.of()
                    : fields.stream()
                            .filter(field -> !field.isFileItem())
                            .map(FormValue::getValue)
                            .toList();
        }
    },
    MATRIX("matrix variable") {
        @Override
        Optional<String> nameOf(String value, ResteasyReactiveRequestContext request) {
            for (PathSegment segment : request.getUriInfo().getPathSegments(true)) {
                Optional<String> name = keyOf(value, segment.getMatrixParameters());
                if (name.isPresent()) {
                    return name;
                }
            }
            return Optional.empty();
        }
    };

    /**
     * The words for it in messages: {@code "path variable"}, {@code "request parameter"} (a query or form parameter),
     * ... The Spring Boot starter's and objectid-micronaut's words, so that one bad request gets one answer whatever
     * framework serves it.
     */
    final String words;

    ParameterSource(String words) {
        this.words = words;
    }

    /** The name under which this part of {@code request} carries {@code value}, if it does. */
    abstract Optional<String> nameOf(String value, ResteasyReactiveRequestContext request);

    /**
     * Every value this part of {@code request} carries under {@code name}, for the parts where a name can come more
     * than once (query and form parameters, headers); empty for the others.
     */
    List<String> valuesOf(String name, ResteasyReactiveRequestContext request) {
        return List.of();
    }

    /** Whether a parameter declared as {@code declared} is the one the request carries as {@code name}. */
    boolean sameName(String declared, String name) {
        return declared.equals(name);
    }

    /**
     * A parameter as its annotations declare it.
     *
     * @param source the part of the request it comes from
     * @param name the name its annotation gives, or empty when the annotation gives none
     */
    record Declared(ParameterSource source, String name) {}

    /**
     * The source and name of a parameter with {@code annotations}: from the first JAX-RS or Quarkus REST parameter
     * annotation, with an empty name when it names none. No such annotation: a path parameter that Quarkus REST matched
     * by the Java parameter's name.
     */
    static Declared of(Annotation[] annotations) {
        for (Annotation annotation : annotations) {
            if (annotation instanceof PathParam path) {
                return new Declared(PATH, path.value());
            } else if (annotation instanceof RestPath path) {
                return new Declared(PATH, path.value());
            } else if (annotation instanceof QueryParam query) {
                return new Declared(QUERY, query.value());
            } else if (annotation instanceof RestQuery query) {
                return new Declared(QUERY, query.value());
            } else if (annotation instanceof HeaderParam header) {
                return new Declared(HEADER, header.value());
            } else if (annotation instanceof RestHeader header) {
                return new Declared(HEADER, header.value());
            } else if (annotation instanceof CookieParam cookie) {
                return new Declared(COOKIE, cookie.value());
            } else if (annotation instanceof RestCookie cookie) {
                return new Declared(COOKIE, cookie.value());
            } else if (annotation instanceof FormParam form) {
                return new Declared(FORM, form.value());
            } else if (annotation instanceof RestForm form) {
                return new Declared(FORM, form.value());
            } else if (annotation instanceof MatrixParam matrix) {
                return new Declared(MATRIX, matrix.value());
            } else if (annotation instanceof RestMatrix matrix) {
                return new Declared(MATRIX, matrix.value());
            }
        }
        return new Declared(PATH, "");
    }

    private static Optional<String> keyOf(String value, MultivaluedMap<String, String> parameters) {
        for (Map.Entry<String, List<String>> parameter : parameters.entrySet()) {
            if (parameter.getValue().contains(value)) {
                return Optional.of(parameter.getKey());
            }
        }
        return Optional.empty();
    }
}
