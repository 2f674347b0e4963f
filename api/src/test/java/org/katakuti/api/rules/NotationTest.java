package org.katakuti.api.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The notation section of RULES.md: squares, points and moves as text. */
class NotationTest {

    private static String pointError(String text) {
        return assertThrows(MoveFormatException.class, () -> Point.parse(text)).getMessage();
    }

    private static String moveError(String text) {
        return assertThrows(MoveFormatException.class, () -> Move.parse(text)).getMessage();
    }

    @Test
    void a1IsTheBottomLeftSquare() {
        Point a1 = Point.parse("a1");
        assertEquals(0, a1.column());
        assertEquals(0, a1.row());
        assertEquals(Point.of(7, 7), Point.parse("h8"), "the centre of 15x15");
        assertEquals(Point.of(4, 4), Point.parse("e5"), "the centre of 9x9");
        assertEquals(Point.of(25, 25), Point.parse("z26"), "the largest board's far corner");
    }

    @Test
    void everyPointReadsBackFromItsNotationAsTheSameObject() {
        for (int column = 0; column < Point.MAX_SIDE; column++) {
            for (int row = 0; row < Point.MAX_SIDE; row++) {
                Point point = Point.of(column, row);
                assertSame(point, Point.parse(point.toString()));
                Move move = Move.at(point);
                assertEquals(move, Move.parse(move.toString()));
            }
        }
    }

    @Test
    void rowsCountFromOne() {
        assertTrue(pointError("a0").contains("rows count from 1"));
        assertTrue(pointError("a01").contains("rows count from 1"), "no leading zero");
    }

    @Test
    void rowsGoUpTo26() {
        assertTrue(pointError("z27").contains("rows go up to 26"));
        assertTrue(pointError("a99").contains("rows go up to 26"));
        assertTrue(pointError("a100").contains("not a point"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"a", "5", "", "e", "ee5", "5e", "e-5", "e5 ", " e5"})
    void aPointIsExactlyALetterAndARowNumber(String text) {
        assertTrue(pointError(text).contains("not a point: '" + text + "'"));
    }

    @Test
    void columnsAreLowerCaseLetters() {
        // Notation is lower-case everywhere (logs, protocols); a capital is refused, not guessed.
        assertTrue(pointError("E5").contains("column must be a letter a-z"));
        assertTrue(moveError("E5").contains("not a move: 'E5'"));
        assertTrue(moveError("PASS").contains("not a move"));
    }

    @Test
    void aPointReadsNothingButNotation() {
        assertTrue(pointError(null).contains("not a point"));
    }

    @Test
    void aMoveMayBePaddedWithSpaces() {
        assertEquals(Move.at(Point.parse("e5")), Move.parse("e5 "));
        assertEquals(Move.at(Point.parse("e5")), Move.parse("  e5\t"));
        assertEquals(Move.PASS, Move.parse(" pass "));
    }

    @Test
    void everyKindOfMoveRoundTrips() {
        for (String text : new String[] {"e5", "h15", "d2-d3", "a4xd6", "d2-d3xg7", "pass", "x1", "x1xx2", "x1-x2xx3"}) {
            assertEquals(text, Move.parse(text).toString());
            assertEquals(Move.parse(text), Move.parse(Move.parse(text).toString()));
        }
        Move capture = Move.parse("d2-d3xg7");
        assertTrue(capture.isSlide());
        assertEquals(Point.parse("d2"), capture.from());
        assertEquals(Point.parse("d3"), capture.to());
        assertEquals(Point.parse("g7"), capture.capture());
        assertEquals(Move.parse("d2-d3"), capture.withoutCapture());
        assertTrue(Move.parse("pass").isPass());
        assertFalse(Move.parse("e5").isSlide());
    }

    @ParameterizedTest
    @ValueSource(strings = {"e5x", "xe5", "e5-", "-e5", "e5xf6xg7", "e5--f6", "a0", "z27", "passe", "e 5"})
    void aBrokenMoveIsRefusedNamingTheText(String text) {
        assertEquals("not a move: '" + text.trim() + "'", moveError(text));
    }

    @Test
    void columnXIsASquareAndNotACapture() {
        assertEquals(Move.at(Point.of(23, 0)), Move.parse("x1"));
        assertEquals(Move.at(Point.parse("x1")).capturing(Point.parse("x2")), Move.parse("x1xx2"));
    }

    @Test
    void anEmptyMoveIsRefused() {
        assertEquals("empty move", moveError(""));
        assertEquals("empty move", moveError("   "));
        assertEquals("no move given", moveError(null));
    }
}
