package dev.objectid.cli.importer.load;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * Rows as the bulk loaders read them: PostgreSQL's {@code COPY ... FROM STDIN} text format and MariaDB's and
 * MySQL's {@code LOAD DATA} defaults, both a tab between values, a newline after each row, {@code \N} for null and
 * backslash escapes. Binary goes as hexadecimal ({@code \\x...} for {@code bytea}; for MariaDB plain hex that the
 * statement unhexes), times in ISO-8601 in UTC.
 */
final class RowText implements RowEncoder {

    /** The bulk format. */
    enum Format {
        /** PostgreSQL's {@code COPY} text format. */
        COPY,
        /** MariaDB's and MySQL's {@code LOAD DATA} with its default field and line terminators. */
        LOAD_DATA,
        /**
         * {@link #LOAD_DATA} read as {@code CHARACTER SET binary}: binary values as their own bytes, escaped, rather
         * than as hexadecimal for the statement to unhex, for tables whose text is all {@code utf8mb4}.
         */
        LOAD_DATA_BINARY
    }

    private static final byte[] HEX = "0123456789abcdef".getBytes(StandardCharsets.US_ASCII);

    private final Format format;
    private final Buffer buffer = new Buffer();
    private final byte[] scratch = new byte[20];

    RowText(Format format) {
        this.format = format;
    }

    @Override
    public void append(Object[] row, boolean[] loaded) {
        boolean first = true;
        for (int i = 0; i < row.length; i++) {
            if (!loaded[i]) {
                continue;
            }
            if (!first) {
                buffer.write('\t');
            }
            first = false;
            try {
                value(row[i]);
            } catch (IllegalArgumentException e) {
                throw new BadValue(i, e);
            }
        }
        buffer.write('\n');
    }

    private void value(Object value) {
        if (value == null) {
            buffer.write('\\');
            buffer.write('N');
        } else if (value instanceof byte[] bytes && format == Format.LOAD_DATA_BINARY) {
            escaped(bytes);
        } else if (value instanceof byte[] bytes) {
            if (format == Format.COPY) {
                buffer.write('\\');
                buffer.write('\\');
                buffer.write('x');
            }
            for (byte b : bytes) {
                buffer.write(HEX[(b >> 4) & 0xf]);
                buffer.write(HEX[b & 0xf]);
            }
        } else if (value instanceof String text) {
            text(text);
        } else if (value instanceof Long number) {
            digits(number);
        } else if (value instanceof Double) {
            ascii(value.toString());
        } else if (value instanceof BigDecimal decimal) {
            ascii(decimal.toPlainString());
        } else if (value instanceof Boolean bool) {
            buffer.write(format == Format.COPY ? (bool ? 't' : 'f') : (bool ? '1' : '0'));
        } else if (value instanceof Instant time) {
            time(time.getEpochSecond(), time.getNano(), format == Format.COPY);
        } else if (value instanceof LocalDateTime time) {
            time(time.toEpochSecond(ZoneOffset.UTC), time.getNano(), false);
        } else {
            ascii(value.toString()); // LocalDate, UUID
        }
    }

    /**
     * A time as {@code 2024-05-01 12:00:00.250000}, with {@code +00} when {@code utc}, written digit by digit: a
     * formatter per value is much of the work of an export with a date in every document.
     */
    private void time(long epochSecond, int nano, boolean utc) {
        // the proleptic Gregorian date of a day since 1970, after H. Hinnant's days_from_civil inverse
        long day = Math.floorDiv(epochSecond, 86_400L);
        int secondOfDay = (int) Math.floorMod(epochSecond, 86_400L);
        long shifted = day + 719_468L;
        long era = Math.floorDiv(shifted, 146_097L);
        long dayOfEra = shifted - era * 146_097L;
        long yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365;
        long dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100);
        long monthIndex = (5 * dayOfYear + 2) / 153;
        int dayOfMonth = (int) (dayOfYear - (153 * monthIndex + 2) / 5 + 1);
        int month = (int) (monthIndex < 10 ? monthIndex + 3 : monthIndex - 9);
        long year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
        if (year < 1 || year > 9999) {
            // ColumnKind refuses these for every path: four digits of a year are what both formats read
            throw new IllegalStateException("a date of the year " + year + " reached the encoder");
        }
        fixed(year, 4);
        buffer.write('-');
        fixed(month, 2);
        buffer.write('-');
        fixed(dayOfMonth, 2);
        buffer.write(' ');
        fixed(secondOfDay / 3600, 2);
        buffer.write(':');
        fixed(secondOfDay / 60 % 60, 2);
        buffer.write(':');
        fixed(secondOfDay % 60, 2);
        buffer.write('.');
        fixed(nano / 1000, 6);
        if (nano % 1000 != 0) {
            fixed(nano % 1000, 3);
        }
        if (utc) {
            ascii("+00");
        }
    }

    /** {@code value} in exactly {@code digits} decimal digits, zeros first. */
    private void fixed(long value, int digits) {
        for (int at = digits - 1; at >= 0; at--) {
            scratch[at] = (byte) ('0' + value % 10);
            value /= 10;
        }
        for (int i = 0; i < digits; i++) {
            buffer.write(scratch[i]);
        }
    }

    /** Bytes as they are, but for those {@code LOAD DATA} reads as a field's or line's end, an escape or a null. */
    private void escaped(byte[] bytes) {
        for (byte b : bytes) {
            char escape = b == 0 ? '0' : escape(b);
            if (escape != 0) {
                buffer.write('\\');
                buffer.write(escape);
            } else {
                buffer.write(b);
            }
        }
    }

    /** The letter after a backslash that stands for {@code c} in both formats, or {@code 0} if it goes as it is. */
    private static char escape(int c) {
        return switch (c) {
            case '\\' -> '\\';
            case '\t' -> 't';
            case '\n' -> 'n';
            case '\r' -> 'r';
            default -> 0;
        };
    }

    private void text(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            char escape = escape(c);
            if (escape != 0) {
                buffer.write('\\');
                buffer.write(escape);
                continue;
            }
            switch (c) {
                case '\0' -> {
                    if (format == Format.COPY) {
                        // PostgreSQL's text types cannot hold NUL; say so rather than let COPY fail far away
                        throw new IllegalArgumentException(
                                "a string with a NUL character, which PostgreSQL's text " + "types cannot hold");
                    }
                    buffer.write('\\');
                    buffer.write('0');
                }
                default -> {
                    if (c < 0x80) {
                        buffer.write(c);
                    } else {
                        utf8(text, i);
                        if (Character.isHighSurrogate(c)) {
                            i++;
                        }
                    }
                }
            }
        }
    }

    private void utf8(String text, int i) {
        int code = text.codePointAt(i);
        if (code >= Character.MIN_SURROGATE && code <= Character.MAX_SURROGATE) {
            throw RowEncoder.loneSurrogate(text, i);
        }
        if (code < 0x800) {
            buffer.write(0xc0 | code >> 6);
            buffer.write(0x80 | code & 0x3f);
        } else if (code < 0x10000) {
            buffer.write(0xe0 | code >> 12);
            buffer.write(0x80 | code >> 6 & 0x3f);
            buffer.write(0x80 | code & 0x3f);
        } else {
            buffer.write(0xf0 | code >> 18);
            buffer.write(0x80 | code >> 12 & 0x3f);
            buffer.write(0x80 | code >> 6 & 0x3f);
            buffer.write(0x80 | code & 0x3f);
        }
    }

    /** A long in decimal, without making a string of it. */
    private void digits(long number) {
        if (number < 0) {
            if (number == Long.MIN_VALUE) {
                ascii(Long.toString(number));
                return;
            }
            buffer.write('-');
            number = -number;
        }
        if (number >= 10) {
            digits(number / 10);
        }
        buffer.write((int) ('0' + number % 10));
    }

    private void ascii(String text) {
        for (int i = 0; i < text.length(); i++) {
            buffer.write(text.charAt(i));
        }
    }

    @Override
    public int size() {
        return buffer.size();
    }

    /** The bytes waiting, to hand to the loader. */
    byte[] bytes() {
        return buffer.array();
    }

    @Override
    public byte[] take(byte[] next) {
        return buffer.take(next);
    }

    /** A growing byte buffer without locks, whose array is handed over without a copy. */
    private static final class Buffer {
        private byte[] bytes = new byte[FIRST_ARRAY_BYTES];
        private int size;

        void write(int b) {
            if (size == bytes.length) {
                bytes = java.util.Arrays.copyOf(bytes, bytes.length * 2);
            }
            bytes[size++] = (byte) b;
        }

        int size() {
            return size;
        }

        byte[] array() {
            return bytes;
        }

        byte[] take(byte[] next) {
            byte[] taken = bytes;
            bytes = next;
            size = 0;
            return taken;
        }
    }
}
