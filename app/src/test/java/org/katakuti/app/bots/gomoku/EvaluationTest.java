package org.katakuti.app.bots.gomoku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.katakuti.app.bots.gomoku.GomokuTactics.position;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.mnk.MnkGame;

/** The static worth of a board: the winning combinations the shapes alone would understate. */
class EvaluationTest {

    /** First to move; f5 makes two open threes (d5 e5 f5 and f3 f4 f5); second's marks are in the corners. */
    private static final String DOUBLE_THREE = "d5 a1 e5 i9 f3 a9 f4 i1";
    /** The same, but second has b7 c7 d7 too, which it can make a four of. */
    private static final String DOUBLE_THREE_AGAINST_A_THREE = "d5 a1 e5 b7 f3 c7 f4 d7";

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void aDoubleThreeToPlayWithNoFourToAnswerItCountsAsNearlyWon(MnkGame game) {
        ShapeBoard board = ShapeBoard.of(position(game, DOUBLE_THREE));
        assertThat(board.threat(board.index(Point.parse("f5")), ShapeBoard.FIRST)).isEqualTo(Shapes.DOUBLE_THREE);

        assertThat(Evaluation.of(board))
                .as("first's double three at f5, second without a four")
                .isGreaterThanOrEqualTo(Evaluation.DOUBLE_THREE_TO_PLAY);
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void aDoubleThreeIsOnlyShapesWhileTheOtherPlayerCanStillMakeAFour(MnkGame game) {
        ShapeBoard board = ShapeBoard.of(position(game, DOUBLE_THREE_AGAINST_A_THREE));
        assertThat(board.threat(board.index(Point.parse("f5")), ShapeBoard.FIRST)).isEqualTo(Shapes.DOUBLE_THREE);
        assertThat(board.countAtLeast(ShapeBoard.SECOND, Shapes.FOUR_ONLY)).isPositive();

        assertThat(Evaluation.of(board))
                .as("second's three on row 7 answers a double three with fours")
                .isLessThan(Evaluation.DOUBLE_THREE_TO_PLAY);
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void aFourThreeToPlayWeighsMoreThanADoubleThree(MnkGame game) {
        // As DOUBLE_THREE, with c5 and second at b5: f5 now makes a four (c5 d5 e5 f5, closed by b5) and an open three.
        ShapeBoard board = ShapeBoard.of(position(game, "d5 a1 e5 i9 f3 a9 f4 i1 c5 b5"));
        assertThat(board.threat(board.index(Point.parse("f5")), ShapeBoard.FIRST)).isEqualTo(Shapes.FOUR_THREE);

        assertThat(Evaluation.of(board)).isGreaterThanOrEqualTo(Evaluation.FOUR_THREE_TO_PLAY);
    }
}
