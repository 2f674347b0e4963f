package org.katakuti.api.rules.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.IllegalMoveException;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Seat;

/** Rules 2 and 5: slides to an empty neighbour only, and a pass only for a blocked seat. */
class TigadiMovingTest {

    @Test
    void aSeatWithThreeGotisStillOnlySlidesToEmptyNeighbours() {
        TigadiPosition position = Records.position(Records.THREE_EACH);
        assertEquals(3, position.onBoard(Seat.FIRST));
        assertEquals(0, position.inHand(Seat.FIRST));
        for (Move move : position.legalMoves()) {
            assertTrue(TigadiPosition.neighbours(move.from()).contains(move.to()), "a slide to a neighbour: " + move);
            assertEquals(null, position.at(move.to()));
        }
        assertEquals(List.of("a1-d1", "a1-b2", "a4-b4", "a7-d7", "a7-b6"),
                position.legalMoves().stream().map(Move::toString).toList());
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> position.play("a7-g1"));
        assertEquals("a7 and g1 are not neighbours: a goti slides along a line to the next point,"
                + " it never flies or jumps", e.getMessage());
    }

    @Test
    void aBlockedSeatPassesAndThatIsNoLoss() {
        TigadiPosition blocked = Records.position(Records.FIRST_BLOCKED);
        assertEquals(List.of(Move.PASS), blocked.legalMoves());
        TigadiPosition after = blocked.play("pass");
        assertEquals(Outcome.ONGOING, after.outcome());
        assertEquals(Seat.SECOND, after.toMove());
        assertEquals(Move.PASS, after.lastMove());
        assertEquals(1, after.quietTurns(), "a pass is a turn without capture");
        assertEquals(9, after.onBoard(Seat.FIRST));
        assertFalse(after.legalMoves().contains(Move.PASS), "second can slide, so it may not pass");
    }

    @Test
    void aSeatThatCanSlideMayNotPass() {
        TigadiPosition position = Records.position(Records.PLACED);
        assertFalse(position.isLegal(Move.PASS));
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> position.play("pass"));
        assertEquals("first can still slide (e.g. a7-d7): passing is only for a blocked player", e.getMessage());
    }

    @Test
    void noSeatPassesWhilePlacing() {
        TigadiPosition position = Records.position("a1");
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> position.play("pass"));
        assertEquals("no passing while placing: second still has 9 in hand", e.getMessage());
    }
}
