package dev.objectid.spring.boot.webmvc;

import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.exc.InvalidFormatException;
import com.fasterxml.jackson.databind.exc.MismatchedInputException;
import com.fasterxml.jackson.databind.exc.ValueInstantiationException;

/** {@link JsonFailure} from Jackson 2's exceptions; loaded only when Jackson 2 is on the class path. */
final class Jackson2Failures {

    private Jackson2Failures() {}

    static JsonFailure of(Throwable error) {
        if (!(error instanceof JsonMappingException mapping)) {
            return null;
        }
        StringBuilder path = new StringBuilder();
        for (JsonMappingException.Reference step : mapping.getPath()) {
            JsonFailure.appendStep(path, step.getFieldName(), step.getIndex());
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
