package dev.objectid;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledForJreRange;
import org.junit.jupiter.api.condition.JRE;

/**
 * {@code toHexString()} keeps a 24-byte buffer per platform thread, and none per virtual thread: with one virtual
 * thread per request ({@code spring.threads.virtual.enabled}), a thread-local value would cost every request a map, an
 * entry and the array. Runs on JDK 21 and later (the build's JDK 25 run); the project compiles for 17, so virtual
 * threads are started reflectively.
 */
class HexOnVirtualThreadsTest {

    private static final ObjectId ID = ObjectId.parse("6740c5e1a3f29b04c7000001");

    @Test
    @EnabledForJreRange(min = JRE.JAVA_21)
    void virtualThreadsGetNoPerThreadBuffer() throws Exception {
        Method startVirtualThread = Thread.class.getMethod("startVirtualThread", Runnable.class);
        List<String> results = new CopyOnWriteArrayList<>();
        long buffers = ObjectId.HEX_BUFFERS_MADE.get();

        for (int i = 0; i < 100; i++) {
            Thread thread = (Thread) startVirtualThread.invoke(null, (Runnable) () -> {
                results.add(ID.toHexString());
                results.add(ID.toHexString());
            });
            thread.join();
        }

        assertThat(results).hasSize(200).containsOnly("6740c5e1a3f29b04c7000001");
        assertThat(ObjectId.HEX_BUFFERS_MADE.get())
                .as("buffers made for virtual threads")
                .isEqualTo(buffers);
    }

    @Test
    void aPlatformThreadMakesItsBufferOnceAndReusesIt() throws Exception {
        List<String> results = new CopyOnWriteArrayList<>();
        long buffers = ObjectId.HEX_BUFFERS_MADE.get();

        Thread thread = new Thread(() -> {
            for (int i = 0; i < 10; i++) {
                results.add(ID.toHexString());
            }
        });
        thread.start();
        thread.join();

        assertThat(results).hasSize(10).containsOnly("6740c5e1a3f29b04c7000001");
        assertThat(ObjectId.HEX_BUFFERS_MADE.get()).isEqualTo(buffers + 1);
    }
}
