package org.katakuti.api.rules.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.IllegalMoveException;
import org.katakuti.api.rules.Move;

/** Moves as ints: every placement, slide and capture encodes, decodes and prints back. */
class TigadiMoveCodeTest {

    @Test
    void everyPlacementAndSlideWithOrWithoutCaptureRoundTrips() {
        Set<Integer> codes = new HashSet<>();
        for (int from = TigadiBoard.NONE; from < TigadiBoard.POINTS; from++) {
            for (int to = 0; to < TigadiBoard.POINTS; to++) {
                for (int capture = TigadiBoard.NONE; capture < TigadiBoard.POINTS; capture++) {
                    int code = from == TigadiBoard.NONE
                            ? TigadiBoard.placement(to, capture)
                            : TigadiBoard.slide(from, to, capture);
                    assertEquals(from, TigadiBoard.from(code));
                    assertEquals(to, TigadiBoard.to(code));
                    assertEquals(capture, TigadiBoard.capture(code));
                    assertNotEquals(TigadiBoard.NO_MOVE, code);
                    assertNotEquals(TigadiBoard.PASS, code);
                    Move move = TigadiBoard.toMove(code);
                    assertEquals(code, TigadiBoard.fromMove(move));
                    assertEquals(move, Move.parse(move.toString()));
                    assertTrue(codes.add(code), "two moves share the code " + code);
                }
            }
        }
    }

    @Test
    void passHasNoPointsAndPrintsAsPass() {
        assertEquals(TigadiBoard.NONE, TigadiBoard.from(TigadiBoard.PASS));
        assertEquals(TigadiBoard.NONE, TigadiBoard.to(TigadiBoard.PASS));
        assertEquals(TigadiBoard.NONE, TigadiBoard.capture(TigadiBoard.PASS));
        assertEquals(Move.PASS, TigadiBoard.toMove(TigadiBoard.PASS));
        assertEquals(TigadiBoard.PASS, TigadiBoard.fromMove(Move.PASS));
        assertNotEquals(TigadiBoard.NO_MOVE, TigadiBoard.PASS);
    }

    @Test
    void intsThatAreNoMoveAreRefused() {
        for (int notAMove : new int[] {TigadiBoard.NO_MOVE, -1, 1, TigadiBoard.PASS | 1 << 20, TigadiBoard.PASS + 25}) {
            assertThrows(IllegalArgumentException.class, () -> TigadiBoard.toMove(notAMove), "code " + notAMove);
            assertEquals(false, new TigadiBoard().isLegal(notAMove), "code " + notAMove);
        }
        assertThrows(IllegalArgumentException.class, () -> TigadiBoard.placement(24, TigadiBoard.NONE));
        assertThrows(IllegalArgumentException.class, () -> TigadiBoard.placement(TigadiBoard.NONE, TigadiBoard.NONE));
        assertThrows(IllegalArgumentException.class, () -> TigadiBoard.slide(0, 1, 24));
    }

    @Test
    void aMoveThroughAPointOffTheBoardNamesThatPoint() {
        IllegalMoveException e = assertThrows(IllegalMoveException.class,
                () -> TigadiBoard.fromMove(Move.parse("a1-a4xe2")));
        assertEquals("e2 is not a tigadi point", e.getMessage());
    }
}
