package org.katakuti.app.bots.ultimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.ultimate.UltimateBoard;

/** The static guess the search backs up: read from one grid after a mark as from the whole board. */
class GridEvaluationTest {

    @Test
    void aMarksValueFromItsGridAloneIsTheWholeBoardsValue() {
        SplittableRandom random = new SplittableRandom(11);
        int[] moves = new int[UltimateBoard.SIZE];
        GridEvaluation loaded = new GridEvaluation();
        GridEvaluation whole = new GridEvaluation();
        int closing = 0;
        for (int game = 0; game < 200; game++) {
            UltimateBoard board = new UltimateBoard();
            while (!board.isOver()) {
                loaded.load(board);
                int count = board.legalMoves(moves);
                for (int i = 0; i < count; i++) {
                    int mover = board.toMove();
                    int grid = UltimateBoard.gridOf(moves[i]);
                    board.play(moves[i]);
                    closing += board.gridStatus(grid) != UltimateBoard.OPEN ? 1 : 0;
                    whole.load(board);
                    for (int seat = UltimateBoard.FIRST; seat <= UltimateBoard.SECOND; seat++) {
                        assertEquals(whole.value(seat), loaded.valueAfter(board, moves[i], seat),
                                "seat " + seat + " after " + UltimateBoard.point(moves[i]) + " by " + mover + " in\n"
                                        + board);
                    }
                    board.undo();
                }
                board.play(moves[random.nextInt(count)]);
            }
        }
        assertTrue(closing > 1000, "only " + closing + " marks closed a grid");
    }

    @Test
    void theTwoSeatsValuesAddUpToOne() {
        SplittableRandom random = new SplittableRandom(12);
        int[] moves = new int[UltimateBoard.SIZE];
        GridEvaluation evaluation = new GridEvaluation();
        for (int game = 0; game < 50; game++) {
            UltimateBoard board = new UltimateBoard();
            while (!board.isOver()) {
                evaluation.load(board);
                int sum = evaluation.value(UltimateBoard.FIRST) + evaluation.value(UltimateBoard.SECOND);
                assertTrue(Math.abs(sum - GridEvaluation.ONE) <= 1, sum + " in\n" + board);
                board.play(moves[random.nextInt(board.legalMoves(moves))]);
            }
        }
    }

    /**
     * Found in random games: one seat, to move, holds two grids of a big line
     * whose third grid is open, and the other seat no grid at all. The seat is
     * ahead, whatever the marks in the open grids. (Not with the other to
     * move: a grid it can win at once may block the line.)
     */
    @Test
    void twoGridsOfAnOpenBigLineAgainstNoneAreAhead() {
        SplittableRandom random = new SplittableRandom(13);
        int[] moves = new int[UltimateBoard.SIZE];
        GridEvaluation evaluation = new GridEvaluation();
        int found = 0;
        for (int game = 0; game < 500; game++) {
            UltimateBoard board = new UltimateBoard();
            while (!board.isOver()) {
                board.play(moves[random.nextInt(board.legalMoves(moves))]);
                int seat = board.toMove();
                if (!board.isOver() && twoOfAnOpenLineAgainstNone(board, seat)) {
                    found++;
                    evaluation.load(board);
                    assertTrue(evaluation.value(seat) > GridEvaluation.ONE * 6 / 10,
                            "seat " + seat + ": " + evaluation.value(seat) + " in\n" + board);
                }
            }
        }
        assertTrue(found > 20, "only " + found + " positions");
    }

    private static boolean twoOfAnOpenLineAgainstNone(UltimateBoard board, int seat) {
        for (int grid = 0; grid < UltimateBoard.GRIDS; grid++) {
            if (board.gridStatus(grid) == 3 - seat || board.gridStatus(grid) == UltimateBoard.DRAWN) {
                return false;
            }
        }
        int[][] lines = {{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}};
        for (int[] line : lines) {
            int held = 0;
            for (int grid : line) {
                held += board.gridStatus(grid) == seat ? 1 : 0;
            }
            if (held == 2) {
                return true;
            }
        }
        return false;
    }
}
