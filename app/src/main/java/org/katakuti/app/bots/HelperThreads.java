package org.katakuti.app.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import java.util.function.IntSupplier;

import org.katakuti.api.bot.Deadline;

/**
 * The threads a bot's helper searches run on (Lazy SMP: helpers search the
 * same position as the bot's own search and share its table). Each move starts
 * a {@link Round}: its helpers begin together, and the round ends by halting
 * them. A helper stops within moments of its halt, but the move does not wait
 * long for it: when the machine gives a helper's core to something else for a
 * while (a virtual machine's host can take a core away for 100 ms), the move
 * must still be answered in time. The next round starts only when every helper
 * of the last one has stopped, so that no helper still searches one move while
 * the next begins.
 *
 * <p>The threads are daemons, made at the first round, and end after
 * {@value #IDLE_SECONDS} s without work; {@link #close} ends them at once.
 */
public final class HelperThreads implements AutoCloseable {

    private static final int IDLE_SECONDS = 10;
    /** How long a move waits for its halted helpers before it answers without them. */
    static final long STOP_WAIT_MILLIS = 5;
    /** How often a helper waiting to offer its answer looks at the clock and the halt. */
    private static final long OFFER_PAUSE_NANOS = 200_000;
    private static final int NO_ANSWER = Integer.MIN_VALUE;

    private final String name;
    private final int size;
    private ThreadPoolExecutor pool;
    /** The last round, whose helpers may not all have stopped yet. */
    private Round last;

    /**
     * @param name the threads' name, for a thread dump
     * @param size how many helpers may run at once (a round's main search, when it has one, takes one more)
     */
    public HelperThreads(String name, int size) {
        this.name = name;
        this.size = size + 1;
    }

    /**
     * Waits until every helper of the last round has stopped, even when
     * interrupted (the interrupt is kept for the caller): only then may the
     * helpers' searches and table be used again.
     *
     * @return a round for one move, with no helper started yet
     */
    public Round round() {
        if (last != null) {
            last.awaitAll();
        }
        last = new Round();
        return last;
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

    /**
     * One move's helpers: started one by one, halted together. The bot's own
     * search may run on a thread of the round's too ({@link #startMain}): the
     * bot's thread then only waits for the {@link #answer}, which is the main
     * search's, or a helper's when the machine holds the main search's thread
     * up past the time the helper offers its own.
     */
    public final class Round {

        private final AtomicBoolean halt = new AtomicBoolean();
        private final List<Future<?>> running = new ArrayList<>();
        /** The bot's own search, when it runs on a thread of the round's. */
        private Future<?> main;
        /** Counted down by the main search's end or a helper's offer, whichever comes first. */
        private final CountDownLatch answered = new CountDownLatch(1);
        /** Written before {@link #mainDone}, read after it. */
        private int mainMove;
        private Throwable mainFailure;
        private volatile boolean mainDone;
        private final AtomicInteger offered = new AtomicInteger(NO_ANSWER);
        /** Whether {@link #answer} gave a helper's move; the bot's thread only. */
        private boolean helpersAnswer;

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

        /**
         * Starts the bot's own search on a thread of the round's; {@link #answer}
         * waits for what it returns.
         */
        public void startMain(IntSupplier search) {
            main = pool().submit(() -> {
                try {
                    mainMove = search.getAsInt();
                } catch (Throwable e) { // given to the bot's thread by answer(), as if thrown there
                    mainFailure = e;
                } finally {
                    mainDone = true;
                    answered.countDown();
                }
            });
        }

        /**
         * A helper's answer, for a main search held up: offered once the clock of
         * {@code deadline} reaches {@code atNanos} (after the main search's own
         * stop), unless the round is halted first. Waits on the helper's thread,
         * so that no clock of a thread held up can delay the offer.
         */
        public void offerAt(int move, Deadline deadline, long atNanos) {
            while (!halt.get() && deadline.elapsedNanos() < atNanos) {
                LockSupport.parkNanos(OFFER_PAUSE_NANOS);
            }
            if (!halt.get() && offered.compareAndSet(NO_ANSWER, move)) {
                answered.countDown();
            }
        }

        /**
         * Waits for the main search started by {@link #startMain} (which must
         * come first) to answer, or for a helper's offer if that comes first.
         *
         * @return the main search's move, else the helper's
         * @throws InterruptedException when the bot's thread is interrupted while it waits
         */
        public int answer() throws InterruptedException {
            answered.await();
            if (!mainDone) {
                helpersAnswer = true;
                return offered.get();
            }
            if (mainFailure instanceof RuntimeException) {
                throw (RuntimeException) mainFailure;
            }
            if (mainFailure instanceof Error) {
                throw (Error) mainFailure;
            }
            if (mainFailure != null) {
                throw new IllegalStateException(mainFailure);
            }
            return mainMove;
        }

        /** @return true when {@link #answer} gave a helper's move: the main search's thread was held up */
        public boolean answeredByAHelper() {
            return helpersAnswer;
        }

        /** @return how many helpers were started */
        public int started() {
            return running.size();
        }

        /** @return true when helper {@code index} (in the order started) has stopped: its search may be read */
        public boolean stopped(int index) {
            return running.get(index).isDone();
        }

        /**
         * Halts the helpers and waits at most {@value #STOP_WAIT_MILLIS} ms for
         * them (and a main search on a thread of the round's) to stop; one that
         * has not stopped by then is waited for by the next
         * {@link HelperThreads#round()}. A helper that failed cost only its
         * help: the bot's own search has its answer alone.
         */
        public void finish() {
            halt.set(true);
            long until = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(STOP_WAIT_MILLIS);
            for (Future<?> helper : all()) {
                try {
                    helper.get(Math.max(0, until - System.nanoTime()), TimeUnit.NANOSECONDS);
                } catch (ExecutionException e) {
                    continue; // it failed: it has stopped
                } catch (TimeoutException e) {
                    return; // out of patience: the move goes on without the rest
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt(); // the move is being dropped: no need to wait
                    return;
                }
            }
        }

        /** @return the helpers and the main search, when it has a thread of the round's */
        private List<Future<?>> all() {
            List<Future<?>> all = new ArrayList<>(running);
            if (main != null) {
                all.add(main);
            }
            return all;
        }

        private void awaitAll() {
            halt.set(true);
            boolean interrupted = false;
            for (Future<?> helper : all()) {
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
