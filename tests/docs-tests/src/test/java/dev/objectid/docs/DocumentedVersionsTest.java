package dev.objectid.docs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Element;
import org.w3c.dom.Node;
import org.w3c.dom.NodeList;

/**
 * Every exact version the guide names (three parts or more, {@code 6.6.56.Final}, {@code 2025.0.13}) is one the root
 * POM sets: a property of its defaults or of a profile (the compatibility profiles {@code hibernate-6.6},
 * {@code hibernate-7.2} and {@code spring-boot-3.5} among them), or a plugin's version. So a version changed in the POM
 * fails here until the pages say the same. The few versions no build file holds are listed below with the reason.
 */
class DocumentedVersionsTest {

    private static final Path ROOT =
            Path.of(System.getProperty("project.root", "..")).toAbsolutePath().normalize();
    /** A version of three parts or more, not part of a longer dotted number such as an IP address. */
    private static final Pattern VERSION =
            Pattern.compile("(?<![\\d.])\\d+\\.\\d+\\.\\d+(?:\\.Final)?(?![\\d]|\\.\\d)");

    /** Versions the pages name that no build file can hold. */
    private static final Map<String, String> NOT_IN_THE_BUILD = Map.of(
            "2.16.2",
                    "compatibility.md, micronaut.md: Micronaut Serialization, as the Micronaut platform BOM manages it",
            "3.0.3", "spring-boot.md: the springdoc release the Spring Boot 4.0 cell avoids",
            "6.6.13", "compatibility.md: the last Hibernate release without the behaviour allowAssigned needs",
            "6.6.14", "compatibility.md: the first Hibernate release with it",
            "10.11.19", "scaling.md: the MariaDB server (and its Spider plugin) of the machine the suite ran on");

    @Test
    void everyVersionTheGuideNamesIsOneThePomSets() throws Exception {
        Set<String> pom = pomVersions();
        List<String> unknown = new ArrayList<>();
        for (Path page : pages()) {
            Matcher version = VERSION.matcher(Files.readString(page));
            while (version.find()) {
                String named = version.group();
                if (!pom.contains(normalized(named)) && !NOT_IN_THE_BUILD.containsKey(named)) {
                    unknown.add(ROOT.relativize(page) + ": " + named);
                }
            }
        }
        assertThat(unknown)
                .as("versions the pages name that pom.xml sets in no property and no <version>")
                .isEmpty();
    }

    @Test
    void theCompatibilityPageNamesTheVersionsOfEveryCompatibilityProfile() throws Exception {
        String page = Files.readString(ROOT.resolve("docs/compatibility.md"));
        for (String property : List.of(
                "hibernate-6.6.version",
                "hibernate-7.2.version",
                "spring-boot-3.5.version",
                "spring-data-2025.0.version",
                "spring-framework-6.2.version",
                "hibernate-jpamodelgen-6.6.version",
                "hibernate.version",
                "spring-boot.version",
                "spring-data-bom.version",
                "spring-framework.version",
                "querydsl.version",
                "querydsl-openfeign.version")) {
            String value = property(property);
            assertThat(page)
                    .as("docs/compatibility.md names %s = %s", property, value)
                    .containsPattern("(?<![\\d.])" + Pattern.quote(normalized(value)) + "(\\.Final)?(?![\\d.]\\d)");
        }
    }

    @Test
    void theExceptionsAreStillNamedByThePagesAndStillUnknownToThePom() throws Exception {
        Set<String> pom = pomVersions();
        String pages = String.join(
                "\n", pages().stream().map(DocumentedVersionsTest::read).toList());
        for (String version : NOT_IN_THE_BUILD.keySet()) {
            assertThat(pages).as("a page names " + version).contains(version);
            assertThat(pom)
                    .as("the POM sets " + version + ": remove it from the exceptions")
                    .doesNotContain(version);
        }
    }

    /**
     * The values of the properties (defaults and every profile's) and of every version element of the root POM and of
     * the POMs under integrations/ and tests/.
     */
    private static Set<String> pomVersions() throws Exception {
        Set<String> values = new TreeSet<>();
        List<Path> poms = new ArrayList<>(List.of(ROOT.resolve("pom.xml")));
        for (String tree : List.of("integrations", "tests")) {
            try (var found = Files.walk(ROOT.resolve(tree))) {
                found.filter(path -> path.getFileName().toString().equals("pom.xml"))
                        .filter(path -> !path.toString().contains("/target/"))
                        .forEach(poms::add);
            }
        }
        for (Path file : poms) {
            collectVersions(
                    DocumentBuilderFactory.newInstance()
                            .newDocumentBuilder()
                            .parse(file.toFile())
                            .getDocumentElement(),
                    values);
        }
        return values;
    }

    private static void collectVersions(Element pom, Set<String> values) {
        NodeList all = pom.getElementsByTagName("*");
        for (int i = 0; i < all.getLength(); i++) {
            Element element = (Element) all.item(i);
            Node parent = element.getParentNode();
            boolean property =
                    parent instanceof Element owner && owner.getTagName().equals("properties");
            String value = element.getTextContent().strip();
            if ((property || element.getTagName().equals("version")) && isText(element) && value.matches("\\d.*")) {
                values.add(normalized(value));
            }
        }
    }

    /** The value of a property of the root POM's defaults or of one of its profiles (the first one found). */
    private static String property(String name) throws Exception {
        NodeList found = pom().getElementsByTagName(name);
        assertThat(found.getLength()).as("a property %s in pom.xml", name).isPositive();
        return found.item(0).getTextContent().strip();
    }

    private static Element pom() throws Exception {
        return DocumentBuilderFactory.newInstance()
                .newDocumentBuilder()
                .parse(ROOT.resolve("pom.xml").toFile())
                .getDocumentElement();
    }

    private static boolean isText(Element element) {
        return element.getChildNodes().getLength() == 1
                && element.getFirstChild().getNodeType() == Node.TEXT_NODE;
    }

    /** {@code 6.6.56.Final} and {@code 0.1.0-SNAPSHOT} as pages write them: {@code 6.6.56}, {@code 0.1.0}. */
    private static String normalized(String version) {
        return version.replaceAll("\\.Final$", "").replaceAll("-SNAPSHOT$", "");
    }

    /** The guide's pages and the README; not docs/performance.md, which the benchmarks' report writes. */
    private static List<Path> pages() throws IOException {
        try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
            List<Path> pages =
                    new ArrayList<>(docs.filter(page -> page.toString().endsWith(".md"))
                            .filter(page -> !page.getFileName().toString().equals("performance.md"))
                            .sorted()
                            .toList());
            pages.add(ROOT.resolve("README.md"));
            return pages;
        }
    }

    private static String read(Path page) {
        try {
            return Files.readString(page);
        } catch (IOException e) {
            throw new AssertionError(e);
        }
    }
}
