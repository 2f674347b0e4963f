package org.katakuti.app.table;

import java.util.concurrent.Executor;

/**
 * The one thread a match runs on, and its clock: the window hands in the
 * Swing event thread and a Swing timer; tests hand in one they drive themselves.
 */
public interface EventLoop extends Executor {

    /** Runs {@code task} on the loop's thread after {@code millis} milliseconds (at once for 0). */
    void later(long millis, Runnable task);
}
