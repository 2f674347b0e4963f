package org.katakuti.api.rules.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.IllegalMoveException;
import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Seat;

/** Rules 3 and 4: closing a tigadi captures one enemy goti, never a protected one if another can go. */
class TigadiCaptureTest {

    /** Second's c3-c4-c5 stands, e3 does not; first is about to close a1-a4-a7 with a7. */
    private static final String ONE_LOOSE = "a1 c3 a4 c4 g1 c5xg1 d7 e3";
    /** Second's only gotis are its tigadi c3-c4-c5; first is about to close a1-a4-a7 with a7. */
    private static final String ALL_IN_TIGADI = "a1 c3 a4 c4 g1 c5xg1";

    @Test
    void aClosingMoveCapturesExactlyOneEnemyGoti() {
        TigadiPosition before = Records.position(ALL_IN_TIGADI);
        TigadiPosition after = before.play("a7xc4");
        assertEquals(before.onBoard(Seat.SECOND) - 1, after.onBoard(Seat.SECOND));
        assertEquals(null, after.at(Point.parse("c4")));
        assertEquals(Seat.FIRST, after.at(Point.parse("a7")));
        assertTrue(before.closesTigadi(Move.parse("a7")));
        assertFalse(before.closesTigadi(Move.parse("d7")));
    }

    @Test
    void aGotiStandingInATigadiCannotBeTakenWhileAnotherCan() {
        TigadiPosition position = Records.position(ONE_LOOSE);
        assertEquals(List.of(new Line(Point.parse("c3"), Point.parse("c5"))), position.tigadis(Seat.SECOND));
        assertEquals(List.of(Point.parse("e3")), position.capturable());
        for (Move move : position.legalMoves()) {
            if (move.hasCapture()) {
                assertEquals(Point.parse("e3"), move.capture(), "only the loose goti may go: " + move);
            }
        }
        for (String protectedGoti : List.of("c3", "c4", "c5")) {
            IllegalMoveException e = assertThrows(IllegalMoveException.class,
                    () -> position.play("a7x" + protectedGoti));
            assertEquals("the goti on " + protectedGoti + " stands in a tigadi and may not be taken"
                    + " while second has gotis outside one (e.g. a7xe3)", e.getMessage());
        }
        assertEquals(3, position.play("a7xe3").onBoard(Seat.SECOND));
    }

    @Test
    void anyGotiMayBeTakenWhenEveryOneStandsInATigadi() {
        TigadiPosition position = Records.position(ALL_IN_TIGADI);
        List<Point> all = List.of(Point.parse("c3"), Point.parse("c4"), Point.parse("c5"));
        assertEquals(all, position.capturable());
        for (Point goti : all) {
            assertTrue(position.isLegal(Move.parse("a7").capturing(goti)), "a7x" + goti);
        }
    }

    @Test
    void closingTwoTigadisAtOnceStillCapturesOnlyOneGoti() {
        // a7 closes a1-a4-a7 and a7-d7-g7 together.
        TigadiPosition position = Records.position("a1 c3 a4 c4 d7 e3 g7 e5");
        List<Move> closing = position.legalMoves().stream()
                .filter(move -> move.to().equals(Point.parse("a7"))).toList();
        assertEquals(4, closing.size(), "one move per second's goti: " + closing);
        for (Move move : closing) {
            assertTrue(move.hasCapture());
        }
        TigadiPosition after = position.play("a7xc3");
        assertEquals(2, after.tigadis(Seat.FIRST).size());
        assertEquals(3, after.onBoard(Seat.SECOND));
    }

    @Test
    void aRunningTigadiCapturesEachTimeItClosesAgain() {
        List<String> moves = Records.moves(Records.RUNNING);
        TigadiPosition position = Games.TIGADI.start();
        for (int i = 0; i < moves.size(); i++) {
            int secondBefore = position.onBoard(Seat.SECOND);
            position = position.play(moves.get(i));
            if (i == 20 || i == 24) { // d7-a7 back into a1-a4-a7, twice
                assertTrue(position.lastMove().hasCapture(), "ply " + (i + 1) + " " + position.lastMove());
                assertEquals(secondBefore - 1, position.onBoard(Seat.SECOND));
            }
        }
        assertFalse(position.isOver());
        assertEquals(6, position.onBoard(Seat.SECOND));
    }
}
