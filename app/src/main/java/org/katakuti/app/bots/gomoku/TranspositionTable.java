package org.katakuti.app.bots.gomoku;

/**
 * What the search learnt about positions it has seen, in a fixed array of
 * packed longs (2 MB for 2^18 entries) so memory stays small and nothing is
 * allocated while searching. A newer entry simply replaces an older one in its slot.
 *
 * <p>Layout of an entry: score + 32768 in bits 0-15, move + 1 in bits 16-25,
 * depth in bits 26-31, bound in bits 32-33, the hash's top 30 bits above.
 */
final class TranspositionTable {

    static final int NONE = 0;
    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;

    private final long[] entries;
    private final int mask;

    /** @param bits the table holds 2^bits entries */
    TranspositionTable(int bits) {
        entries = new long[1 << bits];
        mask = (1 << bits) - 1;
    }

    /** @return the entry for {@code hash}, or 0 when there is none */
    long probe(long hash) {
        long entry = entries[(int) hash & mask];
        return entry != 0 && (entry >>> 34) == (hash >>> 34) ? entry : 0;
    }

    void store(long hash, int score, int move, int depth, int bound) {
        long entry = (score + 32768L) & 0xFFFF
                | (long) ((move + 1) & 0x3FF) << 16
                | (long) (Math.max(0, Math.min(63, depth))) << 26
                | (long) bound << 32
                | (hash >>> 34) << 34;
        entries[(int) hash & mask] = entry;
    }

    static int score(long entry) {
        return (int) (entry & 0xFFFF) - 32768;
    }

    /** @return the best move stored, or -1 */
    static int move(long entry) {
        return (int) ((entry >>> 16) & 0x3FF) - 1;
    }

    static int depth(long entry) {
        return (int) ((entry >>> 26) & 63);
    }

    static int bound(long entry) {
        return (int) ((entry >>> 32) & 3);
    }
}
