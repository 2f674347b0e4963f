package org.katakuti.app.table;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.mnk.MnkGame;

/**
 * Finds the lines a player threatens to win with, for "Warn me of threats":
 * a row that wins with one more mark (a four on the big grids, two of three on
 * 3x3, three of four on 4x4), and on the big grids an open three, three marks
 * that one more turns into a four open at both ends. Read from the position
 * only; misere (where a line loses), ultimate and tigadi have none.
 */
final class ThreatSpotter {

    private static final int[][] DIRECTIONS = {{1, 0}, {0, 1}, {1, 1}, {1, -1}};

    private ThreatSpotter() {
    }

    /** @return the lines {@code of} threatens in {@code position}, each once */
    static List<Line> threats(Position position, Seat of) {
        if (!(position.game() instanceof MnkGame) || ((MnkGame) position.game()).isMisere() || of == null) {
            return new ArrayList<>();
        }
        int k = ((MnkGame) position.game()).k();
        Set<Line> lines = new LinkedHashSet<>();
        for (int column = 0; column < position.columns(); column++) {
            for (int row = 0; row < position.rows(); row++) {
                for (int[] d : DIRECTIONS) {
                    Line win = window(position, of, column, row, d, k, k - 1);
                    if (win != null) {
                        lines.add(win);
                    }
                    if (k >= 5) {
                        Line open = openThree(position, of, column, row, d, k);
                        if (open != null) {
                            lines.add(open);
                        }
                    }
                }
            }
        }
        return new ArrayList<>(lines);
    }

    /** A run of {@code length} squares from the start with exactly {@code marks} of {@code of} and the rest empty. */
    private static Line window(Position position, Seat of, int column, int row, int[] d, int length, int marks) {
        int mine = 0;
        for (int i = 0; i < length; i++) {
            Point point = point(position, column + i * d[0], row + i * d[1]);
            if (point == null) {
                return null;
            }
            Seat seat = position.at(point);
            if (seat == of) {
                mine++;
            } else if (seat != null) {
                return null;
            }
        }
        if (mine != marks) {
            return null;
        }
        return new Line(Point.of(column, row), Point.of(column + (length - 1) * d[0], row + (length - 1) * d[1]));
    }

    /** An open three: k+1 squares, both ends empty, the k-1 between holding k-2 of {@code of} and one gap. */
    private static Line openThree(Position position, Seat of, int column, int row, int[] d, int k) {
        Point first = point(position, column, row);
        Point last = point(position, column + k * d[0], row + k * d[1]);
        if (first == null || last == null || position.at(first) != null || position.at(last) != null) {
            return null;
        }
        if (window(position, of, column + d[0], row + d[1], d, k - 1, k - 2) == null) {
            return null;
        }
        // from its first mark to its last, so the same three seen through two windows is one line
        Point from = null;
        Point to = null;
        for (int i = 1; i < k; i++) {
            Point point = Point.of(column + i * d[0], row + i * d[1]);
            if (position.at(point) == of) {
                from = from == null ? point : from;
                to = point;
            }
        }
        return new Line(from, to);
    }

    private static Point point(Position position, int column, int row) {
        if (column < 0 || row < 0 || column >= position.columns() || row >= position.rows()) {
            return null;
        }
        return Point.of(column, row);
    }
}
