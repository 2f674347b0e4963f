package org.katakuti.api.rules.ultimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.IllegalMoveException;
import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/**
 * The ultimate section of RULES.md, rule by rule. The long sequences are real
 * games found by seeded random play; each test checks the moment the rule acts.
 */
class UltimateRulesTest {

    private static final List<Integer> ALL_GRIDS = Arrays.asList(0, 1, 2, 3, 4, 5, 6, 7, 8);

    private static UltimatePosition play(String moves) {
        UltimatePosition position = Games.ULTIMATE.start();
        for (String move : moves.trim().split(" +")) {
            assertFalse(position.isOver(), "the game ended before " + move + ": " + position);
            position = position.play(move);
        }
        return position;
    }

    /** The position before the last move of {@code moves}, checked to be ongoing. */
    private static UltimatePosition beforeLast(String moves) {
        String before = moves.trim().substring(0, moves.trim().lastIndexOf(' '));
        UltimatePosition position = play(before);
        assertEquals(Outcome.ONGOING, position.outcome(), "before the last mark");
        return position;
    }

    private static List<String> legal(UltimatePosition position) {
        return position.legalMoves().stream().map(Move::toString).collect(Collectors.toList());
    }

    private static List<String> squaresOf(int grid, String... except) {
        List<String> squares = new java.util.ArrayList<>();
        for (int column = grid % 3 * 3; column < grid % 3 * 3 + 3; column++) {
            for (int row = grid / 3 * 3; row < grid / 3 * 3 + 3; row++) {
                squares.add(Point.of(column, row).toString());
            }
        }
        squares.removeAll(Arrays.asList(except));
        return squares;
    }

    private static String messageOf(UltimatePosition position, String move) {
        return assertThrows(IllegalMoveException.class, () -> position.play(move)).getMessage();
    }

    // Rule 1: nine small grids in a big one; squares named on the whole field.

    @Test
    void rule1_squaresAreNamedOnTheWholeFieldAndE5IsInTheCentreGrid() {
        UltimatePosition start = Games.ULTIMATE.start();
        assertEquals(9, start.columns());
        assertEquals(9, start.rows());
        assertEquals(4, UltimatePosition.gridOf(Point.parse("e5")));
        assertEquals(0, UltimatePosition.gridOf(Point.parse("c3")));
        assertEquals(8, UltimatePosition.gridOf(Point.parse("g7")));
        assertEquals(6, UltimatePosition.gridOf(Point.parse("a9")));
        assertTrue(start.isOnBoard(Point.parse("i9")));
        assertFalse(start.isOnBoard(Point.parse("j1")));
        assertTrue(messageOf(start, "a10").contains("off the 9x9 field"));
    }

    // Rule 2: the first mark anywhere; then the square marked names the grid the other must mark in.

    @Test
    void rule2_theFirstMarkMayGoOnAnySquare() {
        UltimatePosition start = Games.ULTIMATE.start();
        assertEquals(81, start.legalMoves().size());
        assertEquals(-1, start.forcedGrid());
        assertEquals(ALL_GRIDS, start.playableGrids());
        assertEquals(Seat.FIRST, start.toMove());
    }

    @Test
    void rule2_theCentreSquareOfAGridSendsTheOtherToTheCentreGrid() {
        UltimatePosition position = play("b2");
        assertEquals(4, position.forcedGrid());
        assertEquals(Collections.singletonList(4), position.playableGrids());
        assertEquals(squaresOf(4), legal(position));
        position = play("e5");
        assertEquals(squaresOf(4, "e5"), legal(position), "sent to the grid just marked in");
    }

    @Test
    void rule2_theTopLeftSquareOfAnyGridSendsTheOtherToTheTopLeftGrid() {
        for (int grid = 0; grid < 9; grid++) {
            Point topLeft = Point.of(grid % 3 * 3, grid / 3 * 3 + 2);
            UltimatePosition position = Games.ULTIMATE.start().play(Move.at(topLeft));
            assertEquals(6, position.forcedGrid(), "after " + topLeft);
            assertEquals(squaresOf(6, topLeft.toString()), legal(position), "after " + topLeft);
        }
    }

    @Test
    void rule2_aMarkOutsideTheGridSentToIsNotLegal() {
        UltimatePosition position = play("a3");
        String message = messageOf(position, "e5");
        assertTrue(message.contains("must go in the top-left grid"), message);
        assertTrue(message.contains("e5 is in the centre grid"), message);
        assertTrue(position.isLegal(Move.parse("b8")));
    }

    // Rule 3: a won or full grid is closed and takes no marks; sent to one, mark in any open grid.

    @Test
    void rule3_aGridWithThreeInARowIsWonAndClosed() {
        UltimatePosition position = play("b1 d1 c1 g1 a1");
        assertEquals(UltimateBoard.FIRST, position.gridStatus(0));
        assertEquals(Seat.FIRST, position.gridWinner(0));
        assertTrue(position.isClosed(0));
        assertFalse(position.isPlayable(0));
        String message = messageOf(position, "a2");
        assertTrue(message.contains("closed (won by first)"), message);
    }

    @Test
    void rule3_aPlayerSentToAWonGridMayMarkInAnyOpenGrid() {
        // a1 wins the bottom-left grid and would send second there.
        UltimatePosition position = play("b1 d1 c1 g1 a1");
        assertEquals(-1, position.forcedGrid());
        assertEquals(Arrays.asList(1, 2, 3, 4, 5, 6, 7, 8), position.playableGrids());
        assertEquals(81 - 9 - 2, position.legalMoves().size(), "every empty square outside the won grid");
        assertTrue(position.isLegal(Move.parse("i9")));
    }

    @Test
    void rule3_aMarkThatWinsItsOwnGridAndSendsThereLeavesAnyOpenGrid() {
        // e1 completes d1-e1-f1 in the bottom grid and sends second to the bottom grid.
        UltimatePosition position = play("f1 h1 d1 b1 e1");
        assertEquals(UltimateBoard.FIRST, position.gridStatus(1));
        assertEquals(-1, position.forcedGrid());
        assertFalse(position.isPlayable(1));
        assertTrue(position.isPlayable(0));
    }

    @Test
    void rule3_aFullGridWithoutALineIsDrawnClosedAndSendsNobody() {
        // The bottom-left grid fills up with c3 (mark 30) without a line; g7 then sends second there.
        String moves = "b3 d7 c1 g1 c2 h6 e7 d1 a1 a2 a4 a3 c8 h5 e5 e4 e1 d3 a7 b2 d4 b1 e3 f7 i3 g8 b5 f5 g4 c3 g7";
        UltimatePosition before = beforeLast(moves);
        assertEquals(UltimateBoard.DRAWN, before.gridStatus(0));
        assertNull(before.gridWinner(0));
        UltimatePosition position = play(moves);
        assertEquals(-1, position.forcedGrid());
        assertFalse(position.isPlayable(0));
        assertTrue(messageOf(position, "a1").contains("closed (drawn)"));
        for (int grid = 1; grid < 9; grid++) {
            assertEquals(!position.isClosed(grid), position.isPlayable(grid), "grid " + grid);
        }
    }

    // Rule 4: three grids won by one seat in a big row, column or diagonal win.

    @Test
    void rule4_threeGridsWonInTheMiddleColumnWin() {
        String moves = "f8 h4 f3 h7 f2 g5 a4 b2 d5 b6 d8 b5 f5 h6 e8 d6 a9 b7 f1 h2 e5";
        assertEquals(Outcome.ONGOING, beforeLast(moves).outcome());
        UltimatePosition position = play(moves);
        assertEquals(Outcome.win(Seat.FIRST, Reason.LINE), position.outcome());
        assertEquals(Collections.singletonList(new Line(Point.parse("e2"), Point.parse("e8"))),
                position.struckLines(), "struck from the centre of the bottom grid to the centre of the top grid");
        assertNull(position.toMove());
        assertTrue(position.legalMoves().isEmpty());
        assertEquals(Collections.emptyList(), position.playableGrids());
        assertTrue(messageOf(position, "a1").contains("the game is over: first wins (line)"));
    }

    @Test
    void rule4_threeGridsWonOnTheRisingDiagonalWin() {
        UltimatePosition position = play("d5 a4 c2 g6 a8 c6 g9 b9 e7 e2 e5 e6 f9 i9 h8 d4 c1 i3 i7 h2 f5 i5 h4 d2 b6 d7 c3");
        assertEquals(Outcome.win(Seat.FIRST, Reason.LINE), position.outcome());
        assertEquals(Collections.singletonList(new Line(Point.parse("b2"), Point.parse("h8"))), position.struckLines());
    }

    @Test
    void rule4_secondWinsWithThreeGridsOnTheFallingDiagonal() {
        UltimatePosition position = play("g4 b3 e8 d4 b2 e5 d6 b9 d9 a9 b8 e6 f7 i1 g1 a2 b6 i2 h6 c2 h5 f6 i7 i3 g9 c9");
        assertEquals(Outcome.win(Seat.SECOND, Reason.LINE), position.outcome());
        assertEquals(Collections.singletonList(new Line(Point.parse("b8"), Point.parse("h2"))), position.struckLines());
    }

    @Test
    void rule4_threeGridsWonInTheBottomRowWin() {
        UltimatePosition position = play("a5 a4 b1 e2 e4 f2 g4 c3 i8 g6 c7 h1 d3 b9 f8 h4 e1 d2 b4 a3 a7 b3 f7 h3 d9 c9 i7 h2");
        assertEquals(Outcome.win(Seat.SECOND, Reason.LINE), position.outcome());
        assertEquals(Collections.singletonList(new Line(Point.parse("b2"), Point.parse("h2"))), position.struckLines());
    }

    @Test
    void rule4_aGridThatCompletesTwoBigLinesStrikesBoth() {
        // i8 wins the top-right grid, completing the top row and the right column of grids.
        UltimatePosition position = play("g4 a3 b7 e1 f1 g3 a7 b3 f7 i1 g2 a5 c5 i5 h4 d3 c7 g1 b1 f3 g8 c4 h2 e6 e8 "
                + "d6 i2 i6 i7 e9 d9 c2 i4 b4 d2 b6 h8 f6 i8");
        assertEquals(Outcome.win(Seat.FIRST, Reason.LINE), position.outcome());
        assertEquals(new HashSet<>(Arrays.asList(new Line(Point.parse("b8"), Point.parse("h8")),
                new Line(Point.parse("h2"), Point.parse("h8")))), new HashSet<>(position.struckLines()));
    }

    // Rule 5: draws, full when every grid is closed, dead as soon as no big line can be won.

    @Test
    void rule5_everyGridClosedWithoutABigLineIsAFullDraw() {
        String moves = "b8 f5 g4 a2 c6 i7 g2 a6 c7 i2 g5 c4 i1 h2 d5 b5 d6 b7 d1 c3 g7 a3 a9 h1 d2 d7 c2 h4 f1 h3 "
                + "d9 e1 f2 h5 f6 i9 g8 h6 f7 f9 g9 e8 d4 a1 d3";
        beforeLast(moves);
        UltimatePosition position = play(moves);
        assertEquals(Outcome.draw(Reason.FULL), position.outcome());
        for (int grid = 0; grid < 9; grid++) {
            assertTrue(position.isClosed(grid), "grid " + grid);
        }
        assertTrue(position.struckLines().isEmpty());
    }

    @Test
    void rule5_noBigLineLeftToWinIsADeadDrawAtThatMarkWithGridsStillOpen() {
        String moves = "h7 d3 c9 h8 f4 i1 g1 b2 f6 i9 i8 g5 c6 g9 a7 a3 b8 e6 f9 i7 h3 f7 g2 b5 d5 a6 e8 d6 e1 e3 "
                + "d9 c1 i3 g4 e5 e4 e2 d4 c5 i4 h2 f5";
        beforeLast(moves);
        UltimatePosition position = play(moves);
        assertEquals(Outcome.draw(Reason.DEAD), position.outcome());
        int open = 0;
        for (int grid = 0; grid < 9; grid++) {
            open += position.isClosed(grid) ? 0 : 1;
        }
        assertEquals(4, open, "four grids still open");
        for (int[] line : UltimateBoard.LINES) {
            int seen = 0;
            for (int grid : line) {
                seen |= position.gridStatus(grid) == UltimateBoard.DRAWN
                        ? UltimateBoard.FIRST | UltimateBoard.SECOND : position.gridStatus(grid);
            }
            assertEquals(UltimateBoard.FIRST | UltimateBoard.SECOND, seen, "every big line is blocked");
        }
        assertTrue(position.legalMoves().isEmpty());
    }

    @Test
    void marksAreSquaresOnly() {
        UltimatePosition position = play("e5");
        assertTrue(messageOf(position, "pass").contains("no passing"));
        assertTrue(messageOf(position, "e5-e4").contains("marks never move"));
        assertTrue(messageOf(position, "e4xe5").contains("no captures"));
        assertTrue(messageOf(position, "e5").contains("e5 is already marked (by first)"));
    }
}
