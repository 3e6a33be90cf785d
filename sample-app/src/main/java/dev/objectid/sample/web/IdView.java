package dev.objectid.sample.web;

import dev.objectid.ObjectId;
import java.time.Instant;

/**
 * What {@code GET /ids/{hex}} tells about an id: its creation time and the parts of its 12 bytes, in the layout of
 * current MongoDB drivers and in the layout of old drivers (machine and process id).
 *
 * @param id the id; JSON holds it as its 24 lower-case hex digits, as every ObjectId
 * @param createdAt the creation time, to the second (bytes 0..3)
 * @param epochSecond the same, in seconds since 1970
 * @param processValue bytes 4..8: the random value of the process that generated the id
 * @param counter bytes 9..11: the counter of that process
 * @param legacy bytes 4..8 as old drivers wrote them
 * @param sameSecond the smallest and the largest id of the id's second
 */
public record IdView(
        ObjectId id,
        Instant createdAt,
        long epochSecond,
        String processValue,
        int counter,
        Legacy legacy,
        SameSecond sameSecond) {

    /**
     * Bytes 4..8 as old drivers (before MongoDB Java driver 3.x) wrote them.
     *
     * @param machineId bytes 4..6, a hash of the machine's name
     * @param processId bytes 7..8, the process id
     */
    public record Legacy(int machineId, int processId) {}

    /**
     * The bounds of the id's second: a time-range query selects {@code id >= min} of its first second and
     * {@code id < min} of the second after its last.
     *
     * @param min {@code ObjectId.minFor(createdAt)}
     * @param max {@code ObjectId.maxFor(createdAt)}
     */
    public record SameSecond(ObjectId min, ObjectId max) {}

    static IdView of(ObjectId id) {
        return new IdView(
                id,
                id.timestamp(),
                id.epochSecond(),
                String.format("%010x", id.processValue()),
                id.counter(),
                new Legacy(id.legacyMachineId(), id.legacyProcessId()),
                new SameSecond(ObjectId.minFor(id.timestamp()), ObjectId.maxFor(id.timestamp())));
    }
}
