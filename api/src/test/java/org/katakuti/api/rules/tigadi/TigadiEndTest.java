package org.katakuti.api.rules.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Point;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;

/** Rules 6 and 7: down to two gotis loses; repetition and 100 quiet turns draw, once all are placed. */
class TigadiEndTest {

    @Test
    void aSeatDownToTwoGotisOnBoardAndInHandLosesEvenByAPlacement() {
        TigadiPosition beforeLast = Records.position(Records.PING_PONG.substring(0, Records.PING_PONG.lastIndexOf(' ')));
        assertTrue(beforeLast.isPlacing());
        assertEquals(3, beforeLast.onBoard(Seat.FIRST) + beforeLast.inHand(Seat.FIRST));
        assertEquals(Outcome.ONGOING, beforeLast.outcome());

        TigadiPosition end = beforeLast.play("c5xa7");
        assertEquals(Outcome.win(Seat.SECOND, Reason.REDUCED), end.outcome());
        assertEquals(2, end.onBoard(Seat.FIRST) + end.inHand(Seat.FIRST));
        assertEquals(null, end.toMove());
        assertEquals(List.of(), end.legalMoves());
    }

    @Test
    void aSeatDownToTwoGotisLosesInTheMovingPhase() {
        TigadiPosition position = Records.position(Records.THREE_EACH, "a7-d7 g7-g4");
        assertEquals(Outcome.ONGOING, position.outcome());
        TigadiPosition end = position.play("d7-a7xc3");
        assertEquals(Outcome.win(Seat.FIRST, Reason.REDUCED), end.outcome());
    }

    @Test
    void theThirdOccurrenceDrawsAndThePositionAfterThe18thPlacementIsTheFirst() {
        TigadiPosition second = Records.position(Records.PLACED, Records.PLACED_SHUFFLE);
        assertEquals(Outcome.ONGOING, second.outcome(), "the second occurrence");
        TigadiPosition third = Records.position(Records.PLACED, Records.PLACED_SHUFFLE, Records.PLACED_SHUFFLE);
        assertEquals(Outcome.draw(Reason.REPETITION), third.outcome());
        assertEquals(26, third.moveCount());
    }

    @Test
    void aPositionSeenWhilePlacingDoesNotCountTowardsRepetition() {
        TigadiPosition placing = Records.position(Records.PLACED.substring(0, Records.PLACED.indexOf(" a4 a1")));
        TigadiPosition moving = Records.position(Records.X_AGAIN);
        assertTrue(placing.isPlacing());
        assertFalse(moving.isPlacing());
        assertSameGotisAndSeat(placing, moving);

        // Seen while placing, then twice since: still only its second occurrence that counts.
        TigadiPosition twiceSince = Records.position(Records.X_AGAIN, Records.X_SHUFFLE);
        assertSameGotisAndSeat(placing, twiceSince);
        assertEquals(Outcome.ONGOING, twiceSince.outcome());
        TigadiPosition thriceSince = twiceSince.play("a7-a4").play("g7-d7").play("a4-a7").play("d7-g7");
        assertEquals(Outcome.draw(Reason.REPETITION), thriceSince.outcome());
    }

    @Test
    void ninetyNineQuietTurnsDoNotDrawButTheHundredthDoes() {
        List<String> moves = Records.moves(Records.QUIET_99);
        TigadiPosition position = Games.TIGADI.start();
        int lastCapture = 0;
        for (int i = 0; i < moves.size(); i++) {
            position = position.play(moves.get(i));
            if (position.lastMove().hasCapture() || position.isPlacing()) {
                lastCapture = i + 1;
            }
            int expected = position.isPlacing() || i + 1 == 18 ? 0 : i + 1 - Math.max(lastCapture, 18);
            assertEquals(expected, position.quietTurns(), "after move " + (i + 1) + " " + moves.get(i));
        }
        assertEquals(99, position.quietTurns());
        assertEquals(Outcome.ONGOING, position.outcome());
        TigadiPosition hundredth = position.play(Records.QUIET_99_THEN_QUIET);
        assertEquals(100, hundredth.quietTurns());
        assertEquals(Outcome.draw(Reason.NO_CAPTURE), hundredth.outcome());
    }

    @Test
    void aCaptureStartsTheHundredTurnsAgain() {
        TigadiPosition before = Records.position(Records.QUIET_99);
        assertEquals(Seat.SECOND, before.toMove());
        TigadiPosition capture = before.play(Records.QUIET_99_THEN_CAPTURE);
        assertEquals(Outcome.ONGOING, capture.outcome());
        assertEquals(0, capture.quietTurns());
        assertEquals(before.onBoard(Seat.FIRST) - 1, capture.onBoard(Seat.FIRST));
        assertEquals(1, capture.play(capture.legalMoves().get(0)).quietTurns());
    }

    @Test
    void aReducingCaptureOnTheHundredthTurnWinsRatherThanDraws() {
        TigadiPosition position = Records.position(Records.QUIET_99_AT_THREE);
        assertEquals(99, position.quietTurns());
        assertEquals(3, position.onBoard(Seat.FIRST));
        TigadiPosition end = position.play(Records.QUIET_99_AT_THREE_THEN_CAPTURE);
        assertEquals(Outcome.win(Seat.SECOND, Reason.REDUCED), end.outcome());
    }

    private static void assertSameGotisAndSeat(TigadiPosition expected, TigadiPosition actual) {
        for (Point point : TigadiPosition.points()) {
            assertEquals(expected.at(point), actual.at(point), point.toString());
        }
        assertEquals(expected.toMove(), actual.toMove());
    }
}
