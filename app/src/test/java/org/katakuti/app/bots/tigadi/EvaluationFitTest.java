package org.katakuti.app.bots.tigadi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.tigadi.TigadiBoard;
import org.katakuti.app.bots.tigadi.EvaluationFit.Sample;
import org.katakuti.app.bots.tigadi.PositionalEvaluation.Term;

/** The tool that fits the hard bot's evaluation to games: what it reads off a position, and that it fits. */
class EvaluationFitTest {

    private static final PositionalEvaluation HARD = new PositionalEvaluation();

    /** Positions of random games: placing and moving, captures, and near the no-capture draw. */
    private static List<TigadiBoard> randomPositions(long seed, int games) {
        Random random = new Random(seed);
        List<TigadiBoard> positions = new ArrayList<>();
        int[] moves = new int[TigadiBoard.MAX_MOVES];
        for (int game = 0; game < games; game++) {
            TigadiBoard board = new TigadiBoard();
            while (!board.isOver()) {
                positions.add(new TigadiBoard(board));
                int count = board.legalMoves(moves);
                board.play(moves[random.nextInt(count)]);
            }
        }
        return positions;
    }

    @Test
    void theScoreIsItsGotisPlusEachTermsCountTimesItsWeight() {
        double[] weights = EvaluationFit.toDoubles(PositionalEvaluation.HARD_WEIGHTS);
        int faded = 0;
        for (TigadiBoard board : randomPositions(1, 60)) {
            Sample sample = EvaluationFit.sample(board, 0.5, false);
            // The fade rounds the whole score, and the goti part and each probe, each down to a whole number.
            assertThat(sample.score(weights)).as("score of a position after %d turns", board.moveCount())
                    .isCloseTo(HARD.score(board), within(2.0));
            faded += board.quietTurns() > PositionalEvaluation.FADE_FROM ? 1 : 0;
        }
        assertThat(faded).as("positions where the score fades").isPositive();
    }

    @Test
    void theFitFindsTheWeightsThatForetellTheResults() {
        // Results made by the hard weights themselves: the fit, started from other weights, must find them again.
        double[] truth = EvaluationFit.toDoubles(PositionalEvaluation.HARD_WEIGHTS);
        double scale = 0.015;
        List<Sample> samples = new ArrayList<>();
        int i = 0;
        for (TigadiBoard board : randomPositions(2, 150)) {
            Sample probe = EvaluationFit.sample(board, 0, false);
            double result = 1 / (1 + Math.exp(-scale * probe.score(truth)));
            samples.add(EvaluationFit.sample(board, result, i++ % 5 == 0));
        }
        double[] start = new double[EvaluationFit.TERMS];
        double before = EvaluationFit.error(samples, start, scale, true);

        double[] fitted = EvaluationFit.fit(samples, start, scale, 1500, 2);

        assertThat(EvaluationFit.error(samples, fitted, scale, true)).as("error on positions held out")
                .isLessThan(before / 20);
        for (Term term : new Term[] {Term.TWO, Term.ONE, Term.THREAT, Term.MOBILITY, Term.TEMPO}) {
            assertThat(fitted[term.ordinal()]).as("fitted weight of %s", term)
                    .isCloseTo(truth[term.ordinal()], within(Math.abs(truth[term.ordinal()]) * 0.2 + 2));
        }
    }
}
