package org.katakuti.app.bots.gomoku;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Deadline;

/** The limits of a search and of its capped parts. */
class BudgetTest {

    private static Budget unlimited() {
        return new Budget(Deadline.none(), Long.MAX_VALUE, Long.MAX_VALUE);
    }

    private static void visit(Budget budget, int positions) {
        for (int i = 0; i < positions; i++) {
            budget.visit();
        }
    }

    @Test
    void aCappedPartStopsAtItsPositionsAndTheSearchGoesOnAfterIt() {
        Budget budget = unlimited();
        budget.cap(100, Long.MAX_VALUE);
        visit(budget, 99);
        assertFalse(budget.isOut());
        budget.visit();
        assertTrue(budget.isOut(), "the part has used its 100 positions");
        budget.release();
        assertFalse(budget.isOut(), "the search around it has no cap");
    }

    @Test
    void anInnerCapCannotGiveMorePositionsThanTheCapAroundIt() {
        Budget budget = unlimited();
        budget.cap(100, Long.MAX_VALUE);
        budget.cap(1_000, Long.MAX_VALUE);
        visit(budget, 100);
        assertTrue(budget.isOut());
        budget.release();
        assertTrue(budget.isOut(), "the outer part's 100 positions are used up");
    }

    @Test
    void theTimeOfAnOuterCapThatRanOutDuringAnInnerOneStillStopsTheSearchAfterIt() throws InterruptedException {
        Budget budget = unlimited();
        budget.cap(Long.MAX_VALUE, 1_000_000);
        budget.cap(Long.MAX_VALUE, Long.MAX_VALUE);
        Thread.sleep(5);
        visit(budget, 256);
        assertTrue(budget.isOut(), "1 ms has passed, and the clock is read every 256 positions");
        budget.release();
        assertTrue(budget.isOut(), "the outer part's millisecond is still over once the inner part ends");
        budget.release();
        assertFalse(budget.isOut());
    }
}
