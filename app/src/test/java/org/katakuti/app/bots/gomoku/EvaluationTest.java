package org.katakuti.app.bots.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.katakuti.app.bots.gomoku.GomokuTactics.DOUBLE_THREE;
import static org.katakuti.app.bots.gomoku.GomokuTactics.position;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.mnk.MnkGame;

/** The static worth of a board: the winning combinations the shapes alone would understate. */
class EvaluationTest {

    /** As {@link GomokuTactics#DOUBLE_THREE}, but second has b3 c3 d3, which it can make a four of. */
    private static final String DOUBLE_THREE_AGAINST_A_THREE = "d5 a1 e5 b3 f6 c3 f7 d3";

    private static int threatAtF5(ShapeBoard board) {
        return board.threat(board.index(Point.parse("f5")), ShapeBoard.FIRST);
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void aDoubleThreeToPlayWithNoFourToAnswerItCountsAsNearlyWon(MnkGame game) {
        ShapeBoard board = ShapeBoard.of(position(game, DOUBLE_THREE));
        assertThat(threatAtF5(board)).isEqualTo(Shapes.DOUBLE_THREE);

        assertThat(Evaluation.of(board))
                .as("first's double three at f5, second without a four")
                .isGreaterThanOrEqualTo(Evaluation.DOUBLE_THREE_TO_PLAY);
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void aDoubleThreeIsOnlyShapesWhileTheOtherPlayerCanStillMakeAFour(MnkGame game) {
        ShapeBoard board = ShapeBoard.of(position(game, DOUBLE_THREE_AGAINST_A_THREE));
        assertThat(threatAtF5(board)).isEqualTo(Shapes.DOUBLE_THREE);
        assertThat(board.countAtLeast(ShapeBoard.SECOND, Shapes.FOUR_ONLY)).isPositive();

        assertThat(Evaluation.of(board))
                .as("second's three on row 3 answers a double three with fours")
                .isLessThan(Evaluation.DOUBLE_THREE_TO_PLAY);
    }

    /** The weights measured against an outside engine and against the bot's own older builds (docs/strength.md). */
    @Test
    void theOtherPlayersShapesWeighFiveEighthsOnNineByNineSixOnFifteenByFifteenAndSevenOnLargerBoards() {
        String quiet = "d5 e6 d4 f6";
        ShapeBoard small = ShapeBoard.of(position(Games.FIVE_IN_A_ROW, quiet));
        ShapeBoard gomoku = ShapeBoard.of(position(Games.GOMOKU, quiet));
        ShapeBoard large = ShapeBoard.of(position(new MnkGame("freestyle-16", 16, 16, 5, false), quiet));
        ShapeBoard gomocup = ShapeBoard.of(position(new MnkGame("freestyle-20", 20, 20, 5, false), quiet));

        assertThat(Evaluation.of(small))
                .isEqualTo((8 * small.total(ShapeBoard.FIRST) - 5 * small.total(ShapeBoard.SECOND)) / 8);
        assertThat(Evaluation.of(gomoku))
                .isEqualTo((8 * gomoku.total(ShapeBoard.FIRST) - 6 * gomoku.total(ShapeBoard.SECOND)) / 8);
        for (ShapeBoard board : new ShapeBoard[] {large, gomocup}) {
            assertThat(Evaluation.of(board))
                    .isEqualTo((8 * board.total(ShapeBoard.FIRST) - 7 * board.total(ShapeBoard.SECOND)) / 8);
        }
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void aFourThreeToPlayWeighsMoreThanADoubleThree(MnkGame game) {
        // As DOUBLE_THREE, with c5 and second at b5: f5 now makes a four (c5 d5 e5 f5, closed by b5) and an open three.
        ShapeBoard board = ShapeBoard.of(position(game, DOUBLE_THREE + " c5 b5"));
        assertThat(threatAtF5(board)).isEqualTo(Shapes.FOUR_THREE);

        assertThat(Evaluation.of(board)).isGreaterThanOrEqualTo(Evaluation.FOUR_THREE_TO_PLAY);
    }
}
