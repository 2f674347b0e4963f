package org.katakuti.api.rules.mnk;

import java.util.SplittableRandom;

/**
 * The fixed tables of one board size and line length, shared by every board of
 * a game: the windows (every run of k squares in a row, column or diagonal),
 * which windows pass through each square, and the Zobrist keys.
 */
final class MnkGeometry {
    /** Column and row steps of the four directions, in {@link MnkBoard#HORIZONTAL} order. */
    static final int[] STEP_COLUMN = {1, 0, 1, -1};
    static final int[] STEP_ROW = {0, 1, 1, 1};

    final int columns;
    final int rows;
    final int k;
    final int size;
    /** Square indices of window {@code w}: {@code windowSquares[w * k + i]}. */
    final int[] windowSquares;
    final int windowCount;
    /** The windows through each square. */
    final int[][] windowsThrough;
    /** Zobrist key of mark {@code m} on square {@code i}: {@code keys[m * size + i]} (m is 1 or 2). */
    final long[] keys;
    final long sideKey;

    MnkGeometry(int columns, int rows, int k) {
        this.columns = columns;
        this.rows = rows;
        this.k = k;
        this.size = columns * rows;

        int count = 0;
        for (int direction = 0; direction < 4; direction++) {
            count += fits(columns, STEP_COLUMN[direction]) * fits(rows, STEP_ROW[direction]);
        }
        windowCount = count;
        windowSquares = new int[count * k];
        int[] through = new int[size];
        int w = 0;
        for (int direction = 0; direction < 4; direction++) {
            int stepColumn = STEP_COLUMN[direction];
            int stepRow = STEP_ROW[direction];
            for (int row = 0; row < rows; row++) {
                for (int column = 0; column < columns; column++) {
                    int lastColumn = column + stepColumn * (k - 1);
                    int lastRow = row + stepRow * (k - 1);
                    if (lastColumn < 0 || lastColumn >= columns || lastRow >= rows) {
                        continue;
                    }
                    for (int i = 0; i < k; i++) {
                        int square = (row + stepRow * i) * columns + column + stepColumn * i;
                        windowSquares[w * k + i] = square;
                        through[square]++;
                    }
                    w++;
                }
            }
        }
        windowsThrough = new int[size][];
        for (int square = 0; square < size; square++) {
            windowsThrough[square] = new int[through[square]];
            through[square] = 0;
        }
        for (w = 0; w < count; w++) {
            for (int i = 0; i < k; i++) {
                int square = windowSquares[w * k + i];
                windowsThrough[square][through[square]++] = w;
            }
        }

        // A fixed seed: the same position hashes the same in every run, so hashes may be stored.
        SplittableRandom random = new SplittableRandom(0x6b6174616b757469L ^ ((long) columns << 40 ^ (long) rows << 20 ^ k));
        keys = new long[3 * size];
        for (int i = size; i < keys.length; i++) {
            keys[i] = random.nextLong();
        }
        sideKey = random.nextLong();
    }

    /** @return how many starting places a window of k has along a side of {@code length} for this step */
    private int fits(int length, int step) {
        return step == 0 ? length : Math.max(0, length - k + 1);
    }
}
