package org.katakuti.api.rules.ultimate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Point;

/** The search board's own promises: indexing, grids, and copies. */
class UltimateBoardTest {

    @Test
    void squaresAreIndexedAlongRowOneFirstAndGridsFromTheBottomLeft() {
        assertEquals(0, UltimateBoard.index(Point.parse("a1")));
        assertEquals(40, UltimateBoard.index(Point.parse("e5")));
        assertEquals(Point.parse("i9"), UltimateBoard.point(80));
        assertEquals(4, UltimateBoard.gridOf(40));
        assertEquals(2, UltimateBoard.gridOf(UltimateBoard.index(Point.parse("g1"))));
        assertEquals(6, UltimateBoard.gridOf(UltimateBoard.index(Point.parse("a7"))));
        assertEquals(6, UltimateBoard.placeInGrid(UltimateBoard.index(Point.parse("d6"))), "top-left of the centre");
        assertEquals(UltimateBoard.index(Point.parse("d4")), UltimateBoard.squareOf(4, 0));
        assertEquals(UltimateBoard.index(Point.parse("f6")), UltimateBoard.squareOf(4, 8));
        assertEquals(Point.parse("b2"), UltimatePosition.centre(0));
        assertEquals(Point.parse("h8"), UltimatePosition.centre(8));
        assertEquals("top-left", UltimatePosition.gridName(6));
    }

    @Test
    void aCopyIsIndependentAndCanUndoAsFarAsTheOriginal() {
        UltimateBoard original = new UltimateBoard();
        original.play(40);
        UltimateBoard copy = new UltimateBoard(original);
        copy.play(UltimateBoard.index(Point.parse("d4")));
        assertEquals(UltimateBoard.EMPTY, original.cell(UltimateBoard.index(Point.parse("d4"))));
        assertEquals(4, original.forcedGrid());
        assertEquals(0, copy.forcedGrid());
        copy.undo();
        copy.undo();
        assertEquals(new UltimateBoard().hash(), copy.hash());
        assertEquals(-1, copy.forcedGrid());
    }

    @Test
    void aPositionNeverSharesItsBoard() {
        UltimateBoard board = new UltimateBoard();
        board.play(40);
        UltimatePosition position = UltimatePosition.of(board);
        board.play(UltimateBoard.index(Point.parse("d4")));
        assertNull(position.at(Point.parse("d4")));
        UltimateBoard fromPosition = position.toBoard();
        fromPosition.play(UltimateBoard.index(Point.parse("f6")));
        assertNull(position.at(Point.parse("f6")));
        assertEquals(position, Games.ULTIMATE.start().play("e5"));
        assertEquals(position.hashCode(), Games.ULTIMATE.start().play("e5").hashCode());
        assertEquals(Games.ULTIMATE, new UltimateGame());
    }

    @Test
    void theGridSentToIsPartOfTheHash() {
        // The same marks and the same seat to move, but first is sent to a different grid.
        UltimateBoard one = board("b1 e1 d1 a1");
        UltimateBoard other = board("d1 a1 b1 e1");
        assertEquals(0, one.forcedGrid());
        assertEquals(1, other.forcedGrid());
        for (int index = 0; index < UltimateBoard.SIZE; index++) {
            assertEquals(one.cell(index), other.cell(index));
        }
        assertNotEquals(one.hash(), other.hash());
    }

    private static UltimateBoard board(String moves) {
        UltimateBoard board = new UltimateBoard();
        for (String move : moves.split(" ")) {
            board.play(UltimateBoard.index(Point.parse(move)));
        }
        return board;
    }
}
