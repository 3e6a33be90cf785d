package dev.objectid.journal;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.springframework.boot.SpringBootVersion;
import org.springframework.boot.test.context.runner.ApplicationContextRunner;
import org.springframework.core.NestedExceptionUtils;
import org.springframework.data.jdbc.core.mapping.AggregateReference;
import org.springframework.jdbc.core.JdbcTemplate;

/**
 * Aggregates that reference each other by {@code AggregateReference} to an ObjectId and to a typed id, in the journal
 * application started whole on embedded H2: on Spring Boot 4 the references are stored as the 12 bytes of the id and
 * read back; on Spring Boot 3.5, whose Spring Data JDBC hands such ids to the driver unconverted (H2 then stores them
 * Java-serialized, or refuses them), the starter stops the start and names them.
 */
class ReferencesTest {

    private static final boolean SPRING_BOOT_4 = SpringBootVersion.getVersion().startsWith("4.");

    private final ApplicationContextRunner runner =
            new ApplicationContextRunner().withUserConfiguration(JournalApplication.class);

    @Test
    void referencesByObjectIdAndTypedIdAreStoredAsTwelveBytesOnSpringBoot4() {
        runner.run(context -> {
            if (!SPRING_BOOT_4) {
                assertThat(context).hasFailed();
                assertThat(NestedExceptionUtils.getMostSpecificCause(context.getStartupFailure()))
                        .isInstanceOf(IllegalStateException.class)
                        .hasMessageContaining("Spring Data JDBC 3 cannot write these references: "
                                + "dev.objectid.journal.Line.corrects (AggregateReference to dev.objectid.journal.LineId), "
                                + "dev.objectid.journal.Line.page (AggregateReference to dev.objectid.ObjectId).");
                return;
            }
            PageRepository pages = context.getBean(PageRepository.class);
            LineRepository lines = context.getBean(LineRepository.class);
            JdbcTemplate jdbc = context.getBean(JdbcTemplate.class);

            Page page = pages.save(new Page(null, "Monday"));
            Line first = lines.save(new Line(null, AggregateReference.to(page.id()), null, "tea"));
            Line correction = lines.save(
                    new Line(null, AggregateReference.to(page.id()), AggregateReference.to(first.id()), "coffee"));

            byte[][] stored = jdbc.queryForObject(
                    "select page, corrects from line where id = ?",
                    (row, number) -> new byte[][] {row.getBytes(1), row.getBytes(2)},
                    (Object) correction.id().toObjectId().toByteArray());
            assertThat(stored[0]).containsExactly(page.id().toByteArray());
            assertThat(stored[1]).containsExactly(first.id().toObjectId().toByteArray());
            assertThat(lines.findById(correction.id())).contains(correction);
            assertThat(lines.findByPage(AggregateReference.to(page.id()))).containsExactly(first, correction);
        });
    }
}
