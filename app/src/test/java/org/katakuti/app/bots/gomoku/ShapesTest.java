package org.katakuti.app.bots.gomoku;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The worth of a square from the shapes its four lines make. */
class ShapesTest {

    /** @return the worth of a square whose lines make these shapes, one a direction, the rest dead */
    private static int worth(int... shapes) {
        return worth(false, shapes);
    }

    private static int worth(boolean smallBoard, int... shapes) {
        int code = 0;
        for (int direction = 0; direction < shapes.length; direction++) {
            code += shapes[direction] * Shapes.digit(direction);
        }
        return Shapes.infoTable(smallBoard)[code] >>> 3;
    }

    @Test
    void aThreeWithATwoBesideItIsWorthMoreThanItsLinesApart() {
        assertThat(worth(Shapes.OPEN_THREE, Shapes.TWO))
                .isGreaterThan(worth(Shapes.OPEN_THREE) + worth(Shapes.DEAD, Shapes.TWO));
        assertThat(worth(Shapes.OPEN_THREE, Shapes.CLOSED_THREE))
                .isGreaterThan(worth(Shapes.OPEN_THREE) + worth(Shapes.DEAD, Shapes.CLOSED_THREE));
    }

    @Test
    void aFourWithATwoBesideItIsWorthMoreThanItsLinesApart() {
        assertThat(worth(Shapes.FOUR, Shapes.TWO))
                .isGreaterThan(worth(Shapes.FOUR) + worth(Shapes.DEAD, Shapes.TWO));
    }

    @Test
    void twoTwosAreWorthMoreThanTheirLinesApart() {
        assertThat(worth(Shapes.TWO, Shapes.TWO)).isGreaterThan(2 * worth(Shapes.TWO));
    }

    /** The worths measured against the bot's own older builds and an outside engine (docs/strength.md). */
    @Test
    void anOpenThreeIsWorthThreeOpenTwosWellBelowAFourButNearlyAFourOnTheSmallBoard() {
        assertThat(worth(Shapes.OPEN_THREE)).isEqualTo(3 * worth(Shapes.TWO)).isLessThan(worth(Shapes.FOUR) * 4 / 5);
        assertThat(worth(true, Shapes.OPEN_THREE)).isGreaterThan(worth(true, Shapes.FOUR) * 4 / 5);
        for (int shape = Shapes.DEAD; shape <= Shapes.FIVE; shape++) {
            if (shape != Shapes.OPEN_THREE) {
                assertThat(worth(true, shape)).as("shape %d on the small board", shape).isEqualTo(worth(shape));
            }
        }
    }

    @Test
    void aLoneShapeIsWorthItsLineOnlyWhereverItLies() {
        for (int direction = 0; direction < 4; direction++) {
            int[] shapes = new int[direction + 1];
            shapes[direction] = Shapes.TWO;
            assertThat(worth(shapes)).as("a two in direction %d", direction).isEqualTo(worth(Shapes.TWO));
        }
        assertThat(worth(Shapes.TWO, Shapes.ONE)).isEqualTo(worth(Shapes.TWO) + worth(Shapes.ONE));
    }
}
