package org.katakuti.api.rules.tigadi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Outcome;

/** Bots play and undo millions of times: undo must give back exactly the board before. */
class TigadiUndoTest {

    /** Everything a board can tell, to compare before and after. */
    private record State(int first, int second, int firstInHand, int secondInHand, int toMove, int moveCount,
            int quietTurns, long hash, Outcome outcome, int winner, boolean placing, List<Integer> legalMoves) {

        static State of(TigadiBoard board) {
            int[] moves = new int[TigadiBoard.MAX_MOVES];
            int count = board.legalMoves(moves);
            return new State(board.mask(TigadiBoard.FIRST), board.mask(TigadiBoard.SECOND),
                    board.inHand(TigadiBoard.FIRST), board.inHand(TigadiBoard.SECOND), board.toMove(),
                    board.moveCount(), board.quietTurns(), board.hash(), board.outcome(), board.winner(),
                    board.isPlacing(), Arrays.stream(moves, 0, count).boxed().toList());
        }
    }

    @Test
    void undoAfterRandomPlayAndUndoRestoresTheExactPreviousState() {
        int undone = 0;
        int gamesEnded = 0;
        for (long seed = 0; seed < 300; seed++) {
            Random random = new Random(seed);
            TigadiBoard board = new TigadiBoard();
            Deque<State> before = new ArrayDeque<>();
            int[] moves = new int[TigadiBoard.MAX_MOVES];
            for (int step = 0; step < 600; step++) {
                boolean back = board.moveCount() > 0 && (board.isOver() || random.nextInt(4) == 0);
                if (back) {
                    gamesEnded += board.isOver() ? 1 : 0;
                    board.undo();
                    assertEquals(before.pop(), State.of(board), "seed " + seed + " step " + step);
                    undone++;
                } else {
                    before.push(State.of(board));
                    board.play(moves[random.nextInt(board.legalMoves(moves))]);
                }
            }
            // And all the way back to the start.
            while (board.moveCount() > 0) {
                board.undo();
                assertEquals(before.pop(), State.of(board), "seed " + seed + " unwinding");
            }
            assertEquals(State.of(new TigadiBoard()), State.of(board));
        }
        assertTrue(undone > 10_000 && gamesEnded > 100, undone + " undos, " + gamesEnded + " of them of a finished game");
    }

    @Test
    void theSamePositionReachedTwoWaysHasTheSameHash() {
        TigadiBoard one = Records.board("a1 c3 a4 c4");
        TigadiBoard other = Records.board("a4 c4 a1 c3");
        assertEquals(one.hash(), other.hash());
        TigadiBoard differentSeat = Records.board("a1 c3 a4");
        assertTrue(differentSeat.hash() != Records.board("a1 c3 a4 c4").hash());
    }

    @Test
    void aCopyGoesItsOwnWayAndKeepsTheHistory() {
        TigadiBoard board = Records.board(Records.PLACED, Records.PLACED_SHUFFLE);
        TigadiBoard copy = new TigadiBoard(board);
        assertEquals(State.of(board), State.of(copy));
        for (String move : Records.moves(Records.PLACED_SHUFFLE)) {
            copy.play(Records.code(move));
        }
        assertEquals(Outcome.ONGOING, board.outcome(), "the original did not move");
        assertEquals("draw (repetition)", copy.outcome().toString(), "the copy remembers the earlier occurrences");
        while (copy.moveCount() > 0) {
            copy.undo();
        }
        assertEquals(State.of(new TigadiBoard()), State.of(copy));
    }

    @Test
    void aBoardFromAPositionKnowsItsRepetitionsButUndoesNoFurtherBack() {
        TigadiPosition position = Records.position(Records.PLACED, Records.PLACED_SHUFFLE);
        TigadiBoard board = position.toBoard();
        assertEquals(position.moveCount(), board.moveCount());
        for (String move : Records.moves(Records.PLACED_SHUFFLE)) {
            board.play(Records.code(move));
        }
        assertEquals("draw (repetition)", board.outcome().toString());
        for (int i = 0; i < 4; i++) {
            board.undo();
        }
        IllegalStateException e = assertThrows(IllegalStateException.class, board::undo);
        assertEquals("nothing to undo", e.getMessage());
        assertThrows(IllegalStateException.class, () -> new TigadiBoard().undo());
        assertEquals(Games.TIGADI.start().toBoard().hash(), new TigadiBoard().hash());
    }
}
