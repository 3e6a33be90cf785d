package dev.objectid.cli.importer.load;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

class PipelineTest {

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aHandOverToAQueueWhoseTakersHaveAllDiedGivesUpInsteadOfWaitingForever() throws Exception {
        BlockingQueue<String> queue = new ArrayBlockingQueue<>(1);
        queue.put("full");
        ExecutorService threads = Pipeline.threads("test-taker", 2);
        Future<?> died = threads.submit(() -> {
            throw new OutOfMemoryError("a taker's death");
        });
        Future<?> alsoDied = threads.submit(() -> {
            throw new StackOverflowError();
        });
        threads.shutdown();
        assertThat(threads.awaitTermination(10, TimeUnit.SECONDS)).isTrue();

        assertThat(Pipeline.put(queue, "next", List.of(died, alsoDied))).isFalse();
        assertThat(queue).containsExactly("full");
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void aHandOverWaitsForATakerThatLives() throws Exception {
        BlockingQueue<String> queue = new ArrayBlockingQueue<>(1);
        queue.put("full");
        ExecutorService threads = Pipeline.threads("test-taker", 1);
        Future<?> taker = threads.submit(() -> {
            queue.take();
            return queue.take();
        });

        assertThat(Pipeline.put(queue, "next", List.of(taker))).isTrue();
        assertThat(taker.get()).isEqualTo("next");
        threads.shutdown();
    }

    @Test
    void itsThreadsAreDaemonsNamedAfterTheirPart() throws Exception {
        ExecutorService threads = Pipeline.threads("objectid-import-convert", 2);
        Thread thread = threads.submit(Thread::currentThread).get();
        threads.shutdown();

        assertThat(thread.isDaemon()).isTrue();
        assertThat(thread.getName()).startsWith("objectid-import-convert-");
    }
}
