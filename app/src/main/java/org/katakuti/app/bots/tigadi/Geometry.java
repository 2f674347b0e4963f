package org.katakuti.app.bots.tigadi;

import org.katakuti.api.rules.tigadi.TigadiBoard;

/**
 * The tigadi board's points, lines and neighbours as bit sets (bit {@code p} is
 * point {@code p} of {@link TigadiBoard}), so that the evaluation can count a
 * whole line or neighbourhood with one mask.
 */
final class Geometry {

    static final int POINTS = TigadiBoard.POINTS;
    static final int ALL = (1 << POINTS) - 1;

    /** The 20 lines of three points. */
    static final int[] LINE_MASKS;
    /** For each point, the points next to it. */
    static final int[] NEIGHBOUR_MASKS = new int[POINTS];
    /** For each point, the points sharing a line with it (itself excluded). */
    static final int[] LINE_MATES = new int[POINTS];

    static {
        int[][] lines = TigadiBoard.lines();
        LINE_MASKS = new int[lines.length];
        for (int line = 0; line < lines.length; line++) {
            for (int point : lines[line]) {
                LINE_MASKS[line] |= 1 << point;
            }
        }
        for (int point = 0; point < POINTS; point++) {
            NEIGHBOUR_MASKS[point] = TigadiBoard.neighbourMask(point);
        }
        for (int line : LINE_MASKS) {
            for (int point = 0; point < POINTS; point++) {
                if ((line & (1 << point)) != 0) {
                    LINE_MATES[point] |= line & ~(1 << point);
                }
            }
        }
    }

    /** Each ring of eight points (outer, middle, inner) is one byte of a mask. */
    private static final int RING_LOW_BITS = 0x010101;
    private static final int RING_HIGH_BITS = 0x808080;

    private Geometry() {
    }

    /**
     * The points next to any of {@code mask}'s in each of the four directions,
     * as masks, for counting a whole side's slides at once. It rests on the
     * board's numbering ({@code TigadiBoard}'s: each ring's points in order round
     * it, and point {@code i} of a ring beside point {@code i} of the rings
     * next to it, by a spoke or a corner diagonal), which
     * {@code GeometryTest} checks against the rule book's lines.
     *
     * @return the points one step round each ring forward, back, one ring inwards, one outwards
     */
    static int forward(int mask) {
        return (mask << 1 & ~RING_LOW_BITS | mask >>> 7 & RING_LOW_BITS) & ALL;
    }

    /** @see #forward(int) */
    static int back(int mask) {
        return mask >>> 1 & ~RING_HIGH_BITS | (mask << 7 & RING_HIGH_BITS);
    }

    /** @see #forward(int) */
    static int inwards(int mask) {
        return mask << 8 & ALL;
    }

    /** @see #forward(int) */
    static int outwards(int mask) {
        return mask >>> 8;
    }

    /** @return the other seat */
    static int other(int seat) {
        return seat == TigadiBoard.FIRST ? TigadiBoard.SECOND : TigadiBoard.FIRST;
    }

    /**
     * The points where {@code own} could complete a tigadi in one more goti:
     * lines holding two of {@code own}, none of {@code enemy}.
     */
    static int openTwos(int own, int enemy) {
        int threats = 0;
        for (int line : LINE_MASKS) {
            if ((line & enemy) == 0 && Integer.bitCount(line & own) == 2) {
                threats |= line & ~own;
            }
        }
        return threats;
    }
}
