package dev.objectid.quarkus.runtime;

import io.quarkus.runtime.annotations.ConfigPhase;
import io.quarkus.runtime.annotations.ConfigRoot;
import io.smallrye.config.ConfigMapping;
import java.util.Optional;

/** The {@code quarkus.objectid.*} configuration read when the application starts. */
@ConfigMapping(prefix = "quarkus.objectid")
@ConfigRoot(phase = ConfigPhase.RUN_TIME)
public interface ObjectIdRuntimeConfig {

    /**
     * The shared ObjectId generator.
     *
     * @return {@code quarkus.objectid.generator.*}
     */
    Generator generator();

    /** {@code quarkus.objectid.generator.*}. */
    interface Generator {

        /**
         * The process value of this instance's ObjectIds (bytes 4..8 of every id), as 10 hexadecimal digits, for
         * example `00000000ff`; a different one for each running instance. Applied when the application starts,
         * before Hibernate generates any id. Unset: drawn at random, or taken from the system property
         * `objectid.processValue` or the environment variable `OBJECTID_PROCESS_VALUE`.
         *
         * @return the configured process value, if any
         */
        Optional<String> processValue();
    }
}
