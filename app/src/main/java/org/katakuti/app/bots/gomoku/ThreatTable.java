package org.katakuti.app.bots.gomoku;

/**
 * What the threat search has proved, or failed to prove, about positions it has
 * seen, so that the same position reached by threats in another order is not
 * searched again. A threat sequence's squares can be played in many orders, so
 * without it the search meets each position many times over.
 *
 * <p>An answer holds for more than the allowance it was found with: a win found
 * with at most {@code attacks} threats ({@code threes} of them threes) is a win
 * with any larger allowance, and no win within an allowance means none within a
 * smaller one. Only complete answers are stored: a search cut short by its limits
 * proves nothing.
 *
 * <p>Layout of an entry: attacks in bits 0-6, threes in bits 7-13, win in bit
 * 14, the key's top 49 bits above. A fixed array, so nothing is allocated while
 * searching; a newer entry replaces an older one in its slot.
 */
final class ThreatTable {

    static final int UNKNOWN = 0;
    static final int WIN = 1;
    static final int NO_WIN = 2;

    private static final int KEY_SHIFT = 15;
    private static final long WIN_BIT = 1L << 14;

    private final long[] entries;
    private final int mask;

    /** @param bits the table holds 2^bits entries */
    ThreatTable(int bits) {
        entries = new long[1 << bits];
        mask = (1 << bits) - 1;
    }

    /** @return {@link #WIN}, {@link #NO_WIN} or {@link #UNKNOWN} for this key and allowance */
    int probe(long key, int attacks, int threes) {
        long entry = entries[(int) key & mask];
        if (entry == 0 || (entry >>> KEY_SHIFT) != (key >>> KEY_SHIFT)) {
            return UNKNOWN;
        }
        int storedAttacks = (int) (entry & 0x7F);
        int storedThrees = (int) ((entry >>> 7) & 0x7F);
        if ((entry & WIN_BIT) != 0) {
            return attacks >= storedAttacks && threes >= storedThrees ? WIN : UNKNOWN;
        }
        return attacks <= storedAttacks && threes <= storedThrees ? NO_WIN : UNKNOWN;
    }

    /** @param attacks and {@code threes}: 0 to 127, as every threat search here asks */
    void store(long key, int attacks, int threes, boolean wins) {
        entries[(int) key & mask] = (key >>> KEY_SHIFT) << KEY_SHIFT
                | (wins ? WIN_BIT : 0)
                | (long) threes << 7
                | attacks;
    }
}
