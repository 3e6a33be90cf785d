// The Gradle equivalent of pom.xml, shown in docs/getting-started.md. No Gradle runs here (no Gradle distribution
// can be downloaded on the CI machines): docs' BuildFilesTest checks that it declares the same artifacts as pom.xml,
// which .ci/consumer-check builds and tests.
plugins {
    java
}

repositories {
    mavenCentral()
}

java {
    toolchain {
        languageVersion = JavaLanguageVersion.of(17)
    }
}

val objectidVersion = "0.1.0-SNAPSHOT"

// tag::dependencies[]
dependencies {
    implementation(platform("dev.objectid:objectid-bom:$objectidVersion"))
    implementation("dev.objectid:objectid-generator")
    annotationProcessor(platform("dev.objectid:objectid-bom:$objectidVersion"))
    annotationProcessor("dev.objectid:objectid-processor")
    // end::dependencies[]
    implementation("org.hibernate.orm:hibernate-core:7.4.9.Final")
    testImplementation("com.h2database:h2:2.4.240")
    testImplementation("org.junit.jupiter:junit-jupiter:6.0.3")
    testRuntimeOnly("org.junit.platform:junit-platform-launcher")
}

tasks.test {
    useJUnitPlatform()
}
