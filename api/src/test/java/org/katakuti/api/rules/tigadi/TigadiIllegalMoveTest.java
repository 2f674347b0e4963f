package org.katakuti.api.rules.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.IllegalMoveException;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.MoveListException;

/** Every refused move says why, in words a player can act on, and changes nothing. */
class TigadiIllegalMoveTest {

    @Test
    void placingOnATakenPointIsRefused() {
        assertRefused("a1", "a1", "a1 is not empty");
    }

    @Test
    void aPointOffTheTigadiBoardIsRefused() {
        assertRefused("", "b1", "b1 is not a tigadi point");
        assertRefused("", "d4", "d4 is not a tigadi point");
        assertRefused(Records.PLACED, "a7-a8", "a8 is not a tigadi point");
        assertRefused(Records.PLACED, "a7-d7xh7", "h7 is not a tigadi point");
    }

    @Test
    void slidingWhilePlacingIsRefused() {
        assertRefused("a1", "a1-a4", "no sliding yet: second still has 9 in hand to place on an empty point");
    }

    @Test
    void placingOnceAllAreDownIsRefused() {
        assertRefused(Records.PLACED, "d7",
                "all 18 gotis are placed: slide a goti to an empty neighbour instead (e.g. a7-d7)");
    }

    @Test
    void slidingTheEnemysGotiOrAnEmptyPointIsRefused() {
        assertRefused(Records.PLACED, "f6-d6", "the goti on f6 is second's: first slides only its own");
        assertRefused(Records.PLACED, "d7-d6", "there is no goti on d7");
    }

    @Test
    void slidingOntoATakenPointOrPastANeighbourIsRefused() {
        assertRefused(Records.PLACED, "a7-a4", "a4 is not empty");
        assertRefused(Records.PLACED, "a7-g7", "g7 is not empty");
        assertRefused(Records.PLACED, "d2-d6", "d2 and d6 are not neighbours: a goti slides along a line"
                + " to the next point, it never flies or jumps");
    }

    @Test
    void aClosingMoveWithoutItsCaptureIsRefused() {
        assertRefused("a1 c3 a4 c4 g1 c5xg1 d7 e3", "a7",
                "a7 closes a tigadi: say which goti to capture, e.g. a7xe3");
        assertRefused(Records.THREE_EACH + " a7-d7 g7-g4", "d7-a7",
                "d7-a7 closes a tigadi: say which goti to capture, e.g. d7-a7xg4");
    }

    @Test
    void aCaptureByAMoveThatClosesNoTigadiIsRefused() {
        assertRefused("a1 c3", "a4xc3", "a4 closes no tigadi, so it captures nothing: play a4");
        assertRefused(Records.PLACED, "a7-d7xf6", "a7-d7 closes no tigadi, so it captures nothing: play a7-d7");
    }

    @Test
    void capturingAnEmptyPointOrOnesOwnGotiIsRefused() {
        String allInTigadi = "a1 c3 a4 c4 g1 c5xg1";
        assertRefused(allInTigadi, "a7xd7", "there is no goti on d7 to capture");
        assertRefused(allInTigadi, "a7xa7", "there is no goti on a7 to capture");
        assertRefused(allInTigadi, "a7xa1", "a1 holds first's own goti: capture one of second's");
    }

    @Test
    void capturingAProtectedGotiIsRefused() {
        assertRefused("a1 c3 a4 c4 g1 c5xg1 d7 e3", "a7xc4", "the goti on c4 stands in a tigadi and may not be"
                + " taken while second has gotis outside one (e.g. a7xe3)");
    }

    @Test
    void passingWhenNotBlockedIsRefused() {
        assertRefused(Records.PLACED, "pass", "first can still slide (e.g. a7-d7): passing is only for a blocked player");
        assertRefused("", "pass", "no passing while placing: first still has 9 in hand");
    }

    @Test
    void anyMoveOnceTheGameIsOverIsRefused() {
        assertRefused(Records.PING_PONG, "d7", "the game is over: second wins (reduced)");
        assertRefused(Records.PING_PONG, "b9", "the game is over: second wins (reduced)");
    }

    @Test
    void aReplayNamesItsFirstIllegalMove() {
        MoveListException e = assertThrows(MoveListException.class,
                () -> Games.replay(Games.TIGADI, Records.moves("a1 c3 a4 c4 a7")));
        assertEquals(4, e.index());
        assertEquals("a7", e.move());
        assertEquals("a7 closes a tigadi: say which goti to capture, e.g. a7xc3", e.getMessage());
    }

    @Test
    void noMoveAtAllIsRefused() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> Games.TIGADI.start().play((Move) null));
        assertEquals("no move given", e.getMessage());
    }

    private static void assertRefused(String record, String move, String reason) {
        TigadiPosition position = record.isEmpty() ? Games.TIGADI.start() : Records.position(record);
        String before = position.toString();
        List<Move> legal = position.legalMoves();
        assertFalse(position.isLegal(Move.parse(move)), move);
        IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> position.play(move));
        assertEquals(reason, e.getMessage());
        assertEquals(before, position.toString(), "a refused move changes nothing");
        assertEquals(legal, position.legalMoves());
    }
}
