package org.katakuti.app.bots.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    /** Two positions that share a slot: the same low bits, other top bits. */
    private static final long ONE = 6L | 1L << 50;
    private static final long OTHER = 6L | 2L << 50;

    @Test
    void givesBackWhatWasStoredIncludingNegativeScoresAndTheLastSquare() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(ONE, -PvsSearch.WIN + 7, 224, 12, TranspositionTable.UPPER);

        long entry = table.probe(ONE);
        assertEquals(-PvsSearch.WIN + 7, TranspositionTable.score(entry));
        assertEquals(224, TranspositionTable.move(entry), "the last square of 15x15");
        assertEquals(12, TranspositionTable.depth(entry));
        assertEquals(TranspositionTable.UPPER, TranspositionTable.bound(entry));
    }

    @Test
    void aResultWithoutAMoveIsStoredAsNoMove() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(ONE, 0, -1, 1, TranspositionTable.LOWER);

        assertEquals(-1, TranspositionTable.move(table.probe(ONE)));
    }

    @Test
    void anUnknownPositionHasNoEntryEvenWhenItsSlotIsTaken() {
        TranspositionTable table = new TranspositionTable(4);
        assertEquals(0, table.probe(0L), "an empty slot holds no position, not even the one whose hash is zero");

        table.store(ONE, 10, 3, 5, TranspositionTable.EXACT);
        assertEquals(0, table.probe(OTHER));
    }

    @Test
    void theNewestResultTakesTheSlot() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(ONE, 50, 3, 8, TranspositionTable.EXACT);
        table.store(OTHER, 70, 4, 2, TranspositionTable.LOWER);

        assertEquals(0, table.probe(ONE));
        assertEquals(70, TranspositionTable.score(table.probe(OTHER)));
    }
}
