package org.katakuti.api.rules.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Seat;

/** Rule 1: nine gotis each, placed in turn until all eighteen are down. */
class TigadiPlacingTest {

    @Test
    void theGameStartsWithNineInHandEachAndFirstToPlaceOnAnyPoint() {
        TigadiPosition start = Games.TIGADI.start();
        assertEquals(Seat.FIRST, start.toMove());
        assertEquals(9, start.inHand(Seat.FIRST));
        assertEquals(9, start.inHand(Seat.SECOND));
        assertEquals(0, start.onBoard(Seat.FIRST));
        assertTrue(start.isPlacing());
        assertEquals(24, start.legalMoves().size());
        assertNull(start.lastMove());
        assertEquals(0, start.moveCount());
        assertEquals(List.of(), start.struckLines());
        assertEquals(Games.TIGADI, start.game());
    }

    @Test
    void seatsAlternatePlacingUntilAllEighteenArePlacedThenFirstSlides() {
        TigadiPosition position = Games.TIGADI.start();
        List<String> moves = Records.moves(Records.PLACED);
        for (int i = 0; i < 18; i++) {
            Seat placer = i % 2 == 0 ? Seat.FIRST : Seat.SECOND;
            assertTrue(position.isPlacing(), "placing before placement " + (i + 1));
            assertEquals(placer, position.toMove(), "placement " + (i + 1));
            assertEquals(9 - (i + 1) / 2, position.inHand(Seat.FIRST));
            assertEquals(9 - i / 2, position.inHand(Seat.SECOND));
            for (Move move : position.legalMoves()) {
                assertFalse(move.isSlide() || move.isPass(), "only placements while placing: " + move);
            }
            position = position.play(moves.get(i));
            assertEquals(placer, position.at(Move.parse(moves.get(i)).to()));
        }
        assertFalse(position.isPlacing());
        assertEquals(Seat.FIRST, position.toMove());
        assertEquals(0, position.inHand(Seat.FIRST) + position.inHand(Seat.SECOND));
        assertEquals(9, position.onBoard(Seat.FIRST));
        assertEquals(9, position.onBoard(Seat.SECOND));
        for (Move move : position.legalMoves()) {
            assertTrue(move.isSlide(), "only slides once all are placed: " + move);
        }
    }

    @Test
    void capturesDoNotChangeHowManyEachSeatPlaces() {
        List<String> moves = Records.moves(Records.PING_PONG);
        TigadiPosition position = Games.TIGADI.start();
        for (int i = 0; i < 17; i++) {
            position = position.play(moves.get(i));
            int placed = i + 1;
            assertEquals(9 - (placed + 1) / 2, position.inHand(Seat.FIRST), "after placement " + placed);
            assertEquals(9 - placed / 2, position.inHand(Seat.SECOND), "after placement " + placed);
        }
        // Second has lost six gotis, yet its ninth placement is still to come.
        assertTrue(position.isPlacing());
        assertEquals(Seat.SECOND, position.toMove());
        assertEquals(2, position.onBoard(Seat.SECOND));
        assertEquals(1, position.inHand(Seat.SECOND));
        assertEquals(0, position.inHand(Seat.FIRST));
    }
}
