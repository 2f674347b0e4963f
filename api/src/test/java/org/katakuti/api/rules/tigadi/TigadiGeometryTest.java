package org.katakuti.api.rules.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Point;

/** The board as the rule book draws it: 24 points, 20 lines, neighbours along the lines. */
class TigadiGeometryTest {

    /** The rule book's points and lines, copied from RULES.md. */
    private static final String RULE_BOOK_POINTS =
            "a1 a4 a7 d7 g7 g4 g1 d1 b2 b4 b6 d6 f6 f4 f2 d2 c3 c4 c5 d5 e5 e4 e3 d3";
    private static final String RULE_BOOK_LINES =
            "a1-a4-a7 a7-d7-g7 g7-g4-g1 g1-d1-a1 b2-b4-b6 b6-d6-f6 f6-f4-f2 f2-d2-b2"
            + " c3-c4-c5 c5-d5-e5 e5-e4-e3 e3-d3-c3 a4-b4-c4 d7-d6-d5 g4-f4-e4 d1-d2-d3"
            + " a1-b2-c3 a7-b6-c5 g7-f6-e5 g1-f2-e3";

    @Test
    void theBoardHasTheRuleBooksTwentyFourPointsInItsOrder() {
        List<String> names = new ArrayList<>();
        for (int i = 0; i < TigadiBoard.POINTS; i++) {
            names.add(TigadiBoard.point(i).toString());
            assertEquals(i, TigadiBoard.index(TigadiBoard.point(i)));
        }
        assertEquals(Arrays.asList(RULE_BOOK_POINTS.split(" ")), names);
        assertEquals(names, TigadiPosition.points().stream().map(Point::toString).toList());
    }

    @Test
    void theBoardHasTheRuleBooksTwentyLinesInItsOrder() {
        List<String> lines = new ArrayList<>();
        for (int[] line : TigadiBoard.lines()) {
            assertEquals(3, line.length);
            lines.add(TigadiBoard.point(line[0]) + "-" + TigadiBoard.point(line[1]) + "-" + TigadiBoard.point(line[2]));
        }
        assertEquals(Arrays.asList(RULE_BOOK_LINES.split(" ")), lines);
        List<String> drawn = new ArrayList<>();
        for (String line : RULE_BOOK_LINES.split(" ")) {
            String[] ends = line.split("-");
            drawn.add(new Line(Point.parse(ends[0]), Point.parse(ends[2])).toString());
        }
        assertEquals(drawn, TigadiPosition.lines().stream().map(Line::toString).toList());
    }

    @Test
    void everyLineIsStraightWithItsMiddlePointHalfway() {
        for (int[] line : TigadiBoard.lines()) {
            Point one = TigadiBoard.point(line[0]);
            Point middle = TigadiBoard.point(line[1]);
            Point other = TigadiBoard.point(line[2]);
            assertEquals(one.column() + other.column(), 2 * middle.column(), "line through " + middle);
            assertEquals(one.row() + other.row(), 2 * middle.row(), "line through " + middle);
        }
    }

    @Test
    void neighboursAreExactlyThePointsNextToEachOtherOnALine() {
        Set<String> adjacentOnALine = new TreeSet<>();
        for (int[] line : TigadiBoard.lines()) {
            for (int k = 1; k < line.length; k++) {
                adjacentOnALine.add(pair(line[k - 1], line[k]));
            }
        }
        Set<String> neighbourPairs = new TreeSet<>();
        for (int i = 0; i < TigadiBoard.POINTS; i++) {
            int mask = 0;
            for (int n : TigadiBoard.neighbours(i)) {
                neighbourPairs.add(pair(i, n));
                mask |= 1 << n;
                assertTrue(contains(TigadiBoard.neighbours(n), i), "neighbours both ways: " + pair(i, n));
            }
            assertEquals(mask, TigadiBoard.neighbourMask(i));
            List<Point> expected = Arrays.stream(TigadiBoard.neighbours(i)).mapToObj(TigadiBoard::point).toList();
            assertEquals(expected, TigadiPosition.neighbours(TigadiBoard.point(i)));
        }
        assertEquals(adjacentOnALine, neighbourPairs);
        assertEquals(40, neighbourPairs.size());
    }

    @Test
    void everyPointHasThreeOrFourNeighbours() {
        for (int i = 0; i < TigadiBoard.POINTS; i++) {
            int count = TigadiBoard.neighbours(i).length;
            assertTrue(count == 3 || count == 4, TigadiBoard.point(i) + " has " + count + " neighbours");
        }
    }

    @Test
    void threeLinesRunThroughEachCornerAndTwoThroughEachMiddleOfASide() {
        for (int i = 0; i < TigadiBoard.POINTS; i++) {
            Set<Integer> expected = new HashSet<>();
            for (int l = 0; l < TigadiBoard.lines().length; l++) {
                if (contains(TigadiBoard.lines()[l], i)) {
                    expected.add(l);
                }
            }
            Set<Integer> through = new HashSet<>();
            for (int l : TigadiBoard.linesThrough(i)) {
                through.add(l);
            }
            assertEquals(expected, through, "lines through " + TigadiBoard.point(i));
            boolean corner = i % 2 == 0; // each square lists a corner, then the middle of a side
            assertEquals(corner ? 3 : 2, through.size(), "lines through " + TigadiBoard.point(i));
        }
    }

    @Test
    void onlyTheTwentyFourPointsOfTheSevenBySevenLatticeAreOnTheBoard() {
        TigadiPosition start = Games.TIGADI.start();
        int onBoard = 0;
        for (int column = 0; column < Point.MAX_SIDE; column++) {
            for (int row = 0; row < Point.MAX_SIDE; row++) {
                Point point = Point.of(column, row);
                boolean listed = RULE_BOOK_POINTS.contains(point.toString()) && point.toString().length() == 2;
                assertEquals(listed, start.isOnBoard(point), point.toString());
                assertEquals(listed, TigadiBoard.index(point) >= 0, point.toString());
                onBoard += listed ? 1 : 0;
            }
        }
        assertEquals(24, onBoard);
        assertEquals(7, start.columns());
        assertEquals(7, start.rows());
        assertEquals(-1, TigadiBoard.index(null));
        assertFalse(start.isOnBoard(Point.parse("d4")), "the centre is no point");
    }

    @Test
    void askingForTheNeighboursOfAPointOffTheBoardIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> TigadiPosition.neighbours(Point.parse("b1")));
        assertEquals("b1 is not a tigadi point", e.getMessage());
    }

    private static String pair(int one, int other) {
        return TigadiBoard.point(Math.min(one, other)) + "/" + TigadiBoard.point(Math.max(one, other));
    }

    private static boolean contains(int[] points, int point) {
        for (int p : points) {
            if (p == point) {
                return true;
            }
        }
        return false;
    }
}
