package org.katakuti.app.bots.tigadi;

import java.util.Arrays;

import org.katakuti.api.rules.tigadi.TigadiBoard;

/**
 * Positions already searched, with their best move and score, in fixed-size
 * packed arrays (one slot per key, no objects): a bounded memory footprint
 * however long the game. A slot is overwritten by a new search, by a search
 * at least as deep, or by the same position.
 *
 * <p>Several searches may share one table, each on its own thread, without
 * locks: a slot's entry (move and data in one long) is kept beside its key
 * xor the entry, so a slot half written by one thread while another reads it
 * no longer matches its key and reads as empty.
 */
final class TranspositionTable {

    static final int NO_BOUND = 0;
    static final int EXACT = 1;
    /** The score is at least the stored one (the search failed high). */
    static final int LOWER = 2;
    /** The score is at most the stored one (the search failed low). */
    static final int UPPER = 3;
    /** Marks an empty move slot. */
    static final int NO_MOVE = TigadiBoard.NO_MOVE;
    /** What {@link #find} gives for a position the table does not hold. */
    static final long NONE = 0L;

    /** Each slot's key xor its entry. */
    private final long[] checks;
    /** move (high 32 bits) | score (16) | depth (8) | bound (2) | generation (6). */
    private final long[] entries;
    private final int mask;
    private int generation;

    /** @param bits the table holds {@code 2^bits} positions */
    TranspositionTable(int bits) {
        int size = 1 << bits;
        checks = new long[size];
        entries = new long[size];
        mask = size - 1;
        clear();
    }

    /** Forgets everything. */
    void clear() {
        Arrays.fill(checks, 0L);
        Arrays.fill(entries, NONE);
    }

    /** Starts a new search: older entries give way to newer ones. Called before any thread searches. */
    void nextGeneration() {
        generation = (generation + 1) & 0x3F;
    }

    /** @return the entry held for {@code key}, read through the accessors below, or {@link #NONE} */
    long find(long key) {
        int slot = slot(key);
        long entry = entries[slot];
        return entry != NONE && (checks[slot] ^ entry) == key ? entry : NONE;
    }

    static int move(long entry) {
        return (int) (entry >>> 32);
    }

    static int score(long entry) {
        return (short) entry;
    }

    static int depth(long entry) {
        return ((int) entry >>> 16) & 0xFF;
    }

    static int bound(long entry) {
        return ((int) entry >>> 24) & 0x3;
    }

    /**
     * Stores a search result.
     *
     * @param bound {@link #EXACT}, {@link #LOWER}, {@link #UPPER}, or {@link #NO_BOUND} to keep only the move
     */
    void store(long key, int move, int score, int depth, int bound) {
        int slot = slot(key);
        long oldEntry = entries[slot];
        boolean same = oldEntry != NONE && (checks[slot] ^ oldEntry) == key;
        int old = (int) oldEntry;
        boolean stale = (old >>> 26) != generation;
        if (!same && !stale && depth(oldEntry) > depth) {
            return;
        }
        if (same && bound == NO_BOUND) {
            if (move != NO_MOVE) {
                write(slot, key, move, old);
            }
            return;
        }
        int keptMove = move != NO_MOVE || !same ? move : move(oldEntry);
        int data = (score & 0xFFFF) | (Math.max(0, Math.min(depth, 0xFF)) << 16) | (bound << 24)
                | (generation << 26);
        write(slot, key, keptMove, data);
    }

    private void write(int slot, long key, int move, int data) {
        long entry = ((long) move << 32) | (data & 0xFFFFFFFFL);
        entries[slot] = entry;
        checks[slot] = key ^ entry;
    }

    private int slot(long key) {
        return (int) (key ^ (key >>> 32)) & mask;
    }
}
