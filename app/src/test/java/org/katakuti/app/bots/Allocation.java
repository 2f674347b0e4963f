package org.katakuti.app.bots;

import java.lang.management.ManagementFactory;

/** Measures what a piece of work allocates: for tests that a bot's move makes no large arrays. */
public final class Allocation {

    private Allocation() {
    }

    /** @return the bytes the calling thread allocated while running {@code work} */
    public static long byThisThread(Runnable work) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        long thread = Thread.currentThread().getId();
        long before = threads.getThreadAllocatedBytes(thread);
        work.run();
        return threads.getThreadAllocatedBytes(thread) - before;
    }
}
