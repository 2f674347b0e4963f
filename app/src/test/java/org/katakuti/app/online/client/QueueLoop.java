package org.katakuti.app.online.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

import org.katakuti.app.table.EventLoop;

/** Stands in for the event thread: the test runs the posted work on its own thread until what it waits for holds. */
final class QueueLoop implements EventLoop {

    private final BlockingQueue<Runnable> posted = new LinkedBlockingQueue<>();

    @Override
    public void execute(Runnable work) {
        posted.add(work);
    }

    @Override
    public void later(long millis, Runnable task) {
        posted.add(task);
    }

    /** Runs posted work until {@code done} holds; fails after 10 s (a wide margin: nothing here waits on a clock). */
    void runUntil(String what, BooleanSupplier done) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!done.getAsBoolean()) {
            long left = until - System.nanoTime();
            assertThat(left).as("waiting for " + what).isPositive();
            Runnable work = posted.poll(left, TimeUnit.NANOSECONDS);
            if (work != null) {
                work.run();
            }
        }
    }
}
