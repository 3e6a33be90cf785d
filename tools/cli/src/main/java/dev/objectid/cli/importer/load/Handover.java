package dev.objectid.cli.importer.load;

import java.util.concurrent.CountDownLatch;

/**
 * What the {@link Sender}'s queue carries from the converting threads to the loading one: a {@link Chunk} of rows, a
 * {@link Drain} that waits for every chunk before it, or {@link Stop}, which ends the loading thread.
 */
sealed interface Handover permits Chunk, Handover.Drain, Handover.Stop {

    /** The one stop. */
    Stop STOP = new Stop();

    /**
     * Asks for the rows that waited in temporary files to be loaded and says when every chunk handed over before it is.
     *
     * @param loaded counted down once they are, or once the loading thread has stopped
     */
    record Drain(CountDownLatch loaded) implements Handover {

        Drain() {
            this(new CountDownLatch(1));
        }
    }

    /** Ends the loading thread; nothing after it is taken. */
    record Stop() implements Handover {}
}
