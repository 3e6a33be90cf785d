package dev.objectid.spring.boot.webmvc;

import tools.jackson.core.JacksonException;
import tools.jackson.databind.DatabindException;
import tools.jackson.databind.exc.InvalidFormatException;
import tools.jackson.databind.exc.MismatchedInputException;
import tools.jackson.databind.exc.ValueInstantiationException;

/** {@link JsonFailure} from Jackson 3's exceptions; loaded only when Jackson 3 is on the class path. */
final class Jackson3Failures {

    private Jackson3Failures() {}

    static JsonFailure of(Throwable error) {
        if (!(error instanceof DatabindException mapping)) {
            return null;
        }
        StringBuilder path = new StringBuilder();
        for (JacksonException.Reference step : mapping.getPath()) {
            JsonFailure.appendStep(path, step.getPropertyName(), step.getIndex());
        }
        Class<?> target = null;
        if (mapping instanceof MismatchedInputException mismatch) {
            target = mismatch.getTargetType();
        } else if (mapping instanceof ValueInstantiationException instantiation && instantiation.getType() != null) {
            target = instantiation.getType().getRawClass();
        }
        Object value = mapping instanceof InvalidFormatException format ? format.getValue() : null;
        return new JsonFailure(path.toString(), target, value);
    }
}
