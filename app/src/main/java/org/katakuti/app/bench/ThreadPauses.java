package org.katakuti.app.bench;

import java.util.concurrent.TimeUnit;

/**
 * How long this machine holds up a thread that never waits: threads that only
 * read the clock, each noting the longest gap between two reads. A gap is
 * time the thread did not run: another thread or program had its core, or
 * (on a virtual machine) the host took the core away. A bot whose search
 * stands still near the end of its budget answers late however well it keeps
 * time, so this tells a late move of the machine's from one of the bot's.
 */
public final class ThreadPauses {

    /** A gap past this is a pause worth counting. */
    public static final long SHORT_MILLIS = 10;
    /** A gap past this is long enough to make a move of 100 ms late on its own. */
    public static final long LONG_MILLIS = 50;

    private final int threads;
    private final long[] longestNanos;
    private final long[] shortPauses;
    private final long[] longPauses;

    private ThreadPauses(int threads) {
        this.threads = threads;
        this.longestNanos = new long[threads];
        this.shortPauses = new long[threads];
        this.longPauses = new long[threads];
    }

    /**
     * Keeps {@code threads} threads busy for {@code millis} milliseconds.
     *
     * @throws InterruptedException when interrupted while the threads run (they stop)
     */
    public static ThreadPauses measure(int threads, long millis) throws InterruptedException {
        ThreadPauses pauses = new ThreadPauses(threads);
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
        Thread[] running = new Thread[threads];
        for (int i = 0; i < threads; i++) {
            final int index = i;
            running[i] = new Thread(() -> pauses.spin(index, end), "katakuti-bench-pauses");
            running[i].setDaemon(true);
            running[i].start();
        }
        try {
            for (Thread thread : running) {
                thread.join();
            }
        } finally {
            for (Thread thread : running) {
                thread.interrupt();
            }
        }
        return pauses;
    }

    private void spin(int index, long end) {
        long shortNanos = TimeUnit.MILLISECONDS.toNanos(SHORT_MILLIS);
        long longNanos = TimeUnit.MILLISECONDS.toNanos(LONG_MILLIS);
        long last = System.nanoTime();
        long longest = 0;
        long shorter = 0;
        long longer = 0;
        while (last - end < 0 && !Thread.currentThread().isInterrupted()) {
            long now = System.nanoTime();
            long gap = now - last;
            last = now;
            longest = Math.max(longest, gap);
            if (gap > shortNanos) {
                shorter++;
            }
            if (gap > longNanos) {
                longer++;
            }
        }
        // Written once, read after join: the join makes them visible.
        longestNanos[index] = longest;
        shortPauses[index] = shorter;
        longPauses[index] = longer;
    }

    /** @return how many threads were kept busy */
    public int threads() {
        return threads;
    }

    /** @return the longest any thread stood still, in milliseconds */
    public double longestMillis() {
        long longest = 0;
        for (long nanos : longestNanos) {
            longest = Math.max(longest, nanos);
        }
        return longest / 1e6;
    }

    /** @return the pauses over {@link #SHORT_MILLIS} of all the threads together */
    public long shortPauses() {
        return sum(shortPauses);
    }

    /** @return the pauses over {@link #LONG_MILLIS} of all the threads together */
    public long longPauses() {
        return sum(longPauses);
    }

    private static long sum(long[] counts) {
        long total = 0;
        for (long count : counts) {
            total += count;
        }
        return total;
    }
}
