package org.katakuti.api.rules.ultimate;

import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/**
 * The ultimate rules restated as plainly as possible, from the marks and the
 * last mark alone, with nothing kept up to date: the slow, obvious referee that
 * the fast board is checked against. Grids and places are {@code (column, row)}
 * pairs 0..2 here, as a player would see them.
 */
final class NaiveUltimateReferee {
    /** Grid statuses, as the board reports them. */
    static final int OPEN = 0;
    static final int DRAWN = 3;

    private final Seat[][] marks = new Seat[9][9];
    private Point last;

    void mark(Point point, Seat seat) {
        marks[point.column()][point.row()] = seat;
        last = point;
    }

    Seat at(Point point) {
        return marks[point.column()][point.row()];
    }

    /** 0 open, 1 won by first, 2 won by second, 3 drawn. */
    int gridStatus(int bigColumn, int bigRow) {
        Seat[][] small = new Seat[3][3];
        boolean full = true;
        for (int c = 0; c < 3; c++) {
            for (int r = 0; r < 3; r++) {
                small[c][r] = marks[bigColumn * 3 + c][bigRow * 3 + r];
                full &= small[c][r] != null;
            }
        }
        Seat winner = threeInARow(small);
        if (winner != null) {
            return winner == Seat.FIRST ? 1 : 2;
        }
        return full ? DRAWN : OPEN;
    }

    /** The seat with three in a row on a 3x3 grid of seats, or null. */
    private static Seat threeInARow(Seat[][] grid) {
        for (List<int[]> line : LINES) {
            Seat first = grid[line.get(0)[0]][line.get(0)[1]];
            if (first != null && first == grid[line.get(1)[0]][line.get(1)[1]]
                    && first == grid[line.get(2)[0]][line.get(2)[1]]) {
                return first;
            }
        }
        return null;
    }

    private static final List<List<int[]>> LINES = lines();

    /** The eight lines of a 3x3 grid as three (column, row) cells each. */
    private static List<List<int[]>> lines() {
        List<List<int[]>> lines = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            lines.add(List.of(new int[] {0, i}, new int[] {1, i}, new int[] {2, i}));
            lines.add(List.of(new int[] {i, 0}, new int[] {i, 1}, new int[] {i, 2}));
        }
        lines.add(List.of(new int[] {0, 0}, new int[] {1, 1}, new int[] {2, 2}));
        lines.add(List.of(new int[] {2, 0}, new int[] {1, 1}, new int[] {0, 2}));
        return lines;
    }

    /** Every grid's status, {@code [bigColumn][bigRow]}. */
    private int[][] statuses() {
        int[][] status = new int[3][3];
        for (int c = 0; c < 3; c++) {
            for (int r = 0; r < 3; r++) {
                status[c][r] = gridStatus(c, r);
            }
        }
        return status;
    }

    private static Seat[][] wonGrids(int[][] statuses) {
        Seat[][] won = new Seat[3][3];
        for (int c = 0; c < 3; c++) {
            for (int r = 0; r < 3; r++) {
                int status = statuses[c][r];
                won[c][r] = status == 1 ? Seat.FIRST : status == 2 ? Seat.SECOND : null;
            }
        }
        return won;
    }

    Outcome outcome() {
        int[][] statuses = statuses();
        Seat winner = threeInARow(wonGrids(statuses));
        if (winner != null) {
            return Outcome.win(winner, Reason.LINE);
        }
        boolean allClosed = true;
        for (int c = 0; c < 3; c++) {
            for (int r = 0; r < 3; r++) {
                allClosed &= statuses[c][r] != OPEN;
            }
        }
        if (allClosed) {
            return Outcome.draw(Reason.FULL);
        }
        for (List<int[]> line : LINES) {
            boolean drawn = false;
            boolean first = false;
            boolean second = false;
            for (int[] grid : line) {
                int status = statuses[grid[0]][grid[1]];
                drawn |= status == DRAWN;
                first |= status == 1;
                second |= status == 2;
            }
            if (!drawn && !(first && second)) {
                return Outcome.ONGOING;
            }
        }
        return Outcome.draw(Reason.DEAD);
    }

    /** The grid {@code bigRow * 3 + bigColumn} the next mark is sent to, or -1 for any open grid. */
    int forcedGrid() {
        if (last == null) {
            return -1;
        }
        int column = last.column() % 3;
        int row = last.row() % 3;
        return gridStatus(column, row) == OPEN ? row * 3 + column : -1;
    }

    /** The legal marks in point order. */
    List<Move> legalMoves() {
        if (outcome().isOver()) {
            return Collections.emptyList();
        }
        int forced = forcedGrid();
        int[][] status = statuses();
        List<Move> moves = new ArrayList<>();
        for (int column = 0; column < 9; column++) {
            for (int row = 0; row < 9; row++) {
                int grid = row / 3 * 3 + column / 3;
                if (marks[column][row] == null && status[column / 3][row / 3] == OPEN
                        && (forced < 0 || forced == grid)) {
                    moves.add(Move.at(Point.of(column, row)));
                }
            }
        }
        return moves;
    }

    /** Every won big line, from the centre of its first grid to the centre of its last. */
    Set<Line> struckLines() {
        Seat[][] won = wonGrids(statuses());
        Set<Line> struck = new HashSet<>();
        for (List<int[]> line : LINES) {
            int[] a = line.get(0);
            int[] c = line.get(2);
            Seat seat = won[a[0]][a[1]];
            if (seat != null && seat == won[line.get(1)[0]][line.get(1)[1]] && seat == won[c[0]][c[1]]) {
                struck.add(new Line(Point.of(a[0] * 3 + 1, a[1] * 3 + 1), Point.of(c[0] * 3 + 1, c[1] * 3 + 1)));
            }
        }
        return struck;
    }
}
