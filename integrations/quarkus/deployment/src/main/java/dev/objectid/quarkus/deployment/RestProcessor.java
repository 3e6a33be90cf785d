package dev.objectid.quarkus.deployment;

import dev.objectid.quarkus.runtime.ObjectIdBuildTimeConfig;
import io.quarkus.deployment.Capabilities;
import io.quarkus.deployment.Capability;
import io.quarkus.deployment.annotations.BuildProducer;
import io.quarkus.deployment.annotations.BuildStep;
import io.quarkus.resteasy.reactive.spi.ExceptionMapperBuildItem;
import io.quarkus.resteasy.reactive.spi.ParamConverterBuildItem;
import io.quarkus.resteasy.reactive.spi.ReaderInterceptorBuildItem;
import jakarta.ws.rs.Priorities;

/**
 * Quarkus REST: ObjectIds and typed ids converted from every kind of parameter, malformed ones (there and in JSON
 * bodies, read by Jackson or by JSON-B) answered with a 400 problem body, and so is every JSON body that cannot be read
 * (Quarkus's own answer is an empty 400). The converter, the exception mapper and the
 * body interceptors have the priority Quarkus gives its own built-in mappers, {@code Priorities.USER + 100}: an
 * application's provider or mapper of the default priority ({@code Priorities.USER}) for the same type wins. Classes are named by their names: the REST
 * API they implement is on the class path only with Quarkus REST.
 */
class RestProcessor {

    /** The priority of everything registered here. */
    static final int PRIORITY = Priorities.USER + 100;

    static final String CONVERTER = "dev.objectid.quarkus.runtime.rest.IdParamConverterProvider";
    static final String MAPPER = "dev.objectid.quarkus.runtime.rest.InvalidObjectIdExceptionMapper";
    static final String BODY_INTERCEPTOR = "dev.objectid.quarkus.runtime.rest.InvalidIdBodyInterceptor";
    static final String JSONB_BODY_INTERCEPTOR = "dev.objectid.quarkus.runtime.rest.InvalidIdJsonbBodyInterceptor";
    static final String EXCEPTION = "dev.objectid.quarkus.InvalidObjectIdException";
    static final String UNREADABLE_MAPPER = "dev.objectid.quarkus.runtime.rest.UnreadableBodyExceptionMapper";
    static final String UNREADABLE = "dev.objectid.quarkus.UnreadableBodyException";

    @BuildStep
    void problemDetails(
            Capabilities capabilities,
            ObjectIdBuildTimeConfig config,
            BuildProducer<ParamConverterBuildItem> converters,
            BuildProducer<ExceptionMapperBuildItem> mappers,
            BuildProducer<ReaderInterceptorBuildItem> interceptors) {
        if (!capabilities.isPresent(Capability.REST) || !config.problemDetails().enabled()) {
            return;
        }
        converters.produce(new ParamConverterBuildItem(CONVERTER, PRIORITY, true));
        mappers.produce(new ExceptionMapperBuildItem(MAPPER, EXCEPTION, PRIORITY, true));
        if (capabilities.isPresent(Capability.REST_JACKSON) || capabilities.isPresent(Capability.REST_JSONB)) {
            mappers.produce(new ExceptionMapperBuildItem(UNREADABLE_MAPPER, UNREADABLE, PRIORITY, true));
        }
        if (capabilities.isPresent(Capability.REST_JACKSON)) {
            interceptors.produce(new ReaderInterceptorBuildItem.Builder(BODY_INTERCEPTOR)
                    .setPriority(PRIORITY)
                    .build());
        }
        if (capabilities.isPresent(Capability.REST_JSONB)) {
            interceptors.produce(new ReaderInterceptorBuildItem.Builder(JSONB_BODY_INTERCEPTOR)
                    .setPriority(PRIORITY)
                    .build());
        }
    }
}
