package dev.objectid.jackson;

/**
 * The coordinates of this artifact, filled in from the build's resolved project version (templating-maven-plugin,
 * {@code src/main/java-templates}), for the modules' {@code version()}, as Jackson's own modules report theirs.
 */
final class PackageVersion {

    /** The artifact's group id. */
    static final String GROUP_ID = "${project.groupId}";

    /** The artifact's id. */
    static final String ARTIFACT_ID = "${project.artifactId}";

    /** The artifact's version, for example {@code 1.2.3} or {@code 1.3.0-SNAPSHOT}. */
    static final String VERSION = "${project.version}";

    private PackageVersion() {
    }
}
