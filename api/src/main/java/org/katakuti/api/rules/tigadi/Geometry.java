package org.katakuti.api.rules.tigadi;

import org.katakuti.api.rules.Point;

/**
 * The tigadi board drawn once, straight from the rule book: its 24 points, its
 * 20 lines, and the neighbours and bit masks that follow from them. Point
 * {@code i} is bit {@code 1 << i} of a mask.
 */
final class Geometry {

    /** The points in the rule book's order: outer, middle and inner square. */
    private static final String POINT_NAMES =
            "a1 a4 a7 d7 g7 g4 g1 d1  b2 b4 b6 d6 f6 f4 f2 d2  c3 c4 c5 d5 e5 e4 e3 d3";

    /** The lines in the rule book's order: square sides, spokes, corner diagonals. */
    private static final String LINE_NAMES =
            "a1-a4-a7 a7-d7-g7 g7-g4-g1 g1-d1-a1  b2-b4-b6 b6-d6-f6 f6-f4-f2 f2-d2-b2"
            + "  c3-c4-c5 c5-d5-e5 e5-e4-e3 e3-d3-c3"
            + "  a4-b4-c4 d7-d6-d5 g4-f4-e4 d1-d2-d3"
            + "  a1-b2-c3 a7-b6-c5 g7-f6-e5 g1-f2-e3";

    static final int POINTS = 24;
    static final int SIDE = 7;
    /** Every point's bit. */
    static final int ALL = (1 << POINTS) - 1;

    static final Point[] POINT = new Point[POINTS];
    /** Point index by {@code column * SIDE + row}; -1 where the lattice has no point. */
    private static final int[] INDEX = new int[SIDE * SIDE];

    static final int[][] LINES;
    static final int[] LINE_MASK;
    static final int[][] LINES_THROUGH = new int[POINTS][];
    static final int[][] LINE_MASKS_THROUGH = new int[POINTS][];
    static final int[][] NEIGHBOURS = new int[POINTS][];
    static final int[] NEIGHBOUR_MASK = new int[POINTS];

    static {
        String[] names = POINT_NAMES.trim().split(" +");
        java.util.Arrays.fill(INDEX, -1);
        for (int i = 0; i < POINTS; i++) {
            POINT[i] = Point.parse(names[i]);
            INDEX[POINT[i].column() * SIDE + POINT[i].row()] = i;
        }
        String[] lines = LINE_NAMES.trim().split(" +");
        LINES = new int[lines.length][];
        LINE_MASK = new int[lines.length];
        for (int l = 0; l < lines.length; l++) {
            String[] ends = lines[l].split("-");
            LINES[l] = new int[ends.length];
            for (int k = 0; k < ends.length; k++) {
                LINES[l][k] = index(Point.parse(ends[k]));
                LINE_MASK[l] |= 1 << LINES[l][k];
            }
            // Neighbours stand next to each other on a line.
            for (int k = 1; k < ends.length; k++) {
                NEIGHBOUR_MASK[LINES[l][k - 1]] |= 1 << LINES[l][k];
                NEIGHBOUR_MASK[LINES[l][k]] |= 1 << LINES[l][k - 1];
            }
        }
        for (int i = 0; i < POINTS; i++) {
            NEIGHBOURS[i] = bits(NEIGHBOUR_MASK[i]);
            int through = 0;
            for (int l = 0; l < LINES.length; l++) {
                if ((LINE_MASK[l] & 1 << i) != 0) {
                    through++;
                }
            }
            LINES_THROUGH[i] = new int[through];
            LINE_MASKS_THROUGH[i] = new int[through];
            int k = 0;
            for (int l = 0; l < LINES.length; l++) {
                if ((LINE_MASK[l] & 1 << i) != 0) {
                    LINES_THROUGH[i][k] = l;
                    LINE_MASKS_THROUGH[i][k++] = LINE_MASK[l];
                }
            }
        }
    }

    private Geometry() {
    }

    /** @return the index of {@code point}, or -1 when it is no tigadi point (or null) */
    static int index(Point point) {
        if (point == null || point.column() >= SIDE || point.row() >= SIDE) {
            return -1;
        }
        return INDEX[point.column() * SIDE + point.row()];
    }

    /** @return the set bits of {@code mask} as point indices, lowest first */
    static int[] bits(int mask) {
        int[] out = new int[Integer.bitCount(mask)];
        int n = 0;
        for (int rest = mask; rest != 0; rest &= rest - 1) {
            out[n++] = Integer.numberOfTrailingZeros(rest);
        }
        return out;
    }

    /** @return true when a goti at {@code point} with {@code own} makes a complete line through it */
    static boolean closes(int own, int point) {
        int with = own | 1 << point;
        for (int line : LINE_MASKS_THROUGH[point]) {
            if ((with & line) == line) {
                return true;
            }
        }
        return false;
    }

    /** @return the points of {@code gotis} that stand in a complete line of {@code gotis} */
    static int inTigadi(int gotis) {
        int covered = 0;
        for (int line : LINE_MASK) {
            if ((gotis & line) == line) {
                covered |= line;
            }
        }
        return covered;
    }
}
