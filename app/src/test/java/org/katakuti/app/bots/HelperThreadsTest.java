package org.katakuti.app.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

/** The helper threads' rounds: a move never ends while one of its helpers still searches. */
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
    void aRoundEndsOnlyWhenEveryHelperHasStopped() throws InterruptedException {
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

            assertEquals(3, round.started());
            assertEquals(3, stopped.get(), "finish returned while a helper was still running");
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
    void anInterruptWhileWaitingIsKeptForTheCallerAndTheWaitStillHolds() throws InterruptedException {
        try (HelperThreads threads = new HelperThreads("test helper", 1)) {
            HelperThreads.Round round = threads.round();
            CountDownLatch running = new CountDownLatch(1);
            AtomicInteger stopped = new AtomicInteger();
            AtomicBoolean slowHalt = new AtomicBoolean();
            round.start(untilHalted(slowHalt, running, stopped));
            assertTrue(running.await(10, TimeUnit.SECONDS));
            // The helper ignores the round's halt for 300 ms, as a search between two checks of its clock would.
            Thread releaser = new Thread(() -> {
                sleep(300);
                slowHalt.set(true);
            });
            releaser.start();

            Thread.currentThread().interrupt();
            round.finish();

            assertTrue(Thread.interrupted(), "the interrupt was swallowed");
            assertEquals(1, stopped.get(), "finish returned on the interrupt, before the helper stopped");
            releaser.join();
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
