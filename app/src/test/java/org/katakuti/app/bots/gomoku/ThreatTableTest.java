package org.katakuti.app.bots.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** A threat answer holds for the allowances it implies, and for no other. */
class ThreatTableTest {

    private static final long KEY = 0x1234_5678_9ABC_DEF0L;

    @Test
    void aWinHoldsWithALargerAllowanceOnly() {
        ThreatTable table = new ThreatTable(8);
        table.store(KEY, 6, 2, true);
        assertEquals(ThreatTable.WIN, table.probe(KEY, 6, 2));
        assertEquals(ThreatTable.WIN, table.probe(KEY, 14, 4));
        assertEquals(ThreatTable.UNKNOWN, table.probe(KEY, 5, 2), "fewer threats");
        assertEquals(ThreatTable.UNKNOWN, table.probe(KEY, 14, 1), "fewer threes");
    }

    @Test
    void noWinHoldsWithASmallerAllowanceOnly() {
        ThreatTable table = new ThreatTable(8);
        table.store(KEY, 10, 3, false);
        assertEquals(ThreatTable.NO_WIN, table.probe(KEY, 10, 3));
        assertEquals(ThreatTable.NO_WIN, table.probe(KEY, 4, 0));
        assertEquals(ThreatTable.UNKNOWN, table.probe(KEY, 11, 3), "more threats");
        assertEquals(ThreatTable.UNKNOWN, table.probe(KEY, 10, 4), "more threes");
    }

    @Test
    void anotherPositionInTheSameSlotIsUnknown() {
        ThreatTable table = new ThreatTable(8);
        table.store(KEY, 6, 2, true);
        assertEquals(ThreatTable.UNKNOWN, table.probe(KEY ^ (1L << 40), 6, 2));
        assertEquals(ThreatTable.UNKNOWN, table.probe(KEY + 1, 6, 2), "an empty slot");
    }

    @Test
    void aNewerAnswerReplacesTheOlder() {
        ThreatTable table = new ThreatTable(8);
        table.store(KEY, 6, 2, true);
        table.store(KEY, 6, 2, false);
        assertEquals(ThreatTable.NO_WIN, table.probe(KEY, 6, 2));
    }
}
