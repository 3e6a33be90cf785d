package dev.objectid.cli.importer.load;

import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads of an import (the converting threads and the sender) and their hand-overs: a thread that hands
 * something over never waits on a queue whose takers have all ended, so a thread that dies, of an {@code Error} too,
 * never leaves the others waiting forever.
 */
public final class Pipeline {

    /** How often a thread waiting to hand over looks whether anyone is left to take it. */
    static final long CHECK_MILLIS = 100;

    private Pipeline() {}

    /** A pool of {@code count} daemon threads named {@code name-0}, {@code name-1}, ...: the process never waits on them. */
    public static ExecutorService threads(String name, int count) {
        AtomicInteger next = new AtomicInteger();
        return Executors.newFixedThreadPool(count, task -> {
            Thread thread = new Thread(task, count == 1 ? name : name + "-" + next.getAndIncrement());
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * Puts {@code item} into {@code queue}, waiting while it is full, unless every one of {@code takers} has ended.
     *
     * @return whether it was put
     */
    public static <T> boolean put(BlockingQueue<T> queue, T item, List<? extends Future<?>> takers)
            throws InterruptedException {
        while (!queue.offer(item, CHECK_MILLIS, TimeUnit.MILLISECONDS)) {
            if (takers.stream().allMatch(Future::isDone)) {
                return false;
            }
        }
        return true;
    }
}
