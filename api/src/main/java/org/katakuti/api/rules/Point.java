package org.katakuti.api.rules;

/**
 * A square or point on a board, named as in the rule book: a column letter from
 * {@code a} (left) and a row number from {@code 1} (bottom). {@code a1} is the
 * bottom-left corner. Columns and rows are zero-based in code: {@code a1} is
 * column 0, row 0.
 *
 * <p>Points are immutable and interned: {@code Point.of(c, r) == Point.of(c, r)}.
 */
public final class Point implements Comparable<Point> {

    /** Largest board side the notation supports (columns {@code a} to {@code z}). */
    public static final int MAX_SIDE = 26;

    private static final Point[] CACHE = new Point[MAX_SIDE * MAX_SIDE];

    static {
        for (int col = 0; col < MAX_SIDE; col++) {
            for (int row = 0; row < MAX_SIDE; row++) {
                CACHE[col * MAX_SIDE + row] = new Point(col, row);
            }
        }
    }

    private final int column;
    private final int row;
    private final String notation;

    private Point(int column, int row) {
        this.column = column;
        this.row = row;
        this.notation = String.valueOf((char) ('a' + column)) + (row + 1);
    }

    /**
     * @param column zero-based column, 0 is {@code a}
     * @param row zero-based row, 0 is {@code 1}
     * @throws IllegalArgumentException when outside {@code 0..25}
     */
    public static Point of(int column, int row) {
        if (column < 0 || column >= MAX_SIDE || row < 0 || row >= MAX_SIDE) {
            throw new IllegalArgumentException("no such point: column " + column + ", row " + row);
        }
        return CACHE[column * MAX_SIDE + row];
    }

    /**
     * Reads a point such as {@code e5} or {@code h15}. Only the syntax is checked:
     * whether the point is on a given board is the position's business.
     *
     * @throws MoveFormatException when the text is not a column letter and a row number
     */
    public static Point parse(String text) {
        if (text == null || text.length() < 2 || text.length() > 3) {
            throw new MoveFormatException("not a point: '" + text + "'");
        }
        char letter = text.charAt(0);
        if (letter < 'a' || letter > 'z') {
            throw new MoveFormatException("not a point: '" + text + "' (column must be a letter a-z)");
        }
        int row = 0;
        for (int i = 1; i < text.length(); i++) {
            char digit = text.charAt(i);
            if (digit < '0' || digit > '9') {
                throw new MoveFormatException("not a point: '" + text + "' (row must be a number)");
            }
            row = row * 10 + (digit - '0');
        }
        if (row < 1 || text.charAt(1) == '0') {
            throw new MoveFormatException("not a point: '" + text + "' (rows count from 1)");
        }
        if (row > MAX_SIDE) {
            throw new MoveFormatException("not a point: '" + text + "' (rows go up to " + MAX_SIDE + ")");
        }
        return of(letter - 'a', row - 1);
    }

    /** @return the zero-based column, 0 for {@code a} */
    public int column() {
        return column;
    }

    /** @return the zero-based row, 0 for row {@code 1} */
    public int row() {
        return row;
    }

    /** @return the point in notation, e.g. {@code e5} */
    @Override
    public String toString() {
        return notation;
    }

    /** Orders points by column, then by row: {@code a1 < a2 < b1}. */
    @Override
    public int compareTo(Point other) {
        if (column != other.column) {
            return Integer.compare(column, other.column);
        }
        return Integer.compare(row, other.row);
    }
}
