package dev.objectid.quarkus.deployment;

import static org.assertj.core.api.Assertions.assertThat;

import dev.objectid.quarkus.test.shop.ShopApp;
import dev.objectid.spi.TypedIdContract;
import io.quarkus.builder.Version;
import io.quarkus.maven.dependency.Dependency;
import io.quarkus.test.ProdBuildResults;
import io.quarkus.test.ProdModeTestResults;
import io.quarkus.test.QuarkusProdModeTest;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * What the extension gives a native image, read from what GraalVM's {@code native-image} would be given: the shop
 * (Hibernate ORM with Panache, Quarkus REST Jackson, H2) built with {@code quarkus.native.sources-only}, which writes
 * the arguments, the runner jar with its reflection and resource configuration, and the generated feature that sets
 * class initialisation, and stops before running {@code native-image} (there is no GraalVM here). So this checks the
 * configuration, not a native executable: nothing here starts one.
 */
class NativeConfigurationTest {

    @RegisterExtension
    static final QuarkusProdModeTest BUILD = new QuarkusProdModeTest()
            .withApplicationRoot(ShopApp::addShop)
            .setApplicationName("shop")
            .setForcedDependencies(List.of(
                    Dependency.of("io.quarkus", "quarkus-hibernate-orm-panache", Version.getVersion()),
                    Dependency.of("io.quarkus", "quarkus-rest-jackson", Version.getVersion()),
                    Dependency.of("io.quarkus", "quarkus-jdbc-h2", Version.getVersion())))
            .setBuildNative(true)
            .setRun(false)
            .overrideConfigKey("quarkus.native.sources-only", "true")
            .overrideConfigKey("quarkus.datasource.db-kind", "h2")
            .overrideConfigKey("quarkus.devservices.enabled", "false");

    @ProdBuildResults
    ProdModeTestResults results;

    private String arguments;
    private Map<String, JsonObject> reflection;
    private List<String> resources;
    private List<String> initialisedAtRunTime;

    @BeforeEach
    void readTheNativeSources() throws IOException {
        Path sources = results.getBuildDir().resolve("native-sources");
        arguments = Files.readString(sources.resolve("native-image.args"));
        try (ZipFile runner = new ZipFile(sources.resolve("shop-runner.jar").toFile())) {
            reflection = new HashMap<>();
            for (Object type : new JsonArray(read(runner, "META-INF/native-image/reflect-config.json"))) {
                reflection.put(((JsonObject) type).getString("name"), (JsonObject) type);
            }
            resources = new JsonObject(read(runner, "META-INF/native-image/resource-config.json"))
                    .getJsonObject("resources").getJsonArray("includes").stream()
                            .map(include -> ((JsonObject) include).getString("pattern"))
                            .toList();
            initialisedAtRunTime =
                    runTimeInitialisedClasses(runner.getInputStream(runner.getEntry("io/quarkus/runner/Feature.class"))
                            .readAllBytes());
        }
    }

    @Test
    void theBuildRanTheExtensionAndStoppedBeforeNativeImage() {
        assertThat(arguments)
                .containsPattern("--features=(\\S*,)?io.quarkus.runner.Feature[ ,]")
                .contains("-jar shop-runner.jar");
        // why service files must be named: Quarkus switches GraalVM's own service loader support off
        assertThat(arguments).contains("-H:-UseServiceLoaderFeature");
    }

    @Test
    void theTypedIdListIsAResource() {
        assertThat(resources).contains("\\Q" + TypedIdContract.INDEX_RESOURCE + "\\E");
    }

    @Test
    void theHibernateServiceProvidersOfObjectidGeneratorAreRegistered() {
        Map<String, String> providers = Map.of(
                "org.hibernate.boot.model.TypeContributor", "dev.objectid.hibernate.ObjectIdTypeContributor",
                "org.hibernate.boot.model.FunctionContributor", "dev.objectid.hibernate.ObjectIdFunctionContributor",
                "org.hibernate.integrator.spi.Integrator", "dev.objectid.hibernate.ObjectIdFunctionIntegrator");
        providers.forEach((service, provider) -> {
            assertThat(resources).as(service).contains("\\QMETA-INF/services/" + service + "\\E");
            assertThat(reflection).as(provider).containsKey(provider);
            assertThat(reflection.get(provider).getJsonArray("methods").encode())
                    .as(provider)
                    .contains("\"name\":\"<init>\"");
        });
        assertThat(reflection).containsKey("dev.objectid.hibernate.UnregisteredTypedIdCheck");
    }

    @Test
    void whatIsLookedUpReflectivelyIsRegistered() {
        assertThat(reflection
                        .get("dev.objectid.hibernate.ObjectIdValueGenerator")
                        .getMap())
                .containsEntry("allDeclaredConstructors", true);
        assertThat(reflection.get("dev.objectid.quarkus.test.shop.OrderId").getMap())
                .containsEntry("allDeclaredMethods", true)
                .containsEntry("allDeclaredFields", true);
        assertThat(reflection.get("dev.objectid.ObjectId").getMap()).containsEntry("allDeclaredMethods", true);
    }

    @Test
    void theGeneratorAndWhatItHoldsAreInitialisedAtRunTime() {
        assertThat(initialisedAtRunTime).containsAll(NativeImageProcessor.RUNTIME_INITIALIZED);
    }

    @Test
    void theClassesNamedForRunTimeInitialisationExistInObjectidCore() throws ClassNotFoundException {
        for (String name : NativeImageProcessor.RUNTIME_INITIALIZED) {
            assertThat(Class.forName(name, false, getClass().getClassLoader())).isNotNull();
        }
    }

    private static String read(ZipFile jar, String name) throws IOException {
        ZipEntry entry = jar.getEntry(name);
        assertThat(entry).as(name).isNotNull();
        return new String(jar.getInputStream(entry).readAllBytes(), StandardCharsets.UTF_8);
    }

    /**
     * The class names the generated feature passes to GraalVM's {@code RuntimeClassInitialization.initializeAtRunTime}:
     * the string constants of the method that calls it.
     */
    private static List<String> runTimeInitialisedClasses(byte[] feature) {
        List<String> constants = new ArrayList<>();
        boolean[] initialisesAtRunTime = {false};
        new ClassReader(feature)
                .accept(
                        new ClassVisitor(Opcodes.ASM9) {
                            @Override
                            public MethodVisitor visitMethod(
                                    int access, String name, String descriptor, String signature, String[] exceptions) {
                                return new MethodVisitor(Opcodes.ASM9) {
                                    @Override
                                    public void visitLdcInsn(Object value) {
                                        if (value instanceof String text) {
                                            constants.add(text);
                                        }
                                    }

                                    @Override
                                    public void visitMethodInsn(
                                            int opcode,
                                            String owner,
                                            String method,
                                            String methodDescriptor,
                                            boolean isInterface) {
                                        if (owner.equals("org/graalvm/nativeimage/hosted/RuntimeClassInitialization")
                                                && method.equals("initializeAtRunTime")) {
                                            initialisesAtRunTime[0] = true;
                                        }
                                    }
                                };
                            }
                        },
                        0);
        assertThat(initialisesAtRunTime[0])
                .as("the feature calls RuntimeClassInitialization.initializeAtRunTime")
                .isTrue();
        return constants;
    }
}
