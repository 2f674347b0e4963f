package org.katakuti.app.bots.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.Random;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.tigadi.TigadiBoard;

class TranspositionTableTest {

    private static final int MOVE = TigadiBoard.slide(8, 9, 3);

    @Test
    void givesBackWhatWasStoredIncludingNegativeScores() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(77L, MOVE, -AlphaBetaSearch.WIN + 5, 12, TranspositionTable.UPPER);

        long entry = table.find(77L);
        assertEquals(MOVE, TranspositionTable.move(entry));
        assertEquals(-AlphaBetaSearch.WIN + 5, TranspositionTable.score(entry));
        assertEquals(12, TranspositionTable.depth(entry));
        assertEquals(TranspositionTable.UPPER, TranspositionTable.bound(entry));
    }

    @Test
    void anEmptySlotHoldsNoPositionNotEvenTheOneWhoseKeyIsZero() {
        TranspositionTable table = new TranspositionTable(4);

        assertEquals(TranspositionTable.NONE, table.find(0L));
    }

    @Test
    void aResultWithoutAMoveKeepsTheMoveAlreadyKnownForThatPosition() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(3L, MOVE, 20, 4, TranspositionTable.EXACT);
        table.store(3L, TranspositionTable.NO_MOVE, -30, 6, TranspositionTable.UPPER);

        long entry = table.find(3L);
        assertEquals(MOVE, TranspositionTable.move(entry));
        assertEquals(-30, TranspositionTable.score(entry));
        assertEquals(6, TranspositionTable.depth(entry));
        assertEquals(TranspositionTable.UPPER, TranspositionTable.bound(entry));
    }

    @Test
    void aShallowerResultOfTheSameSearchDoesNotPushOutADeeperOne() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(1L, MOVE, 50, 8, TranspositionTable.EXACT);
        table.store(1L + 16, MOVE, 70, 2, TranspositionTable.EXACT); // same slot, another position

        assertEquals(TranspositionTable.NONE, table.find(1L + 16));
        assertEquals(50, TranspositionTable.score(table.find(1L)));
    }

    @Test
    void aNewSearchMayReplaceOldEntries() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(1L, MOVE, 50, 8, TranspositionTable.EXACT);
        table.nextGeneration();
        table.store(1L + 16, MOVE, 70, 2, TranspositionTable.EXACT);

        assertEquals(70, TranspositionTable.score(table.find(1L + 16)));
        assertEquals(TranspositionTable.NONE, table.find(1L));
    }

    @Test
    void aMoveOnlyEntryKeepsTheScoreAlreadyKnown() {
        TranspositionTable table = new TranspositionTable(4);
        table.store(5L, MOVE, 50, 8, TranspositionTable.LOWER);
        int other = TigadiBoard.placement(4, TigadiBoard.NONE);
        table.store(5L, other, 0, 0, TranspositionTable.NO_BOUND);

        long entry = table.find(5L);
        assertEquals(other, TranspositionTable.move(entry));
        assertEquals(50, TranspositionTable.score(entry));
        assertEquals(TranspositionTable.LOWER, TranspositionTable.bound(entry));
    }

    /**
     * Hard's helper threads share one table without locks: two threads storing
     * and finding positions of the same few slots at once must never be given
     * one position's move or score for another's.
     */
    @Test
    void twoThreadsWritingTheSameSlotsNeverReadOnePositionsEntryForAnother() throws InterruptedException {
        TranspositionTable table = new TranspositionTable(2);
        long[] keys = new Random(7).longs(64).toArray();
        AtomicReference<String> mixUp = new AtomicReference<>();
        Thread[] threads = new Thread[2];
        for (int t = 0; t < threads.length; t++) {
            Random random = new Random(t);
            threads[t] = new Thread(() -> {
                for (int i = 0; i < 2_000_000 && mixUp.get() == null; i++) {
                    int stored = random.nextInt(keys.length);
                    table.store(keys[stored], moveOf(stored), stored, 1, TranspositionTable.EXACT);
                    int wanted = random.nextInt(keys.length);
                    long entry = table.find(keys[wanted]);
                    if (entry != TranspositionTable.NONE && (TranspositionTable.move(entry) != moveOf(wanted)
                            || TranspositionTable.score(entry) != wanted)) {
                        mixUp.compareAndSet(null, "position " + wanted + " read as move "
                                + TranspositionTable.move(entry) + ", score " + TranspositionTable.score(entry));
                    }
                }
            });
            threads[t].start();
        }
        for (Thread thread : threads) {
            thread.join();
        }

        assertNull(mixUp.get());
    }

    private static int moveOf(int position) {
        return TigadiBoard.placement(position % TigadiBoard.POINTS, TigadiBoard.NONE);
    }
}
