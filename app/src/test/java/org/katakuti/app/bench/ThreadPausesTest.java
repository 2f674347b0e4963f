package org.katakuti.app.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ThreadPausesTest {

    @Test
    void aThreadThatSharesItsCoreIsSeenStandingStill() throws InterruptedException {
        // Twice as many busy threads as cores: each is off its core about half the time, in turns of a
        // scheduler's slice (a millisecond or more), so each has gaps far longer than between two clock reads.
        int threads = 2 * Runtime.getRuntime().availableProcessors();

        ThreadPauses pauses = ThreadPauses.measure(threads, 300);

        assertEquals(threads, pauses.threads());
        assertTrue(pauses.longestMillis() > 0.1, "no thread was seen standing still: " + pauses.longestMillis());
        assertTrue(pauses.longestMillis() < 60_000, "a pause longer than the run: " + pauses.longestMillis());
        assertTrue(pauses.shortPauses() >= pauses.longPauses(), "a pause over 50 ms is also one over 10 ms");
    }
}
