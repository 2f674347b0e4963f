package org.katakuti.app.pbrain;

import org.katakuti.api.rules.Point;

/**
 * Gomocup's coordinates and the rule book's. Gomocup writes a square
 * {@code x,y}, both from 0, x the column from the left and y the row from the
 * top (as Piskvork draws the board); the rule book writes a column letter from
 * {@code a} (left) and a row number from 1 (bottom). So on a board of
 * {@code size} rows, {@code x,y} is column x and rule-book row {@code size - y}:
 * on 15x15, {@code 0,0} is {@code a15}, {@code 7,7} is {@code h8} and
 * {@code 14,14} is {@code o1}.
 */
final class GomocupSquare {

    private GomocupSquare() {
    }

    /**
     * @return the rule-book point of Gomocup's {@code x,y}
     * @throws IllegalArgumentException when it is not on the board
     */
    static Point point(int x, int y, int size) {
        if (x < 0 || x >= size || y < 0 || y >= size) {
            throw new IllegalArgumentException(x + "," + y + " is off the " + size + "x" + size + " board");
        }
        return Point.of(x, size - 1 - y);
    }

    /** @return Gomocup's {@code x,y} of a rule-book point */
    static String text(Point point, int size) {
        return point.column() + "," + (size - 1 - point.row());
    }

    /**
     * Reads {@code x,y} (spaces around the numbers allowed).
     *
     * @return {x, y}
     * @throws IllegalArgumentException when it is not two whole numbers separated by a comma
     */
    static int[] parse(String text) {
        String[] parts = text.split(",", -1);
        if (parts.length < 2) {
            throw new IllegalArgumentException("not a square x,y: '" + text + "'");
        }
        try {
            return new int[] {Integer.parseInt(parts[0].trim()), Integer.parseInt(parts[1].trim())};
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a square x,y: '" + text + "'");
        }
    }
}
