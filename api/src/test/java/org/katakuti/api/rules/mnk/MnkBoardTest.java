package org.katakuti.api.rules.mnk;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Seat;

/** The search board's own promises: indexing, copies, and the helpers bots read. */
class MnkBoardTest {

    private static MnkBoard board(MnkGame game, String moves) {
        MnkBoard board = new MnkBoard(game);
        for (String move : moves.split(" ")) {
            board.play(board.index(Point.parse(move)));
        }
        return board;
    }

    @Test
    void squaresAreIndexedAlongRowOneFirst() {
        MnkBoard board = new MnkBoard(Games.FIVE_IN_A_ROW);
        assertEquals(0, board.index(Point.parse("a1")));
        assertEquals(1, board.index(Point.parse("b1")));
        assertEquals(9, board.index(Point.parse("a2")));
        assertEquals(40, board.index(4, 4));
        assertEquals(Point.parse("e5"), board.point(40));
        assertEquals(4, board.column(40));
        assertEquals(4, board.row(40));
        assertEquals(81, board.size());
        assertEquals(-1, board.lastMove());
        assertEquals(MnkBoard.FIRST, board.toMove());
    }

    @Test
    void aCopyIsIndependentAndCanUndoAsFarAsTheOriginal() {
        MnkBoard original = board(Games.TIC_TAC_TOE, "a1 b2");
        MnkBoard copy = new MnkBoard(original);
        copy.play(copy.index(Point.parse("c3")));
        assertEquals(MnkBoard.EMPTY, original.cell(original.index(Point.parse("c3"))));
        assertEquals(2, original.moveCount());
        copy.undo();
        copy.undo();
        copy.undo();
        assertEquals(0, copy.moveCount());
        assertEquals(new MnkBoard(Games.TIC_TAC_TOE).hash(), copy.hash());
        assertEquals(2, original.moveCount());
    }

    @Test
    void aPositionNeverSharesItsBoard() {
        MnkBoard board = board(Games.TIC_TAC_TOE, "a1");
        MnkPosition position = MnkPosition.of(board);
        board.play(board.index(Point.parse("b2")));
        assertNull(position.at(Point.parse("b2")), "changing the board after of() leaves the position");
        MnkBoard fromPosition = position.toBoard();
        fromPosition.play(fromPosition.index(Point.parse("c3")));
        assertNull(position.at(Point.parse("c3")), "changing toBoard() leaves the position");
        assertEquals(position, Games.TIC_TAC_TOE.start().play("a1"));
        assertEquals(position.hashCode(), Games.TIC_TAC_TOE.start().play("a1").hashCode());
    }

    @Test
    void theSamePositionHashesTheSameWhateverTheOrderOfMarks() {
        MnkBoard one = board(Games.GOMOKU, "h8 h9 i8 i9");
        MnkBoard other = board(Games.GOMOKU, "i8 i9 h8 h9");
        assertEquals(one.hash(), other.hash());
        assertNotEquals(one.hash(), board(Games.GOMOKU, "h9 h8 i9 i8").hash(), "same squares, swapped marks");
        assertNotEquals(board(Games.GOMOKU, "h8").hash(), new MnkBoard(Games.GOMOKU).hash());
    }

    @Test
    void runLengthCountsTheUnbrokenRunThroughASquare() {
        MnkBoard board = board(Games.GOMOKU, "d4 a15 e5 b15 g7 c15 h8 o1");
        int e5 = board.index(Point.parse("e5"));
        assertEquals(2, board.runLength(e5, MnkBoard.DIAGONAL), "d4-e5, broken at f6");
        assertEquals(1, board.runLength(e5, MnkBoard.HORIZONTAL));
        assertEquals(1, board.runLength(e5, MnkBoard.VERTICAL));
        assertEquals(1, board.runLength(e5, MnkBoard.ANTI_DIAGONAL));
        assertEquals(0, board.runLength(board.index(Point.parse("f6")), MnkBoard.DIAGONAL), "empty square");
        assertEquals(3, board.runLength(board.index(Point.parse("b15")), MnkBoard.HORIZONTAL));
        assertEquals(board.index(Point.parse("a15")), board.runEnd(board.index(Point.parse("b15")), MnkBoard.HORIZONTAL, -1));
        assertEquals(board.index(Point.parse("c15")), board.runEnd(board.index(Point.parse("b15")), MnkBoard.HORIZONTAL, 1));
    }

    @Test
    void completesLineFindsTheWinningSquareWithoutPlayingIt() {
        MnkBoard board = board(Games.GOMOKU, "d4 a15 e5 b15 g7 c15 h8 o1");
        int f6 = board.index(Point.parse("f6"));
        assertTrue(board.completesLine(f6, MnkBoard.FIRST), "f6 joins d4-e5 and g7-h8 into five");
        assertFalse(board.completesLine(f6, MnkBoard.SECOND));
        assertFalse(board.completesLine(board.index(Point.parse("d15")), MnkBoard.SECOND), "only four");
        assertEquals(MnkBoard.EMPTY, board.cell(f6));
        board.play(f6);
        assertEquals(MnkBoard.FIRST, board.winner());
    }

    @Test
    void windowsCountTheMarksInEveryRunOfKSquares() {
        MnkBoard board = new MnkBoard(Games.TIC_TAC_TOE);
        assertEquals(8, board.windows(), "three rows, three columns, two diagonals");
        assertEquals(8, board.openWindows());
        assertEquals(2 * 15 * 11 + 2 * 11 * 11, new MnkBoard(Games.GOMOKU).windows());
        int[] through = new int[4 * 3];
        int centre = board.index(1, 1);
        assertEquals(4, board.windowsThrough(centre, through), "the centre is on four lines");
        assertEquals(2, board.windowsThrough(board.index(1, 0), through), "b1 is on row 1 and column b");
        board.play(centre);
        for (int i = 0; i < board.windowsThrough(centre, through); i++) {
            assertEquals(1, board.windowMarks(through[i], MnkBoard.FIRST));
            assertEquals(0, board.windowMarks(through[i], MnkBoard.SECOND));
            boolean holdsCentre = false;
            for (int j = 0; j < 3; j++) {
                holdsCentre |= board.windowSquare(through[i], j) == centre;
            }
            assertTrue(holdsCentre);
        }
        board.play(board.index(0, 0));
        assertEquals(7, board.openWindows(), "the diagonal a1-c3 now holds both marks");
    }

    @Test
    void seatsAndMarksConvert() {
        assertEquals(Seat.FIRST, MnkBoard.seat(MnkBoard.FIRST));
        assertEquals(Seat.SECOND, MnkBoard.seat(MnkBoard.SECOND));
        assertNull(MnkBoard.seat(MnkBoard.EMPTY));
        assertEquals(MnkBoard.SECOND, MnkBoard.mark(Seat.SECOND));
        assertTrue(board(Games.TIC_TAC_TOE, "a1").toString().contains("x"));
    }
}
