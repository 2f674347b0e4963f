package org.katakuti.api.bot;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DeadlineTest {

    @Test
    void aZeroBudgetIsUpAtOnce() {
        assertTrue(Deadline.in(0).isUp());
    }

    @Test
    void aCancelledDeadlineIsUpWithNothingLeft() {
        Deadline deadline = Deadline.none();
        assertFalse(deadline.isUp());
        deadline.cancel();
        assertTrue(deadline.isUp());
        assertTrue(deadline.isCancelled());
        assertEquals(0, deadline.remainingMillis());
    }

    @Test
    void anInterruptedThinkerSeesItsDeadlineUp() {
        Deadline deadline = Deadline.in(60_000);
        Thread.currentThread().interrupt();
        try {
            assertTrue(deadline.isUp());
        } finally {
            Thread.interrupted();
        }
        assertFalse(deadline.isUp());
    }

    @Test
    void aNegativeBudgetIsRefused() {
        assertThrows(IllegalArgumentException.class, () -> Deadline.in(-1));
    }
}
