package dev.objectid;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;
import jakarta.json.bind.annotation.JsonbTypeDeserializer;
import jakarta.json.bind.annotation.JsonbTypeSerializer;
import jakarta.xml.bind.annotation.adapters.XmlJavaTypeAdapter;
import java.io.InvalidObjectException;
import java.io.NotSerializableException;
import java.io.ObjectInputStream;
import java.io.Serializable;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Objects;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A 12-byte, MongoDB-compatible ObjectId: a 4-byte big-endian timestamp in seconds since the epoch (unsigned, so it
 * runs to 2106), a 5-byte value chosen once per process and a 3-byte big-endian counter.
 *
 * <p>Instances are immutable and thread-safe. They compare in unsigned byte order over the 12 bytes, which is the order
 * every database applies to binary columns, so {@code ORDER BY id} agrees with {@link #compareTo(ObjectId)}. Because
 * the timestamp leads, that order is the creation order to the second: {@link #minFor(Instant)} and
 * {@link #maxFor(Instant)} turn a time range into a range of ids.
 *
 * <pre>{@code
 * ObjectId id = ObjectId.generate();
 * String hex = id.toHexString();              // "6740c5e1a3f29b04c7000001"
 * ObjectId same = ObjectId.parse(hex);        // equal to id
 * Instant created = id.timestamp();           // to the second
 * }</pre>
 *
 * <p>Ids written by older drivers, with a 3-byte machine hash and a 2-byte process id in place of the 5-byte process
 * value, decode as well: see {@link #legacyMachineId()} and {@link #legacyProcessId()}.
 *
 * <p>In JSON and XML an id is its 24-character hexadecimal string, with nothing to register: Jackson 2 and 3 (and
 * their XML, YAML, ... formats) find {@link #toHexString()} and {@link #valueOf(String)} through their annotations,
 * JAXB finds {@link ObjectIdXmlAdapter}, JSON-B finds {@link ObjectIdJsonbSerializer} and
 * {@link ObjectIdJsonbDeserializer}, and Spring's conversion service finds {@code valueOf}. Jackson and JSON-B also
 * read MongoDB Extended JSON's {@code {"$oid": "..."}}, as {@code mongoexport} writes it. The annotations'
 * libraries are optional dependencies: without them the annotations are simply not there.
 */
@XmlJavaTypeAdapter(ObjectIdXmlAdapter.class)
@JsonbTypeSerializer(ObjectIdJsonbSerializer.class)
@JsonbTypeDeserializer(ObjectIdJsonbDeserializer.class)
public final class ObjectId implements Comparable<ObjectId>, Serializable, AnyObjectId {

    /** The number of bytes in an ObjectId. */
    public static final int BYTES = 12;

    /** The number of hexadecimal characters in the text form of an ObjectId. */
    public static final int HEX_LENGTH = 24;

    /**
     * The instants an ObjectId timestamp can hold, the epoch seconds 0 .. 2<sup>32</sup>-1, as every message and page
     * writes them: {@value}.
     */
    public static final String TIMESTAMP_RANGE = "1970-01-01T00:00:00Z .. 2106-02-07T06:28:15Z";

    /** The latest second an ObjectId can hold, 2<sup>32</sup>-1: the end of {@link #TIMESTAMP_RANGE}. */
    static final long MAX_EPOCH_SECOND = 0xFFFF_FFFFL;
    /** The largest process value, 5 bytes. */
    static final long MAX_PROCESS_VALUE = 0xFF_FFFF_FFFFL;
    /** The largest counter, 3 bytes. */
    static final int MAX_COUNTER = 0xFF_FFFF;

    private static final long serialVersionUID = 1L;
    /** Writes a long into a byte array, big-endian, in one store: 8 hex digits at once. */
    private static final VarHandle EIGHT_DIGITS =
            MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    /**
     * Where {@link #toHexString()} writes the digits before the String copies them, on platform threads: one array per
     * thread, so that a call allocates only the String. Virtual threads, short-lived, take a new array per call, which
     * costs them less than a thread-local value would (docs/performance.md measures both).
     */
    private static final ThreadLocal<byte[]> HEX_BUFFER = ThreadLocal.withInitial(ObjectId::newHexBuffer);
    /** {@code Thread.isVirtual()}, or {@code null} on a JDK without virtual threads: a constant the JIT folds. */
    private static final MethodHandle IS_VIRTUAL = isVirtualHandle();
    /** How many per-thread buffers were made; for tests. */
    static final AtomicLong HEX_BUFFERS_MADE = new AtomicLong();
    /** The value of each Latin-1 character as a hex digit, -1 for the characters that are not hex digits. */
    private static final byte[] DIGIT_VALUES = digitValues();

    /** Bytes 0..3: seconds since the epoch, unsigned. */
    private final int timestamp;
    /** Bytes 4..11, big-endian: the 5-byte process value followed by the 3-byte counter. */
    private final long rest;

    ObjectId(int timestamp, long rest) {
        this.timestamp = timestamp;
        this.rest = rest;
    }

    /**
     * Generates a new id with the current second, this process's random value and the next value of its counter.
     *
     * <p>The second is the wall clock's, read for this id: never before the second of an {@code Instant.now()} taken
     * before the call, never after one taken after it (but for the cases {@link ObjectIdGenerator} names, where the
     * order of the ids wins).
     *
     * <p>Ids generated by one process never repeat and are strictly increasing in the order they are generated, also
     * across threads; see {@link ObjectIdGenerator} for the guarantees and their limits.
     *
     * @return a new id, never {@code null}
     * @throws IllegalStateException if the system clock is outside {@value #TIMESTAMP_RANGE}, or the process was
     *         restored from a checkpoint without a valid process value (see {@link ObjectIdGenerator#afterRestore()})
     * @throws IllegalArgumentException if an operator assigned a process value that is not valid (see
     *         {@link ObjectIdGenerator#PROCESS_VALUE_PROPERTY}); the message names it and what is accepted
     */
    public static ObjectId generate() {
        return ObjectIdGenerator.shared().generate();
    }

    /**
     * Generates a new id whose timestamp is {@code time} (floored to the second, never another one) instead of now,
     * for back-filling rows that were created earlier. It carries this process's random value and a counter that
     * {@link #generate()} never uses for a second before the process started: one such second holds
     * 2<sup>24</sup> ids, whatever else the process generates, and an id that could repeat one is refused with an
     * exception, never returned (after 2<sup>24</sup> ids of one second, or for a second taken up again after
     * 2<sup>24</sup> back-dated ids of other seconds). For a second from the start of the process on, it is drawn from
     * the counter of {@link #generate()} and differs from every id drawn fewer than 2<sup>23</sup> ids before or after
     * it. Unlike {@code generate()}, it is not ordered after earlier ids. See {@link ObjectIdGenerator#generate(Instant)}.
     *
     * @param time the creation time to record
     * @return a new id
     * @throws IllegalArgumentException if {@code time} is outside {@value #TIMESTAMP_RANGE}
     * @throws IllegalStateException if that second has no id left that is sure not to repeat one; the message names
     *         the second and the limit
     */
    public static ObjectId generate(Instant time) {
        return ObjectIdGenerator.shared().generate(time);
    }

    /**
     * The id made of the parts given: the same arguments give the same id on every machine and every run. For test
     * fixtures and seed data, which need ids with chosen creation times and stable values; see the CLI's
     * {@code generate --at} and {@code sql} to write them into SQL. Application code generates ids instead.
     *
     * <pre>{@code
     * ObjectId first = ObjectId.of(Instant.parse("2024-05-01T12:00:00Z"), 0, 1);   // 66322ec00000000000000001
     * }</pre>
     *
     * @param time         the creation time; the part below the second is dropped
     * @param processValue bytes 4..8, what {@link #processValue()} returns: 0 .. 2<sup>40</sup>-1
     * @param counter      bytes 9..11, what {@link #counter()} returns: 0 .. 16777215
     * @return the id
     * @throws NullPointerException if {@code time} is null
     * @throws IllegalArgumentException if a part is out of its range; the message names the part, its value and the
     *         range
     */
    public static ObjectId of(Instant time, long processValue, int counter) {
        long second = epochSecondOf(time, "time");
        if (processValue < 0 || processValue > MAX_PROCESS_VALUE) {
            throw new IllegalArgumentException("processValue " + processValue + " is outside the range of the 5-byte"
                    + " process value, 0 .. " + MAX_PROCESS_VALUE + " (0xffffffffff)");
        }
        if (counter < 0 || counter > MAX_COUNTER) {
            throw new IllegalArgumentException("counter " + counter + " is outside the range of the 3-byte counter,"
                    + " 0 .. " + MAX_COUNTER + " (0xffffff)");
        }
        return new ObjectId((int) second, processValue << 24 | counter);
    }

    /**
     * Parses the 24-character hexadecimal form of an id. Exactly 24 ASCII hexadecimal digits are accepted, in either
     * case; there is no trimming, no sign and no other digit.
     *
     * @param hex the text, for example {@code "507f1f77bcf86cd799439011"}
     * @return the id
     * @throws ObjectIdFormatException if {@code hex} is null or not 24 hexadecimal digits; the message names the length
     *         received or the first bad character and its index, {@link ObjectIdFormatException#input()} is {@code hex}
     */
    public static ObjectId parse(CharSequence hex) {
        return parse(hex, "ObjectId");
    }

    /** {@link #parse(CharSequence)} with messages that name {@code what}: {@code ObjectId}, or a typed id. */
    static ObjectId parse(CharSequence hex, String what) {
        if (hex == null) {
            throw new ObjectIdFormatException(
                    null, "Invalid " + what + ": null; expected " + HEX_LENGTH + " hexadecimal digits");
        }
        if (hex.length() != HEX_LENGTH) {
            throw new ObjectIdFormatException(
                    hex,
                    "Invalid " + what + " " + Texts.quote(hex) + ": length is " + hex.length() + ", expected "
                            + ObjectIdFormatException.EXPECTED);
        }
        int check = 0;
        int timestamp = 0;
        for (int i = 0; i < 8; i++) {
            int digit = digit(hex.charAt(i));
            check |= digit;
            timestamp = timestamp << 4 | digit;
        }
        long rest = 0;
        for (int i = 8; i < HEX_LENGTH; i++) {
            int digit = digit(hex.charAt(i));
            check |= digit;
            rest = rest << 4 | digit;
        }
        if (check < 0) {
            throw badCharacter(hex, what);
        }
        return new ObjectId(timestamp, rest);
    }

    /**
     * The same as {@link #parse(CharSequence)}; this is the name Spring's conversion service looks for, and the factory
     * Jackson reads JSON strings (and map keys) with.
     *
     * @param hex the 24-character hexadecimal form
     * @return the id
     * @throws ObjectIdFormatException if {@code hex} is null or not 24 hexadecimal digits
     */
    @JsonCreator // no mode: an enum value would make javac warn in every build without jackson-annotations
    public static ObjectId valueOf(String hex) {
        return parse(hex);
    }

    /**
     * Reads an id from the value a JSON library hands over as plain Java: its 24 hexadecimal digits as a
     * {@code String}, or MongoDB Extended JSON's {@code {"$oid": "<24 hex digits>"}} as a {@code Map} with that one
     * entry. What Jackson reads every JSON value but a string with, and JSON-B every value; for other JSON libraries,
     * the same as {@link TypedIdType#fromJson(Object)} is for typed ids.
     *
     * @param json a {@code String}, a {@code Map}, or any other value, which is an error
     * @return the id
     * @throws ObjectIdFormatException for anything else; the message names the value and both accepted forms
     */
    @JsonCreator
    public static ObjectId fromJson(Object json) {
        return ObjectIdJson.read(json, "ObjectId");
    }

    /**
     * Tells whether {@code hex} is exactly what {@link #parse(CharSequence)} accepts. Never throws.
     *
     * @param hex the text to check, may be {@code null}
     * @return {@code true} if {@code hex} is 24 ASCII hexadecimal digits
     */
    public static boolean isValid(CharSequence hex) {
        if (hex == null || hex.length() != HEX_LENGTH) {
            return false;
        }
        int check = 0;
        for (int i = 0; i < HEX_LENGTH; i++) {
            check |= digit(hex.charAt(i));
        }
        return check >= 0;
    }

    /**
     * Reads an id from its 12-byte binary form, the form stored in {@code BINARY(12)} / {@code bytea} columns. The
     * array is not retained.
     *
     * @param bytes exactly 12 bytes
     * @return the id
     * @throws NullPointerException if {@code bytes} is null
     * @throws IllegalArgumentException if {@code bytes} is not 12 bytes long
     */
    public static ObjectId fromBytes(byte[] bytes) {
        Objects.requireNonNull(bytes, "bytes");
        if (bytes.length != BYTES) {
            throw new IllegalArgumentException("Invalid ObjectId: " + bytes.length + " bytes (" + Texts.hex(bytes)
                    + "), expected exactly " + BYTES);
        }
        return new ObjectId(readInt(bytes, 0), (long) readInt(bytes, 4) << 32 | readInt(bytes, 8) & 0xFFFF_FFFFL);
    }

    /**
     * The smallest id of the second {@code time} falls in: its timestamp followed by eight zero bytes. With
     * {@code id >= minFor(from) AND id < minFor(to)} a query selects the rows created in {@code [from, to)}, to the
     * second, through the primary-key index.
     *
     * @param time any instant in 1970-01-01T00:00:00Z .. 2106-02-07T06:28:15.999999999Z; the sub-second part is
     *             floored (towards the past, also before 1970)
     * @return the smallest id of that second
     * @throws IllegalArgumentException if {@code time} is outside the range an ObjectId can hold
     */
    public static ObjectId minFor(Instant time) {
        return new ObjectId((int) epochSecondOf(time), 0L);
    }

    /**
     * The largest id of the second {@code time} falls in: its timestamp followed by eight {@code 0xff} bytes.
     *
     * @param time any instant in 1970-01-01T00:00:00Z .. 2106-02-07T06:28:15.999999999Z; the sub-second part is
     *             floored
     * @return the largest id of that second
     * @throws IllegalArgumentException if {@code time} is outside the range an ObjectId can hold
     */
    public static ObjectId maxFor(Instant time) {
        return new ObjectId((int) epochSecondOf(time), -1L);
    }

    /**
     * The 12-byte binary form, big-endian; a new array on every call.
     *
     * @return the 12 bytes
     */
    public byte[] toByteArray() {
        byte[] bytes = new byte[BYTES];
        writeInt(bytes, 0, timestamp);
        writeInt(bytes, 4, (int) (rest >>> 32));
        writeInt(bytes, 8, (int) rest);
        return bytes;
    }

    /**
     * The 24-character lower-case hexadecimal form, which {@link #parse(CharSequence)} reads back; also the form
     * Jackson writes.
     *
     * @return the hexadecimal form
     */
    @JsonValue
    public String toHexString() {
        byte[] chars = onVirtualThread() ? new byte[HEX_LENGTH] : HEX_BUFFER.get();
        EIGHT_DIGITS.set(chars, 0, hexDigits(timestamp));
        EIGHT_DIGITS.set(chars, 8, hexDigits((int) (rest >>> 32)));
        EIGHT_DIGITS.set(chars, 16, hexDigits((int) rest));
        return new String(chars, StandardCharsets.ISO_8859_1);
    }

    /**
     * The creation time, to the second.
     *
     * @return the instant of the timestamp, in {@value #TIMESTAMP_RANGE}
     */
    public Instant timestamp() {
        return Instant.ofEpochSecond(epochSecond());
    }

    /**
     * The timestamp as seconds since the epoch, read as an unsigned 32-bit number: {@code 0x80000000} is
     * 2038-01-19T03:14:08Z, not a date before 1970.
     *
     * @return seconds since the epoch, 0 .. 4294967295
     */
    public long epochSecond() {
        return Integer.toUnsignedLong(timestamp);
    }

    /**
     * Bytes 4..8, the value a current driver chooses at random once per process, as an unsigned 40-bit number.
     * Together with the CLI's {@code inspect} and the line {@link ObjectIdGenerator} logs at start, it tells which
     * process generated an id.
     *
     * @return the process value, 0 .. 2<sup>40</sup>-1
     */
    public long processValue() {
        return rest >>> 24;
    }

    /**
     * Bytes 9..11, the counter, as an unsigned 24-bit number. The layout of this part is the same for old and current
     * drivers.
     *
     * @return the counter, 0 .. 16777215
     */
    public int counter() {
        return (int) rest & 0xFF_FFFF;
    }

    /**
     * Bytes 4..6 read in the layout of old drivers (before MongoDB Java driver 3.x), where they held a hash of the
     * machine's name. Meaningful only for ids such drivers wrote.
     *
     * @return the machine identifier, 0 .. 16777215
     */
    public int legacyMachineId() {
        return (int) (rest >>> 40) & 0xFF_FFFF;
    }

    /**
     * Bytes 7..8 read in the layout of old drivers, where they held the process id. Meaningful only for ids such
     * drivers wrote.
     *
     * @return the process identifier, 0 .. 65535
     */
    public int legacyProcessId() {
        return (int) (rest >>> 24) & 0xFFFF;
    }

    /**
     * Compares in unsigned byte order over the 12 bytes, as databases compare binary columns.
     *
     * @param other the id to compare with
     * @return a negative number, zero or a positive number as this id sorts before, with or after {@code other}
     */
    @Override
    public int compareTo(ObjectId other) {
        int byTime = Integer.compareUnsigned(timestamp, other.timestamp);
        return byTime != 0 ? byTime : Long.compareUnsigned(rest, other.rest);
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof ObjectId
                && ((ObjectId) other).timestamp == timestamp
                && ((ObjectId) other).rest == rest;
    }

    @Override
    public int hashCode() {
        return 31 * timestamp + Long.hashCode(rest);
    }

    /**
     * The same as {@link #toHexString()}.
     *
     * @return the 24-character lower-case hexadecimal form
     */
    @Override
    public String toString() {
        return toHexString();
    }

    /**
     * Serialized as {@link ObjectIdSerialForm}, which holds the 12 bytes only; refused where a JDBC driver's
     * {@code setObject} serializes it, which would store an object no query for the id matches.
     *
     * @return the serial form
     * @throws NotSerializableException when serialized by a JDBC driver's {@code setObject}; the message names the id
     *         and how to bind it
     */
    private Object writeReplace() throws NotSerializableException {
        if (JdbcSetObject.onStack()) {
            throw new NotSerializableException(JdbcSetObject.refusal(this));
        }
        return new ObjectIdSerialForm(toByteArray());
    }

    /**
     * Refuses a stream that holds an {@code ObjectId} itself rather than its serial form: such a stream was made by
     * hand, possibly to break the invariants.
     *
     * @param in the stream
     * @throws InvalidObjectException always
     */
    private void readObject(ObjectInputStream in) throws InvalidObjectException {
        throw new InvalidObjectException("ObjectId is serialized through ObjectIdSerialForm only");
    }

    static long epochSecondOf(Instant time) {
        return epochSecondOf(time, "Instant");
    }

    /**
     * The second of {@code time}, floored, if an ObjectId can hold it; otherwise an exception whose message starts
     * with {@code what} and the time, and names the range.
     */
    static long epochSecondOf(Instant time, String what) {
        Objects.requireNonNull(time, "time");
        long second = time.getEpochSecond(); // Instant keeps nanos >= 0, so this is already the floor
        if (!holds(second)) {
            throw new IllegalArgumentException(
                    what + " " + time + " is outside the range of an ObjectId timestamp, " + TIMESTAMP_RANGE);
        }
        return second;
    }

    /** Whether an ObjectId timestamp can hold {@code epochSecond}: 0 .. {@link #MAX_EPOCH_SECOND}. */
    static boolean holds(long epochSecond) {
        return epochSecond >= 0 && epochSecond <= MAX_EPOCH_SECOND;
    }

    private static byte[] newHexBuffer() {
        HEX_BUFFERS_MADE.incrementAndGet();
        return new byte[HEX_LENGTH];
    }

    private static boolean onVirtualThread() {
        if (IS_VIRTUAL == null) {
            return false;
        }
        try {
            return (boolean) IS_VIRTUAL.invokeExact(Thread.currentThread());
        } catch (Throwable impossible) { // Thread.isVirtual() throws nothing
            throw new IllegalStateException(impossible);
        }
    }

    private static MethodHandle isVirtualHandle() {
        try {
            return MethodHandles.publicLookup()
                    .findVirtual(Thread.class, "isVirtual", MethodType.methodType(boolean.class));
        } catch (NoSuchMethodException | IllegalAccessException beforeJdk21) {
            return null;
        }
    }

    /** The value of a hex digit, or a negative number; branch-free, so parsing costs the same for any input. */
    private static int digit(char c) {
        return DIGIT_VALUES[c & 0xFF] | -(c >>> 8);
    }

    /**
     * The 8 lower-case ASCII hex digits of {@code value}, most significant first, as the 8 bytes of a long: each nibble
     * is spread into a byte of its own, then {@code '0'} is added to all 8 at once, and {@code 'a' - '0' - 10} more to
     * those of 10 and above. No table, no branch: 24 digits cost three of these.
     */
    static long hexDigits(int value) {
        long x = Integer.toUnsignedLong(value);
        x = (x | x << 16) & 0x0000_FFFF_0000_FFFFL;
        x = (x | x << 8) & 0x00FF_00FF_00FF_00FFL;
        x = (x | x << 4) & 0x0F0F_0F0F_0F0F_0F0FL;
        // adding 6 carries into bit 4 exactly for the nibbles 10..15
        long letters = (x + 0x0606_0606_0606_0606L) >>> 4 & 0x0101_0101_0101_0101L;
        return x + 0x3030_3030_3030_3030L + letters * ('a' - '0' - 10);
    }

    private static ObjectIdFormatException badCharacter(CharSequence hex, String what) {
        int index = 0;
        while (digit(hex.charAt(index)) >= 0) {
            index++;
        }
        return new ObjectIdFormatException(
                hex,
                "Invalid " + what + " " + Texts.quote(hex) + ": character "
                        + Texts.describe(hex.charAt(index)) + " at index " + index
                        + " is not a hexadecimal digit; expected 24 of 0-9, a-f, A-F");
    }

    private static byte[] digitValues() {
        byte[] values = new byte[256];
        java.util.Arrays.fill(values, (byte) -1);
        for (int i = 0; i < 10; i++) {
            values['0' + i] = (byte) i;
        }
        for (int i = 0; i < 6; i++) {
            values['a' + i] = (byte) (10 + i);
            values['A' + i] = (byte) (10 + i);
        }
        return values;
    }

    private static int readInt(byte[] bytes, int offset) {
        return (bytes[offset] & 0xFF) << 24
                | (bytes[offset + 1] & 0xFF) << 16
                | (bytes[offset + 2] & 0xFF) << 8
                | bytes[offset + 3] & 0xFF;
    }

    private static void writeInt(byte[] bytes, int offset, int value) {
        bytes[offset] = (byte) (value >>> 24);
        bytes[offset + 1] = (byte) (value >>> 16);
        bytes[offset + 2] = (byte) (value >>> 8);
        bytes[offset + 3] = (byte) value;
    }
}
