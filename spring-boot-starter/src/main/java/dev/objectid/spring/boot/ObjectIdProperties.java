package dev.objectid.spring.boot;

import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The {@code objectid.*} properties: each part of the starter can be switched off; all are on by default.
 *
 * @param problemDetails malformed ids in requests answered with RFC 9457 problem details
 * @param openapi ids documented in springdoc's OpenAPI description
 * @param info the {@code objectid} section of Actuator's {@code info} endpoint
 * @param metrics the generator's Micrometer meters
 */
@ConfigurationProperties("objectid")
public record ObjectIdProperties(
        @DefaultValue ProblemDetails problemDetails,
        @DefaultValue OpenApi openapi,
        @DefaultValue Info info,
        @DefaultValue Metrics metrics) {

    /**
     * {@code objectid.problem-details.*}.
     *
     * @param enabled Whether a malformed ObjectId or typed id in a path variable, request parameter, header, cookie
     *                or JSON body is answered with a 400 application/problem+json body that names the parameter or
     *                field, the value received and what is accepted.
     */
    public record ProblemDetails(@DefaultValue("true") boolean enabled) {
    }

    /**
     * {@code objectid.openapi.*}.
     *
     * @param enabled Whether springdoc-openapi documents every ObjectId and typed id as a string of 24 hexadecimal
     *                digits, with a pattern, an example and a description.
     */
    public record OpenApi(@DefaultValue("true") boolean enabled) {
    }

    /**
     * {@code objectid.info.*}.
     *
     * @param enabled Whether Actuator's info endpoint shows the ObjectId generator's process value, host, pid and
     *                start time under "objectid".
     */
    public record Info(@DefaultValue("true") boolean enabled) {
    }

    /**
     * {@code objectid.metrics.*}.
     *
     * @param enabled Whether the ObjectId generator's Micrometer meters are registered: objectid.ids.generated and
     *                objectid.generator.ahead.
     */
    public record Metrics(@DefaultValue("true") boolean enabled) {
    }
}
