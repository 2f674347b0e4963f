package org.katakuti.app.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * The threads a bot's helper searches run on (Lazy SMP: helpers search the
 * same position as the bot's own search and share its table). Each move starts
 * a {@link Round}: its helpers begin together, and the round ends by halting
 * them and waiting until every one has stopped, so that no helper still
 * searches one move while the next begins.
 *
 * <p>The threads are daemons, made at the first round, and end after
 * {@value #IDLE_SECONDS} s without work; {@link #close} ends them at once.
 */
public final class HelperThreads implements AutoCloseable {

    private static final int IDLE_SECONDS = 10;

    private final String name;
    private final int size;
    private ThreadPoolExecutor pool;

    /**
     * @param name the threads' name, for a thread dump
     * @param size how many helpers may run at once
     */
    public HelperThreads(String name, int size) {
        this.name = name;
        this.size = size;
    }

    /** @return a round for one move, with no helper started yet */
    public Round round() {
        return new Round();
    }

    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    private ThreadPoolExecutor pool() {
        if (pool == null) {
            pool = new ThreadPoolExecutor(size, size, IDLE_SECONDS, TimeUnit.SECONDS,
                    new LinkedBlockingQueue<Runnable>(), task -> {
                        Thread thread = new Thread(task, name);
                        thread.setDaemon(true);
                        return thread;
                    });
            pool.allowCoreThreadTimeOut(true);
        }
        return pool;
    }

    /** One move's helpers: started one by one, halted and awaited together. */
    public final class Round {

        private final AtomicBoolean halt = new AtomicBoolean();
        private final List<Future<?>> running = new ArrayList<>();

        private Round() {
        }

        /** @return set when the round ends: every helper must stop soon after it is */
        public AtomicBoolean halt() {
            return halt;
        }

        /** Starts {@code helper} on a thread of its own; it must stop soon after {@link #halt()} is set. */
        public void start(Runnable helper) {
            running.add(pool().submit(helper));
        }

        /** @return how many helpers were started */
        public int started() {
            return running.size();
        }

        /**
         * Halts the helpers and waits for them to stop, even when interrupted
         * (the interrupt is kept for the caller). A helper that failed cost only
         * its help: the bot's own search has its answer alone.
         */
        public void finish() {
            halt.set(true);
            boolean interrupted = false;
            for (Future<?> helper : running) {
                while (true) {
                    try {
                        helper.get();
                        break;
                    } catch (ExecutionException e) {
                        break;
                    } catch (InterruptedException e) {
                        interrupted = true;
                    }
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
