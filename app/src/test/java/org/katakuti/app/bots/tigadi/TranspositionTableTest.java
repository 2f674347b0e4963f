package org.katakuti.app.bots.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.tigadi.TigadiBoard;

class TranspositionTableTest {

    private static final int MOVE = TigadiBoard.slide(8, 9, 3);

    @Test
    void givesBackWhatWasStoredIncludingNegativeScores() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(77L, MOVE, -AlphaBetaSearch.WIN + 5, 12, TranspositionTable.UPPER);

        int slot = table.find(77L);
        assertEquals(MOVE, table.move(slot));
        assertEquals(-AlphaBetaSearch.WIN + 5, table.score(slot));
        assertEquals(12, table.depth(slot));
        assertEquals(TranspositionTable.UPPER, table.bound(slot));
    }

    @Test
    void anEmptySlotHoldsNoPositionNotEvenTheOneWhoseKeyIsZero() {
        TranspositionTable table = new TranspositionTable(4);

        assertEquals(-1, table.find(0L));
    }

    @Test
    void aResultWithoutAMoveKeepsTheMoveAlreadyKnownForThatPosition() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(3L, MOVE, 20, 4, TranspositionTable.EXACT);
        table.store(3L, TranspositionTable.NO_MOVE, -30, 6, TranspositionTable.UPPER);

        int slot = table.find(3L);
        assertEquals(MOVE, table.move(slot));
        assertEquals(-30, table.score(slot));
        assertEquals(6, table.depth(slot));
        assertEquals(TranspositionTable.UPPER, table.bound(slot));
    }

    @Test
    void aShallowerResultOfTheSameSearchDoesNotPushOutADeeperOne() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(1L, MOVE, 50, 8, TranspositionTable.EXACT);
        table.store(1L + 16, MOVE, 70, 2, TranspositionTable.EXACT); // same slot, another position

        assertEquals(-1, table.find(1L + 16));
        assertEquals(50, table.score(table.find(1L)));
    }

    @Test
    void aNewSearchMayReplaceOldEntries() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(1L, MOVE, 50, 8, TranspositionTable.EXACT);
        table.nextGeneration();
        table.store(1L + 16, MOVE, 70, 2, TranspositionTable.EXACT);

        assertEquals(70, table.score(table.find(1L + 16)));
        assertEquals(-1, table.find(1L));
    }

    @Test
    void aMoveOnlyEntryKeepsTheScoreAlreadyKnown() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(5L, MOVE, 50, 8, TranspositionTable.LOWER);
        int other = TigadiBoard.placement(4, TigadiBoard.NONE);
        table.store(5L, other, 0, 0, TranspositionTable.NO_BOUND);

        int slot = table.find(5L);
        assertEquals(other, table.move(slot));
        assertEquals(50, table.score(slot));
        assertEquals(TranspositionTable.LOWER, table.bound(slot));
    }
}
