package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;

/**
 * Stands in for the event thread and its clock: runs posted work when the
 * test says so; work asked for later is kept, with its wait, until the test
 * runs it.
 */
final class TestLoop implements EventLoop {
    private final Queue<Runnable> posted = new ArrayDeque<>();
    private final Queue<Runnable> timed = new ArrayDeque<>();
    final List<Long> waits = new ArrayList<>();

    @Override
    public synchronized void execute(Runnable work) {
        posted.add(work);
        notifyAll();
    }

    @Override
    public synchronized void later(long millis, Runnable task) {
        waits.add(millis);
        timed.add(task);
    }

    /** Waits (5 s at most) for the next piece of posted work, a player's answer, and runs it. */
    void runNext() throws InterruptedException {
        Runnable work;
        synchronized (this) {
            long until = System.currentTimeMillis() + 5000;
            while (posted.isEmpty() && System.currentTimeMillis() < until) {
                wait(100);
            }
            work = posted.poll();
        }
        assertThat(work).as("a player's answer was posted to the event thread").isNotNull();
        work.run();
    }

    /** Runs the work asked for later (the pace between watched moves), as if its time had come. */
    void runTimed() {
        Runnable task;
        synchronized (this) {
            task = timed.poll();
        }
        assertThat(task).as("work was asked for later").isNotNull();
        task.run();
    }

    synchronized boolean hasTimed() {
        return !timed.isEmpty();
    }

    synchronized boolean isIdle() {
        return posted.isEmpty();
    }
}
