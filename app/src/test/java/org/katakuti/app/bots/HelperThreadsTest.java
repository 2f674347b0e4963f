package org.katakuti.app.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Deadline;

/** The helper threads' rounds: a move never begins while a helper of the last one still searches. */
class HelperThreadsTest {

    /** A helper that works until its round is halted, then counts itself stopped. */
    private static Runnable untilHalted(AtomicBoolean halt, CountDownLatch running, AtomicInteger stopped) {
        return () -> {
            running.countDown();
            while (!halt.get()) {
                Thread.yield();
            }
            stopped.incrementAndGet();
        };
    }

    @Test
    void finishHaltsEveryHelperAndTheNextRoundFindsThemStopped() throws InterruptedException {
        try (HelperThreads threads = new HelperThreads("test helper", 3)) {
            HelperThreads.Round round = threads.round();
            CountDownLatch running = new CountDownLatch(3);
            AtomicInteger stopped = new AtomicInteger();
            for (int i = 0; i < 3; i++) {
                round.start(untilHalted(round.halt(), running, stopped));
            }
            assertTrue(running.await(10, TimeUnit.SECONDS), "three helpers run at once");
            assertFalse(round.halt().get());

            round.finish();
            threads.round();

            assertEquals(3, round.started());
            assertEquals(3, stopped.get(), "the next round began while a helper of the last was still running");
            for (int i = 0; i < 3; i++) {
                assertTrue(round.stopped(i), "helper " + i + " stopped but is not said to have");
            }
        }
    }

    @Test
    void aHelperHeldUpDoesNotHoldUpTheMoveButTheNextRoundWaitsForIt() throws Exception {
        try (HelperThreads threads = new HelperThreads("test helper", 1)) {
            HelperThreads.Round round = threads.round();
            CountDownLatch running = new CountDownLatch(1);
            AtomicInteger stopped = new AtomicInteger();
            // Its halt is a flag only the test clears: as a helper whose core the machine gave to something else.
            AtomicBoolean release = new AtomicBoolean();
            round.start(untilHalted(release, running, stopped));
            assertTrue(running.await(10, TimeUnit.SECONDS));

            assertTimeoutPreemptively(Duration.ofSeconds(10), round::finish,
                    "the move waited for a helper that was held up");

            assertFalse(round.stopped(0), "a helper still running is said to have stopped");
            ExecutorService next = Executors.newSingleThreadExecutor();
            try {
                Future<HelperThreads.Round> nextRound = next.submit(threads::round);
                Thread.sleep(200);
                assertFalse(nextRound.isDone(), "the next round began while the last one's helper still ran");
                release.set(true);
                nextRound.get(10, TimeUnit.SECONDS);
                assertEquals(1, stopped.get());
            } finally {
                next.shutdownNow();
            }
        }
    }

    @Test
    void eachRoundHasItsOwnHaltSoTheThreadsServeTheNextMove() throws InterruptedException {
        try (HelperThreads threads = new HelperThreads("test helper", 1)) {
            threads.round().finish();
            HelperThreads.Round next = threads.round();
            CountDownLatch running = new CountDownLatch(1);
            AtomicInteger stopped = new AtomicInteger();

            next.start(untilHalted(next.halt(), running, stopped));

            assertTrue(running.await(10, TimeUnit.SECONDS), "the next round's helper runs");
            assertEquals(0, stopped.get(), "the last round's halt stopped the next round's helper");
            next.finish();
            threads.round();
            assertEquals(1, stopped.get());
        }
    }

    @Test
    void aHelperThatFailsCostsOnlyItsHelp() {
        try (HelperThreads threads = new HelperThreads("test helper", 1)) {
            HelperThreads.Round round = threads.round();
            round.start(() -> {
                throw new IllegalStateException("a broken helper");
            });

            round.finish(); // no exception: the bot's own search still has its answer
        }
    }

    @Test
    void anInterruptWhileTheNextRoundWaitsIsKeptForTheCallerAndTheWaitStillHolds() throws InterruptedException {
        try (HelperThreads threads = new HelperThreads("test helper", 1)) {
            HelperThreads.Round round = threads.round();
            CountDownLatch running = new CountDownLatch(1);
            AtomicInteger stopped = new AtomicInteger();
            AtomicBoolean slowHalt = new AtomicBoolean();
            round.start(untilHalted(slowHalt, running, stopped));
            assertTrue(running.await(10, TimeUnit.SECONDS));
            round.finish();
            // The helper ignores the round's halt for 300 ms, as a search between two checks of its clock would.
            Thread releaser = new Thread(() -> {
                sleep(300);
                slowHalt.set(true);
            });
            releaser.start();

            Thread.currentThread().interrupt();
            threads.round();

            assertTrue(Thread.interrupted(), "the interrupt was swallowed");
            assertEquals(1, stopped.get(), "the next round began on the interrupt, before the helper stopped");
            releaser.join();
        }
    }

    @Test
    void theMainSearchsAnswerIsGivenWhenItComesFirst() throws InterruptedException {
        try (HelperThreads threads = new HelperThreads("test helper", 1)) {
            HelperThreads.Round round = threads.round();
            Deadline deadline = Deadline.in(60_000);
            round.start(() -> round.offerAt(9, deadline, TimeUnit.SECONDS.toNanos(50)));

            round.startMain(() -> 7);

            assertEquals(7, round.answer());
            assertFalse(round.answeredByAHelper());
            round.finish();
            // The helper waiting to offer must see the halt: else the next round would wait 50 s for it.
            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> threads.round(),
                    "a helper waiting to offer its move did not stop at the round's halt");
        }
    }

    @Test
    void aHelpersAnswerIsGivenWhenTheMainSearchIsHeldUp() throws Exception {
        try (HelperThreads threads = new HelperThreads("test helper", 1)) {
            HelperThreads.Round round = threads.round();
            CountDownLatch release = new CountDownLatch(1);
            AtomicBoolean mainEnded = new AtomicBoolean();
            // A main search whose thread the machine has taken away: it answers only when the test lets it.
            round.startMain(() -> {
                awaitQuietly(release);
                mainEnded.set(true);
                return 7;
            });
            round.start(() -> round.offerAt(9, Deadline.in(60_000), 0));

            assertEquals(9, round.answer());
            assertTrue(round.answeredByAHelper());
            round.finish();

            release.countDown();
            assertTimeoutPreemptively(Duration.ofSeconds(10), () -> threads.round());
            assertTrue(mainEnded.get(), "the next round began while the last one's main search still ran");
        }
    }

    @Test
    void aMainSearchThatFailsFailsTheAnswerAsIfItHadRunOnTheBotsThread() {
        try (HelperThreads threads = new HelperThreads("test helper", 1)) {
            HelperThreads.Round round = threads.round();

            round.startMain(() -> {
                throw new IllegalStateException("a broken search");
            });

            IllegalStateException thrown = assertThrows(IllegalStateException.class, round::answer);
            assertEquals("a broken search", thrown.getMessage());
            round.finish();
        }
    }

    private static void awaitQuietly(CountDownLatch latch) {
        try {
            latch.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
