package dev.objectid.quarkus.runtime;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * The {@code quarkus.objectid.*} configuration fixed when the application is built: each part of the extension can be
 * switched off; all are on by default, and each takes effect only with the Quarkus extension it serves.
 */
@ConfigMapping(prefix = "quarkus.objectid")
@ConfigRoot(phase = ConfigPhase.BUILD_TIME)
public interface ObjectIdBuildTimeConfig {

    /**
     * Answers to malformed ids in requests.
     *
     * @return {@code quarkus.objectid.problem-details.*}
     */
    ProblemDetails problemDetails();

    /**
     * The generator's meters.
     *
     * @return {@code quarkus.objectid.metrics.*}
     */
    Metrics metrics();

    /**
     * The generator's health check.
     *
     * @return {@code quarkus.objectid.health.*}
     */
    Health health();

    /** {@code quarkus.objectid.problem-details.*}. */
    interface ProblemDetails {

        /**
         * Whether a malformed ObjectId or typed id in a path, query, header, cookie, form or matrix parameter or in a
         * JSON body is answered with a 400 `application/problem+json` body that names the parameter or field, the
         * value received and what is accepted (with Quarkus REST; JSON bodies with Quarkus REST Jackson).
         *
         * @return whether the problem details are on
         */
        @WithDefault("true")
        boolean enabled();
    }

    /** {@code quarkus.objectid.metrics.*}. */
    interface Metrics {

        /**
         * Whether the generator's meters are registered, with Micrometer: `objectid.ids.generated` and
         * `objectid.generator.ahead`.
         *
         * @return whether the meters are on
         */
        @WithDefault("true")
        boolean enabled();
    }

    /** {@code quarkus.objectid.health.*}. */
    interface Health {

        /**
         * Whether SmallRye Health shows the generator, in the wellness group (`/q/health/well`): its process value,
         * whether it was assigned, and how many seconds its ids run ahead of the clock.
         *
         * @return whether the health check is on
         */
        @WithDefault("true")
        boolean enabled();
    }
}
