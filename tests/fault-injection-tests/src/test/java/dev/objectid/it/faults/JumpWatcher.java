package dev.objectid.it.faults;

import dev.objectid.ObjectId;
import java.io.IOException;

/**
 * A separate JVM of {@link ResumeTest}: generates an id every millisecond and watches its own wall clock. When the
 * clock jumps forward (by more than half an hour between two samples, as after a resume from suspend), it counts the
 * ids, generated after the jump was seen, that keep a second from before it, and prints {@code stale <ids>}. Prints {@code ready} after its first id,
 * {@code done} at the end, when its standard input closes.
 */
public final class JumpWatcher {

    private static final long JUMP_MILLIS = 30 * 60 * 1000;

    private JumpWatcher() {}

    public static void main(String[] args) throws Exception {
        Thread input = new Thread(JumpWatcher::drainInput, "input");
        input.start();
        ObjectId.generate();
        long previous = System.currentTimeMillis();
        System.out.println("ready");
        while (input.isAlive()) {
            Thread.sleep(1);
            long wall = System.currentTimeMillis();
            if (wall - previous > JUMP_MILLIS) {
                long stale = 0;
                while (ObjectId.generate().epochSecond() < Math.floorDiv(wall, 1000)) {
                    stale++;
                    Thread.sleep(1);
                    wall = System.currentTimeMillis();
                }
                System.out.println("stale " + stale);
                wall = System.currentTimeMillis();
            }
            previous = wall;
        }
        System.out.println("done");
    }

    private static void drainInput() {
        try {
            System.in.transferTo(java.io.OutputStream.nullOutputStream());
        } catch (IOException e) {
            e.printStackTrace();
        }
    }
}
