package dev.objectid.spring.boot;

import dev.objectid.jdbc.ColumnFormat;
import java.util.List;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * The {@code objectid.*} properties: each part of the starter can be switched off; all are on by default. Extended JSON
 * ({@code objectid.jackson.extended-json}) is the one part switched on.
 *
 * @param problemDetails malformed ids in requests answered with RFC 9457 problem details
 * @param dataBinding empty and malformed ids in forms and other bound objects
 * @param graphql malformed id arguments in Spring for GraphQL
 * @param openapi ids documented in springdoc's OpenAPI description
 * @param info the {@code objectid} section of Actuator's {@code info} endpoint
 * @param metrics the generator's Micrometer meters
 * @param generator the shared ObjectId generator
 * @param jdbc ids in Spring's plain JDBC: JdbcTemplate, JdbcClient, SimpleJdbcInsert, row mappers
 * @param springDataJdbc Spring Data JDBC's conversions and id generation
 * @param springDataJpa Spring Data JPA's error for save() of a new entity whose generated id is set
 * @param jackson how Spring Boot's JSON mapper writes ids
 */
@ConfigurationProperties("objectid")
public record ObjectIdProperties(
        @DefaultValue ProblemDetails problemDetails,
        @DefaultValue DataBinding dataBinding,
        @DefaultValue GraphQl graphql,
        @DefaultValue OpenApi openapi,
        @DefaultValue Info info,
        @DefaultValue Metrics metrics,
        @DefaultValue Generator generator,
        @DefaultValue Jdbc jdbc,
        @DefaultValue SpringDataJdbc springDataJdbc,
        @DefaultValue SpringDataJpa springDataJpa,
        @DefaultValue Jackson jackson) {

    /**
     * {@code objectid.problem-details.*}.
     *
     * @param enabled Whether a malformed ObjectId or typed id in a path variable, request parameter, header, cookie
     *                or JSON body is answered with a 400 application/problem+json body that names the parameter or
     *                field, the value received and what is accepted; a request that prefers HTML gets the
     *                application's error page with status 400 instead.
     */
    public record ProblemDetails(@DefaultValue("true") boolean enabled) {}

    /**
     * {@code objectid.data-binding.*}.
     *
     * @param enabled Whether Spring MVC's data binding (form fields, @ModelAttribute, request parameters bound to
     *                objects) reads an empty or blank ObjectId or typed id as null, and gives the field error of a
     *                malformed one the parser's message.
     */
    public record DataBinding(@DefaultValue("true") boolean enabled) {}

    /**
     * {@code objectid.graphql.*}.
     *
     * @param enabled Whether a malformed ObjectId or typed id in the arguments of a Spring for GraphQL controller is a
     *                BAD_REQUEST error naming the argument and what is accepted.
     */
    public record GraphQl(@DefaultValue("true") boolean enabled) {}

    /**
     * {@code objectid.openapi.*}.
     *
     * @param enabled Whether springdoc-openapi documents every ObjectId and typed id as a string of 24 hexadecimal
     *                digits, with a pattern, an example and a description.
     */
    public record OpenApi(@DefaultValue("true") boolean enabled) {}

    /**
     * {@code objectid.info.*}.
     *
     * @param enabled     Whether Actuator's info endpoint shows the ObjectId generator's process value under
     *                    "objectid" (bytes 4..8 of every id, which any id shows as well).
     * @param showProcess Whether the "objectid" section of the info endpoint also shows the host name, pid and start
     *                    time of the process, which no id reveals.
     */
    public record Info(
            @DefaultValue("true") boolean enabled,
            @DefaultValue("false") boolean showProcess) {}

    /**
     * {@code objectid.metrics.*}.
     *
     * @param enabled Whether the ObjectId generator's Micrometer meters are registered: objectid.ids.generated and
     *                objectid.generator.ahead. The count is sensitive: with one id seen, it tells the counter of the
     *                next ids and how many ids the application makes.
     */
    public record Metrics(@DefaultValue("true") boolean enabled) {}

    /**
     * {@code objectid.generator.*}.
     *
     * @param processValue The process value of this instance's ObjectIds (bytes 4..8 of every id), as 10 hexadecimal
     *                     digits, for example 00000000ff; unique per running instance. Applied before any bean is
     *                     created, to this application's copy of objectid-core only. Unset: drawn at random (or taken
     *                     from the system property objectid.processValue or the environment variable
     *                     OBJECTID_PROCESS_VALUE).
     */
    public record Generator(String processValue) {}

    /**
     * {@code objectid.jdbc.*}.
     *
     * @param enabled      Whether every DataSource bean binds ObjectIds and typed ids given to setObject (by
     *                     JdbcTemplate, NamedParameterJdbcTemplate, JdbcClient, SimpleJdbcInsert) and reads them for
     *                     getObject(column, ObjectId.class) (the row mappers), through ObjectIdDataSource.
     * @param columnFormat How the application's id columns store ids, for ids bound without a JDBC type: binary
     *                     (12 bytes, binary(12) or bytea) or hex (24 hexadecimal digits, char(24)).
     */
    public record Jdbc(
            @DefaultValue("true") boolean enabled,
            @DefaultValue("binary") ColumnFormat columnFormat) {}

    /**
     * {@code objectid.spring-data-jdbc.*}.
     *
     * @param enabled  Whether Spring Data JDBC reads and writes ObjectIds and typed ids as 12 bytes and generates the
     *                 ids of new aggregates, with objectid-spring-data-jdbc on the class path.
     * @param typedIds Typed ids that objectid-processor did not list (hand-written ones), to register with Spring
     *                 Data JDBC as well.
     */
    public record SpringDataJdbc(
            @DefaultValue("true") boolean enabled,
            @DefaultValue List<Class<?>> typedIds) {}

    /**
     * {@code objectid.spring-data-jpa.*}.
     *
     * @param enabled Whether save() of a new entity whose @ObjectIdGenerated id (without allowAssigned) the
     *                application set fails with a message that says so and how to insert rows with assigned ids,
     *                in place of Spring's optimistic-locking message.
     */
    public record SpringDataJpa(@DefaultValue("true") boolean enabled) {}

    /**
     * {@code objectid.jackson.*}.
     *
     * @param extendedJson Whether Spring Boot's JSON mapper writes ObjectIds and typed ids as MongoDB Extended JSON,
     *                     {"$oid": "..."}, the form mongoexport and the MongoDB drivers write, rather than as hex
     *                     strings; needs objectid-jackson on the class path. Either form is read.
     */
    public record Jackson(@DefaultValue("false") boolean extendedJson) {}
}
