package dev.objectid.cli.importer.load;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.objectid.cli.importer.map.Column;
import dev.objectid.cli.importer.map.ColumnKind;
import dev.objectid.cli.importer.map.Table;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class RowTextTest {

    private static String row(RowText.Format format, Object... values) {
        RowText text = new RowText(format);
        boolean[] all = new boolean[values.length];
        java.util.Arrays.fill(all, true);
        text.append(values, all);
        return new String(text.bytes(), 0, text.size(), StandardCharsets.UTF_8);
    }

    @Test
    void timesAreTheInstantTheyHoldOnEveryDayOfTheCalendar() {
        // PostgreSQL reads the written text back as the same instant; MariaDB, in UTC, as the same date and time
        SplittableRandom random = new SplittableRandom(42);
        long first = Instant.parse("0001-01-01T00:00:00Z").getEpochSecond();
        long last = Instant.parse("9999-12-31T23:59:59Z").getEpochSecond();
        for (int i = 0; i < 200_000; i++) {
            Instant time = Instant.ofEpochSecond(
                    random.nextLong(first, last + 1),
                    i % 3 == 0 ? random.nextInt(1000) * 1_000_000 : random.nextInt(1_000_000_000));
            String written = row(RowText.Format.COPY, time).strip();
            assertThat(OffsetDateTime.parse(written.replace(' ', 'T')).toInstant())
                    .as(written)
                    .isEqualTo(time);
            LocalDateTime wall = LocalDateTime.ofInstant(time, ZoneOffset.UTC);
            assertThat(LocalDateTime.parse(
                            row(RowText.Format.LOAD_DATA, time).strip().replace(' ', 'T')))
                    .isEqualTo(wall);
            assertThat(LocalDateTime.parse(
                            row(RowText.Format.LOAD_DATA, wall).strip().replace(' ', 'T')))
                    .isEqualTo(wall);
        }
    }

    @Test
    void theEdgesOfTheCalendarAndOfADay() {
        assertThat(row(RowText.Format.COPY, Instant.parse("1970-01-01T00:00:00Z")))
                .isEqualTo("1970-01-01 00:00:00.000000+00\n");
        assertThat(row(RowText.Format.COPY, Instant.parse("2024-02-29T23:59:59.999Z")))
                .isEqualTo("2024-02-29 23:59:59.999000+00\n");
        assertThat(row(RowText.Format.LOAD_DATA, Instant.parse("1969-12-31T23:59:59.5Z")))
                .isEqualTo("1969-12-31 23:59:59.500000\n");
        assertThat(row(RowText.Format.COPY, Instant.parse("2106-02-07T06:28:15Z")))
                .isEqualTo("2106-02-07 06:28:15.000000+00\n");
    }

    @Test
    void aLoneSurrogateIsRefusedByEveryFormatAndAPairIsOneCharacter() {
        for (RowText.Format format : RowText.Format.values()) {
            assertThat(row(format, "a\ud83d\ude00X")).isEqualTo("a\ud83d\ude00X\n");
            for (String lone : List.of("a\ud800X", "a\udc00X", "a\ud800")) {
                assertThatThrownBy(() -> row(format, lone))
                        .as(format + " " + lone)
                        .hasMessageContaining("a string with a lone surrogate \\u")
                        .hasMessageContaining("at character 1");
            }
        }
        Table table = new Table(
                "public",
                "t",
                List.of(Column.of("s", ColumnKind.TEXT, "text", 0, 0, true, false, false)),
                List.of(),
                List.of(),
                false);
        RowBinary binary = new RowBinary(table);
        assertThatThrownBy(() -> binary.append(new Object[] {"a\ud800X"}, new boolean[] {true}))
                .hasMessageContaining("a string with a lone surrogate \\ud800 at character 1");
        RowBinary pair = new RowBinary(table);
        pair.append(new Object[] {"\u00e9\ud83d\ude00"}, new boolean[] {true});
        // the column count, then the length and UTF-8 of 2 + 4 bytes
        assertThat(java.util.Arrays.copyOf(pair.take(new byte[16]), 12))
                .containsExactly(
                        0, 1, 0, 0, 0, 6, 0xc3 - 256, 0xa9 - 256, 0xf0 - 256, 0x9f - 256, 0x98 - 256, 0x80 - 256);
    }
}
