package org.katakuti.app.bots.gomoku;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.katakuti.app.bots.gomoku.GomokuTactics.position;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.mnk.MnkGame;

/** The shapes the board reads for every empty square, and their upkeep through play and undo. */
class ShapeBoardTest {

    private static int threat(ShapeBoard board, String square, int player) {
        return board.threat(board.index(Point.parse(square)), player);
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void anOpenThreeLeavesTwoSquaresForAnOpenFourAndTwoForAFour(MnkGame game) {
        ShapeBoard board = ShapeBoard.of(position(game, "d5 a1 e5 i1 f5"));
        assertEquals(Shapes.WINNING_FOUR, threat(board, "c5", ShapeBoard.FIRST));
        assertEquals(Shapes.WINNING_FOUR, threat(board, "g5", ShapeBoard.FIRST));
        assertEquals(Shapes.FOUR_ONLY, threat(board, "b5", ShapeBoard.FIRST));
        assertEquals(Shapes.FOUR_ONLY, threat(board, "h5", ShapeBoard.FIRST));
        assertEquals(Shapes.NO_THREAT, threat(board, "c5", ShapeBoard.SECOND));
    }

    @Test
    void aSquareMakingAnOpenThreeIsWorthMoreOnTheSmallBoardThanOnLargerOnes() {
        int onGomoku = openThreeWorth(Games.GOMOKU);
        assertTrue(openThreeWorth(Games.FIVE_IN_A_ROW) > onGomoku);
        assertEquals(onGomoku, openThreeWorth(new MnkGame("freestyle-20", 20, 20, 5, false)));
    }

    /** @return the first player's worth of f5, which makes an open three after d5 a1 e5 */
    private static int openThreeWorth(MnkGame game) {
        ShapeBoard board = ShapeBoard.of(position(game, "d5 a1 e5"));
        assertEquals(Shapes.THREE, threat(board, "f5", ShapeBoard.FIRST));
        return board.value(board.index(Point.parse("f5")), ShapeBoard.FIRST);
    }

    @Test
    void theEdgeClosesALine() {
        ShapeBoard board = ShapeBoard.of(position(Games.FIVE_IN_A_ROW, "a5 a1 b5 i1 c5"));
        assertEquals(Shapes.FOUR_ONLY, threat(board, "d5", ShapeBoard.FIRST));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void aFourLeavesOneSquareThatCompletesFive(MnkGame game) {
        ShapeBoard board = ShapeBoard.of(position(game, "c5 b5 d5 h2 e5 h3 f5"));
        assertEquals(1, board.count(ShapeBoard.FIRST, Shapes.WIN));
        assertEquals(board.index(Point.parse("g5")), board.winningSquare(ShapeBoard.FIRST));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void sixInARowIsAWinningLine(MnkGame game) {
        ShapeBoard board = ShapeBoard.of(position(game, "c5 b5 d5 i5 e5 a9 g5 i9 h5 a1"));
        assertEquals(Shapes.WIN, threat(board, "f5", ShapeBoard.FIRST));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void aMarkMakingAFourAndAnOpenThreeIsAFourThree(MnkGame game) {
        ShapeBoard board = ShapeBoard.of(position(game, "d4 c4 e4 a9 f4 i9 g5 a1 g6 i1"));
        assertEquals(Shapes.FOUR_THREE, threat(board, "g4", ShapeBoard.FIRST));
        assertEquals(1, board.count(ShapeBoard.FIRST, Shapes.FOUR_THREE));
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void everyShapeIsRestoredWhenMarksAreTakenBack(MnkGame game) {
        Random random = new Random(3);
        for (int trial = 0; trial < 20; trial++) {
            ShapeBoard board = new ShapeBoard(game.columns(), game.rows());
            List<String> before = new ArrayList<>();
            int marks = 5 + random.nextInt(board.size() / 2);
            for (int i = 0; i < marks; i++) {
                before.add(describe(board));
                int square;
                do {
                    square = random.nextInt(board.size());
                } while (board.mark(square) != ShapeBoard.EMPTY);
                board.play(square);
                assertEquals(describe(rebuilt(board)), describe(board), "after " + (i + 1) + " marks");
            }
            for (int i = marks - 1; i >= 0; i--) {
                board.undo();
                assertEquals(before.get(i), describe(board), "after taking back to " + i + " marks");
            }
        }
    }

    @ParameterizedTest
    @MethodSource("org.katakuti.app.bots.gomoku.GomokuTactics#grids")
    void theSquaresNearMarksAreTheEmptyOnesWithinTwoStepsOfAMarkEdgesIncluded(MnkGame game) {
        Random random = new Random(5);
        ShapeBoard board = new ShapeBoard(game.columns(), game.rows());
        int[] near = new int[board.size()];
        for (int marks = 0; marks < board.size() / 3; marks++) {
            int square;
            do {
                square = random.nextInt(board.size());
            } while (board.mark(square) != ShapeBoard.EMPTY);
            board.play(square);
            List<Integer> expected = new ArrayList<>();
            for (int candidate = 0; candidate < board.size(); candidate++) {
                boolean nearMark = board.mark(candidate) == ShapeBoard.EMPTY && hasMarkWithinTwoSteps(board, candidate);
                assertEquals(nearMark, board.isNearMarks(candidate), "square " + board.point(candidate));
                if (nearMark) {
                    expected.add(candidate);
                }
            }
            int n = board.nearSquares(near);
            List<Integer> listed = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                listed.add(near[i]);
            }
            assertEquals(expected, listed, "after " + (marks + 1) + " marks");
        }
    }

    private static boolean hasMarkWithinTwoSteps(ShapeBoard board, int square) {
        for (int other = 0; other < board.size(); other++) {
            if (board.mark(other) != ShapeBoard.EMPTY
                    && Math.abs(board.column(other) - board.column(square)) <= 2
                    && Math.abs(board.row(other) - board.row(square)) <= 2) {
                return true;
            }
        }
        return false;
    }

    /** A fresh board with the same marks, laid down square by square. */
    private static ShapeBoard rebuilt(ShapeBoard board) {
        ShapeBoard fresh = new ShapeBoard(board.columns(), board.rows());
        for (int square = 0; square < board.size(); square++) {
            if (board.mark(square) != ShapeBoard.EMPTY) {
                if (fresh.toMove() != board.mark(square)) {
                    fresh.passTurn();
                }
                fresh.play(square);
            }
        }
        if (fresh.toMove() != board.toMove()) {
            fresh.passTurn();
        }
        return fresh;
    }

    /** Everything the search reads from a board, as text. */
    private static String describe(ShapeBoard board) {
        StringBuilder text = new StringBuilder();
        for (int square = 0; square < board.size(); square++) {
            text.append(board.mark(square));
            if (board.mark(square) == ShapeBoard.EMPTY) {
                for (int player = ShapeBoard.FIRST; player <= ShapeBoard.SECOND; player++) {
                    text.append(board.threat(square, player)).append(':').append(board.value(square, player));
                    for (int direction = 0; direction < 4; direction++) {
                        text.append(board.shape(square, player, direction));
                    }
                }
                text.append(board.isNearMarks(square) ? '+' : '-');
            }
            text.append(' ');
        }
        for (int player = ShapeBoard.FIRST; player <= ShapeBoard.SECOND; player++) {
            text.append(player).append(" total ").append(board.total(player));
            for (int threat = 0; threat < Shapes.THREATS; threat++) {
                text.append(' ').append(board.count(player, threat));
            }
        }
        int[] near = new int[board.size()];
        text.append(" near ").append(board.nearSquares(near));
        return text.append(" hash ").append(board.hash()).append(" to move ").append(board.toMove()).toString();
    }
}
