package dev.objectid.cli.importer.load;

import dev.objectid.cli.importer.map.Column;
import dev.objectid.cli.importer.map.Table;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.UUID;

/**
 * Rows in PostgreSQL's binary {@code COPY} format: for each row the number of columns, then each value as its length
 * and the bytes of the type's binary form ({@code -1} for null). The server reads it without parsing text, so ids,
 * times and numbers cost it and this process little. Only for tables whose every loaded column has a type listed
 * here ({@link #takes}); others go as {@link RowText}.
 */
final class RowBinary implements RowEncoder {

    /** What starts a binary COPY stream: the signature, no flags, no header extension. */
    static final byte[] HEADER = {'P', 'G', 'C', 'O', 'P', 'Y', '\n', (byte) 0xff, '\r', '\n', 0, 0, 0, 0, 0, 0, 0, 0, 0
    };
    /** What ends one: a row of {@code -1} columns. */
    static final byte[] TRAILER = {(byte) 0xff, (byte) 0xff};

    private static final long MICROS_FROM_1970_TO_2000 = 946_684_800_000_000L;
    private static final long DAYS_FROM_1970_TO_2000 = 10_957L;

    /** The binary form a column's values take, by its PostgreSQL type name. */
    private enum Form {
        BYTEA,
        INT2,
        INT4,
        INT8,
        FLOAT8,
        NUMERIC,
        BOOL,
        TEXT,
        JSONB,
        TIMESTAMP,
        DATE,
        UUID
    }

    private static final long[] PADDING = {1, 10, 100, 1000};

    private final short[] groups = new short[8];
    private final Form[] forms;
    private final List<Column> columns;
    private byte[] bytes = new byte[FIRST_ARRAY_BYTES];
    private int size;

    RowBinary(Table table) {
        this.columns = table.columns();
        this.forms = new Form[columns.size()];
        for (int i = 0; i < forms.length; i++) {
            forms[i] = form(columns.get(i).typeName());
        }
    }

    /** Whether every column of the table has a type this format writes. */
    static boolean takes(Table table) {
        return table.columns().stream().allMatch(column -> form(column.typeName()) != null);
    }

    private static Form form(String typeName) {
        return switch (typeName.toLowerCase(Locale.ROOT)) {
            case "bytea" -> Form.BYTEA;
            case "int2", "smallserial" -> Form.INT2;
            case "int4", "serial" -> Form.INT4;
            case "int8", "bigserial" -> Form.INT8;
            case "float8" -> Form.FLOAT8;
            case "numeric" -> Form.NUMERIC;
            case "bool" -> Form.BOOL;
            case "varchar", "text", "bpchar", "json" -> Form.TEXT;
            case "jsonb" -> Form.JSONB;
            case "timestamp", "timestamptz" -> Form.TIMESTAMP;
            case "date" -> Form.DATE;
            case "uuid" -> Form.UUID;
            default -> null;
        };
    }

    @Override
    public void append(Object[] row, boolean[] loaded) {
        int count = 0;
        for (boolean each : loaded) {
            count += each ? 1 : 0;
        }
        short2(count);
        for (int i = 0; i < row.length; i++) {
            if (loaded[i]) {
                try {
                    value(i, row[i]);
                } catch (IllegalArgumentException e) {
                    throw new BadValue(i, e);
                }
            }
        }
    }

    private void value(int column, Object value) {
        if (value == null) {
            int4(-1);
            return;
        }
        switch (forms[column]) {
            case BYTEA -> {
                byte[] data = (byte[]) value;
                int4(data.length);
                raw(data, data.length);
            }
            case INT2 -> {
                int4(2);
                short2((int) inRange(column, (Long) value, Short.MIN_VALUE, Short.MAX_VALUE));
            }
            case INT4 -> {
                int4(4);
                int4((int) inRange(column, (Long) value, Integer.MIN_VALUE, Integer.MAX_VALUE));
            }
            case INT8 -> {
                int4(8);
                long8((Long) value);
            }
            case FLOAT8 -> {
                int4(8);
                long8(Double.doubleToLongBits((Double) value));
            }
            case NUMERIC -> numeric((BigDecimal) value);
            case BOOL -> {
                int4(1);
                byte1((Boolean) value ? 1 : 0);
            }
            case TEXT -> text(value.toString(), false);
            case JSONB -> text(value.toString(), true);
            case TIMESTAMP -> {
                Instant time = value instanceof LocalDateTime local ? local.toInstant(ZoneOffset.UTC) : (Instant) value;
                if (time.getNano() % 1000 != 0) {
                    throw new IllegalArgumentException(time + " is finer than the microseconds "
                            + columns.get(column).describe() + " keeps");
                }
                int4(8);
                long8(Math.addExact(Math.multiplyExact(time.getEpochSecond(), 1_000_000L), time.getNano() / 1000)
                        - MICROS_FROM_1970_TO_2000);
            }
            case DATE -> {
                int4(4);
                int4(Math.toIntExact(((LocalDate) value).toEpochDay() - DAYS_FROM_1970_TO_2000));
            }
            case UUID -> {
                UUID uuid = (UUID) value;
                int4(16);
                long8(uuid.getMostSignificantBits());
                long8(uuid.getLeastSignificantBits());
            }
            default ->
                throw new IllegalStateException(
                        "no binary form for " + columns.get(column).describe());
        }
    }

    private long inRange(int column, long value, long min, long max) {
        if (value < min || value > max) {
            throw new IllegalArgumentException(
                    value + " is out of the range of " + columns.get(column).describe() + ": " + min + " to " + max);
        }
        return value;
    }

    /**
     * Text as UTF-8 after its length, encoded here rather than by {@link String#getBytes}, which would write a lone
     * surrogate as a question mark: such a string is refused, as is a NUL, which PostgreSQL's text cannot hold.
     */
    private void text(String text, boolean jsonb) {
        int length = text.length();
        ensure(5 + 3 * length);
        int start = size;
        size += 4;
        if (jsonb) {
            bytes[size++] = 1; // the version of jsonb's binary form, which is its text
        }
        for (int i = 0; i < length; i++) {
            char c = text.charAt(i);
            if (c < 0x80) {
                if (c == 0) {
                    throw new IllegalArgumentException(
                            "a string with a NUL character, which PostgreSQL's text types cannot hold");
                }
                bytes[size++] = (byte) c;
            } else if (c < 0x800) {
                bytes[size++] = (byte) (0xc0 | c >> 6);
                bytes[size++] = (byte) (0x80 | c & 0x3f);
            } else if (Character.isSurrogate(c)) {
                if (!Character.isHighSurrogate(c) || i + 1 == length || !Character.isLowSurrogate(text.charAt(i + 1))) {
                    throw RowEncoder.loneSurrogate(text, i);
                }
                int code = Character.toCodePoint(c, text.charAt(++i));
                bytes[size++] = (byte) (0xf0 | code >> 18);
                bytes[size++] = (byte) (0x80 | code >> 12 & 0x3f);
                bytes[size++] = (byte) (0x80 | code >> 6 & 0x3f);
                bytes[size++] = (byte) (0x80 | code & 0x3f);
            } else {
                bytes[size++] = (byte) (0xe0 | c >> 12);
                bytes[size++] = (byte) (0x80 | c >> 6 & 0x3f);
                bytes[size++] = (byte) (0x80 | c & 0x3f);
            }
        }
        int written = size - start - 4;
        bytes[start] = (byte) (written >> 24);
        bytes[start + 1] = (byte) (written >> 16);
        bytes[start + 2] = (byte) (written >> 8);
        bytes[start + 3] = (byte) written;
    }

    /**
     * A numeric: its digits in base 10,000 without leading or trailing zero groups, the weight of the first (the
     * power of 10,000 it stands for), the sign and the digits shown after the point.
     */
    private void numeric(BigDecimal value) {
        BigDecimal decimal = value.scale() < 0 ? value.setScale(0) : value;
        int scale = decimal.scale();
        if (decimal.unscaledValue().bitLength() < 50) {
            // the usual case, in a long: the digits padded to whole groups after the point, then cut into groups
            int pad = (4 - scale % 4) % 4;
            long digits = Math.abs(decimal.unscaledValue().longValue()) * PADDING[pad];
            int count = 0;
            while (digits != 0) {
                groups[count++] = (short) (digits % 10_000);
                digits /= 10_000;
            }
            int low = 0;
            while (low < count && groups[low] == 0) {
                low++;
            }
            int kept = count - low;
            int4(8 + 2 * kept);
            short2(kept);
            short2(kept == 0 ? 0 : count - 1 - (scale + pad) / 4);
            short2(kept == 0 || decimal.signum() >= 0 ? 0 : 0x4000);
            short2(scale);
            for (int g = count - 1; g >= low; g--) {
                short2(groups[g]);
            }
            return;
        }
        String digits = decimal.unscaledValue().abs().toString();
        String whole = digits.length() > scale ? digits.substring(0, digits.length() - scale) : "0";
        String fraction = digits.length() > scale
                ? digits.substring(digits.length() - scale)
                : "0".repeat(scale - digits.length()) + digits;
        whole = "0".repeat((4 - whole.length() % 4) % 4) + whole;
        fraction = fraction + "0".repeat((4 - fraction.length() % 4) % 4);
        int wholeGroups = whole.length() / 4;
        short[] groups = new short[wholeGroups + fraction.length() / 4];
        for (int g = 0; g < groups.length; g++) {
            String group = g < wholeGroups
                    ? whole.substring(g * 4, g * 4 + 4)
                    : fraction.substring((g - wholeGroups) * 4, (g - wholeGroups) * 4 + 4);
            groups[g] = Short.parseShort(group);
        }
        int first = 0;
        while (first < groups.length && groups[first] == 0) {
            first++;
        }
        int last = groups.length;
        while (last > first && groups[last - 1] == 0) {
            last--;
        }
        int count = last - first;
        int4(8 + 2 * count);
        short2(count);
        short2(count == 0 ? 0 : wholeGroups - 1 - first);
        short2(count == 0 || decimal.signum() >= 0 ? 0 : 0x4000);
        short2(scale);
        for (int g = first; g < last; g++) {
            short2(groups[g]);
        }
    }

    private void ensure(int more) {
        if (size + more > bytes.length) {
            bytes = Arrays.copyOf(bytes, Math.max(bytes.length * 2, size + more));
        }
    }

    private void byte1(int b) {
        ensure(1);
        bytes[size++] = (byte) b;
    }

    private void short2(int s) {
        ensure(2);
        bytes[size++] = (byte) (s >> 8);
        bytes[size++] = (byte) s;
    }

    private void int4(int i) {
        ensure(4);
        bytes[size++] = (byte) (i >> 24);
        bytes[size++] = (byte) (i >> 16);
        bytes[size++] = (byte) (i >> 8);
        bytes[size++] = (byte) i;
    }

    private void long8(long l) {
        int4((int) (l >> 32));
        int4((int) l);
    }

    private void raw(byte[] data, int length) {
        ensure(length);
        System.arraycopy(data, 0, bytes, size, length);
        size += length;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public byte[] take(byte[] next) {
        byte[] taken = bytes;
        bytes = next;
        size = 0;
        return taken;
    }
}
