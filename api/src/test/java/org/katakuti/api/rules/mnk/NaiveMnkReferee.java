package org.katakuti.api.rules.mnk;

import java.util.ArrayList;
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
 * The m,n,k rules restated as plainly as possible, from the marks alone, with no
 * incremental counting: the slow, obvious referee that the fast board is checked
 * against. It holds for boards reached by play, where the game stopped at the
 * first line.
 */
final class NaiveMnkReferee {
    private static final int[][] STEPS = {{1, 0}, {0, 1}, {1, 1}, {-1, 1}};

    private final MnkGame game;
    /** The marks, {@code marks[column][row]}, null for empty. */
    private final Seat[][] marks;

    NaiveMnkReferee(MnkGame game) {
        this.game = game;
        this.marks = new Seat[game.columns()][game.rows()];
    }

    void mark(Point point, Seat seat) {
        marks[point.column()][point.row()] = seat;
    }

    Seat at(Point point) {
        return marks[point.column()][point.row()];
    }

    Outcome outcome() {
        Set<Line> lines = lines();
        if (!lines.isEmpty()) {
            Point end = lines.iterator().next().start();
            Seat maker = at(end);
            return Outcome.win(game.isMisere() ? maker.other() : maker, Reason.LINE);
        }
        if (emptySquares().isEmpty()) {
            return Outcome.draw(Reason.FULL);
        }
        return anyWindowOpen() ? Outcome.ONGOING : Outcome.draw(Reason.DEAD);
    }

    /** Every maximal run of k or more equal marks, end to end. */
    Set<Line> lines() {
        Set<Line> lines = new HashSet<>();
        for (int column = 0; column < game.columns(); column++) {
            for (int row = 0; row < game.rows(); row++) {
                Seat seat = marks[column][row];
                for (int[] step : STEPS) {
                    if (seat == null || seatAt(column - step[0], row - step[1]) == seat) {
                        continue; // not the start of a run
                    }
                    int length = 1;
                    while (seatAt(column + length * step[0], row + length * step[1]) == seat) {
                        length++;
                    }
                    if (length >= game.k()) {
                        lines.add(new Line(Point.of(column, row),
                                Point.of(column + (length - 1) * step[0], row + (length - 1) * step[1])));
                    }
                }
            }
        }
        return lines;
    }

    /** Whether some k squares in a straight row on the grid do not yet hold both marks. */
    private boolean anyWindowOpen() {
        for (int column = 0; column < game.columns(); column++) {
            for (int row = 0; row < game.rows(); row++) {
                for (int[] step : STEPS) {
                    if (!onBoard(column + (game.k() - 1) * step[0], row + (game.k() - 1) * step[1])) {
                        continue;
                    }
                    boolean first = false;
                    boolean second = false;
                    for (int i = 0; i < game.k(); i++) {
                        Seat seat = marks[column + i * step[0]][row + i * step[1]];
                        first |= seat == Seat.FIRST;
                        second |= seat == Seat.SECOND;
                    }
                    if (!(first && second)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The empty squares as moves, in point order; the legal moves while the game goes on. */
    List<Move> emptySquares() {
        List<Move> empty = new ArrayList<>();
        for (int column = 0; column < game.columns(); column++) {
            for (int row = 0; row < game.rows(); row++) {
                if (marks[column][row] == null) {
                    empty.add(Move.at(Point.of(column, row)));
                }
            }
        }
        return empty;
    }

    private boolean onBoard(int column, int row) {
        return column >= 0 && column < game.columns() && row >= 0 && row < game.rows();
    }

    private Seat seatAt(int column, int row) {
        return onBoard(column, row) ? marks[column][row] : null;
    }
}
