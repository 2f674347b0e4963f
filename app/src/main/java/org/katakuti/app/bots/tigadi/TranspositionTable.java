package org.katakuti.app.bots.tigadi;

import java.util.Arrays;

import org.katakuti.api.rules.tigadi.TigadiBoard;

/**
 * Positions already searched, with their best move and score, in fixed-size
 * packed arrays (one slot per key, no objects): a bounded memory footprint
 * however long the game. A slot is overwritten by a new search, by a search
 * at least as deep, or by the same position.
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

    private final long[] keys;
    private final int[] moves;
    /** score (16 bits) | depth (8) | bound (2) | generation (6). */
    private final int[] data;
    private final int mask;
    private int generation;

    /** @param bits the table holds {@code 2^bits} positions */
    TranspositionTable(int bits) {
        int size = 1 << bits;
        keys = new long[size];
        moves = new int[size];
        data = new int[size];
        mask = size - 1;
        clear();
    }

    /** Forgets everything. */
    void clear() {
        Arrays.fill(keys, 0L);
        Arrays.fill(moves, NO_MOVE);
        Arrays.fill(data, 0);
    }

    /** Starts a new search: older entries give way to newer ones. */
    void nextGeneration() {
        generation = (generation + 1) & 0x3F;
    }

    /** @return the slot holding {@code key}, or -1 */
    int find(long key) {
        int slot = slot(key);
        return keys[slot] == key && (data[slot] != 0 || moves[slot] != NO_MOVE) ? slot : -1;
    }

    int move(int slot) {
        return moves[slot];
    }

    int score(int slot) {
        return (short) data[slot];
    }

    int depth(int slot) {
        return (data[slot] >>> 16) & 0xFF;
    }

    int bound(int slot) {
        return (data[slot] >>> 24) & 0x3;
    }

    /**
     * Stores a search result.
     *
     * @param bound {@link #EXACT}, {@link #LOWER}, {@link #UPPER}, or {@link #NO_BOUND} to keep only the move
     */
    void store(long key, int move, int score, int depth, int bound) {
        int slot = slot(key);
        boolean same = keys[slot] == key;
        int old = data[slot];
        boolean stale = ((old >>> 26) & 0x3F) != generation;
        if (!same && !stale && ((old >>> 16) & 0xFF) > depth) {
            return;
        }
        if (same && bound == NO_BOUND) {
            if (move != NO_MOVE) {
                moves[slot] = move;
            }
            return;
        }
        keys[slot] = key;
        if (move != NO_MOVE || !same) {
            moves[slot] = move;
        }
        data[slot] = (score & 0xFFFF) | (Math.max(0, Math.min(depth, 0xFF)) << 16) | (bound << 24)
                | (generation << 26);
    }

    private int slot(long key) {
        return (int) (key ^ (key >>> 32)) & mask;
    }
}
