package org.katakuti.app.bots.tigadi;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Random;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.tigadi.TigadiBoard;
import org.katakuti.app.bots.tigadi.PositionalEvaluation.Term;

/** The hard bot's evaluation weighs a threat, a tigadi and the move apart while placing and while moving. */
class PositionalEvaluationTest {

    private static final Set<Term> WHILE_MOVING = EnumSet.of(Term.TIGADI, Term.CLOSE_NOW, Term.THREAT,
            Term.SURE_THREAT, Term.TEMPO);
    private static final Set<Term> WHILE_PLACING = EnumSet.of(Term.PLACING_TIGADI, Term.PLACING_CLOSE_NOW,
            Term.PLACING_THREAT, Term.PLACING_SURE_THREAT, Term.PLACING_TEMPO);
    private static final PositionalEvaluation GOTIS_ONLY = new PositionalEvaluation(new int[Term.values().length]);

    private static PositionalEvaluation weighing(Set<Term> terms) {
        int[] weights = new int[Term.values().length];
        for (Term term : terms) {
            weights[term.ordinal()] = 37;
        }
        return new PositionalEvaluation(weights);
    }

    @Test
    void theTermsOfOnePhaseDoNotCountInTheOther() {
        PositionalEvaluation moving = weighing(WHILE_MOVING);
        PositionalEvaluation placing = weighing(WHILE_PLACING);
        int[] moves = new int[TigadiBoard.MAX_MOVES];
        Random random = new Random(3);
        int movingCounted = 0;
        int placingCounted = 0;
        for (int game = 0; game < 40; game++) {
            TigadiBoard board = new TigadiBoard();
            while (!board.isOver()) {
                int gotis = GOTIS_ONLY.score(board);
                if (board.isPlacing()) {
                    assertThat(moving.score(board)).as("moving-phase terms after %d placements", board.moveCount())
                            .isEqualTo(gotis);
                    placingCounted += placing.score(board) != gotis ? 1 : 0;
                } else {
                    assertThat(placing.score(board)).as("placing terms after %d turns", board.moveCount())
                            .isEqualTo(gotis);
                    movingCounted += moving.score(board) != gotis ? 1 : 0;
                }
                board.play(moves[random.nextInt(board.legalMoves(moves))]);
            }
        }
        assertThat(placingCounted).as("placing positions the placing terms count in").isPositive();
        assertThat(movingCounted).as("moving positions the moving-phase terms count in").isPositive();
    }
}
