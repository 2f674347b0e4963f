package org.katakuti.app.board;

import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/** Reads the state of ultimate's small grids from a position. */
final class UltimateGrids {

    /** A small grid: open, won by a seat, or drawn. */
    enum State {
        OPEN, FIRST, SECOND, DRAWN
    }

    private UltimateGrids() {
    }

    /** @return the state of small grid {@code grid} (0 bottom-left, along rows) */
    static State state(Position position, int grid) {
        int left = (grid % 3) * 3;
        int bottom = (grid / 3) * 3;
        int[][] lines = {{0, 0, 1, 0, 2, 0}, {0, 1, 1, 1, 2, 1}, {0, 2, 1, 2, 2, 2}, {0, 0, 0, 1, 0, 2},
            {1, 0, 1, 1, 1, 2}, {2, 0, 2, 1, 2, 2}, {0, 0, 1, 1, 2, 2}, {0, 2, 1, 1, 2, 0}};
        for (int[] line : lines) {
            Seat a = position.at(Point.of(left + line[0], bottom + line[1]));
            if (a != null && a == position.at(Point.of(left + line[2], bottom + line[3]))
                    && a == position.at(Point.of(left + line[4], bottom + line[5]))) {
                return a == Seat.FIRST ? State.FIRST : State.SECOND;
            }
        }
        for (int column = 0; column < 3; column++) {
            for (int row = 0; row < 3; row++) {
                if (position.at(Point.of(left + column, bottom + row)) == null) {
                    return State.OPEN;
                }
            }
        }
        return State.DRAWN;
    }
}
