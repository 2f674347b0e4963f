package org.katakuti.app.strength;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SprtTest {

    private static Pentanomial counts(long... bins) {
        Pentanomial counts = new Pentanomial();
        for (int halfPoints = 0; halfPoints < 5; halfPoints++) {
            for (long i = 0; i < bins[halfPoints]; i++) {
                counts.add(halfPoints);
            }
        }
        return counts;
    }

    @Test
    void theBoundsAreTheLogsOfTheErrorRatios() {
        Sprt sprt = new Sprt(0, 10, 0.05, 0.05);

        assertEquals(-2.9444389791664403, sprt.lowerBound(), 1e-12);
        assertEquals(2.9444389791664403, sprt.upperBound(), 1e-12);
        assertEquals(Math.log(0.1 / 0.95), new Sprt(0, 5, 0.05, 0.1).lowerBound(), 1e-12);
    }

    /** The values come from a separate transcription of the formula in Python (docs/strength.md). */
    @Test
    void theLogLikelihoodRatioMatchesKnownValues() {
        assertEquals(-0.1379940454842427, new Sprt(0, 10, 0.05, 0.05).llr(counts(10, 20, 40, 20, 10)), 1e-9);
        assertEquals(0.6789666135073781, new Sprt(0, 10, 0.05, 0.05).llr(counts(5, 20, 40, 25, 10)), 1e-9);
        assertEquals(1.4837058554049165, new Sprt(0, 5, 0.05, 0.05).llr(counts(1, 10, 50, 30, 9)), 1e-9);
        // Empty bins count as a thousandth of a pair, so the variance is never zero.
        assertEquals(1.1792524108361124, new Sprt(0, 10, 0.05, 0.05).llr(counts(0, 0, 10, 5, 0)), 1e-9);
    }

    @Test
    void anEvenScoreBetweenHypothesesSymmetricAboutZeroIsNoEvidence() {
        assertEquals(0, new Sprt(-10, 10, 0.05, 0.05).llr(counts(3, 7, 20, 7, 3)), 1e-12);
    }

    @Test
    void aClearWinnerAcceptsH1AndAClearLoserH0() {
        Sprt sprt = new Sprt(0, 10, 0.05, 0.05);

        assertEquals(Sprt.Verdict.H1_ACCEPTED, sprt.verdict(counts(0, 0, 5, 10, 10)));
        assertEquals(Sprt.Verdict.H0_ACCEPTED, sprt.verdict(counts(10, 10, 5, 0, 0)));
        assertEquals(Sprt.Verdict.GOING_ON, sprt.verdict(counts(0, 1, 2, 1, 0)));
        assertEquals(Sprt.Verdict.GOING_ON, sprt.verdict(new Pentanomial()));
    }

    @Test
    void fewerPairsThanTheMinimumNeverDecideHoweverOneSided() {
        Sprt sprt = new Sprt(0, 10, 0.05, 0.05);

        assertTrue(sprt.llr(counts(0, 0, 0, 9, 0)) > sprt.upperBound());
        assertEquals(Sprt.Verdict.GOING_ON, sprt.verdict(counts(0, 0, 0, Sprt.MIN_PAIRS - 1, 0)));
        assertEquals(Sprt.Verdict.H1_ACCEPTED, sprt.verdict(counts(0, 0, 0, Sprt.MIN_PAIRS, 0)));
    }

    @Test
    void evenPairsAloneNeverDecide() {
        Sprt sprt = new Sprt(0, 40, 0.1, 0.1);
        // Gomoku from a book line: each bot wins the game it begins, and one pair in eleven is lost.
        Pentanomial oneLostAmongEven = counts(1, 0, 10, 0, 0);

        assertTrue(sprt.llr(oneLostAmongEven) < sprt.lowerBound(), "the ratio alone would accept H0");
        assertEquals(Sprt.Verdict.GOING_ON, sprt.verdict(oneLostAmongEven));
        assertEquals(Sprt.Verdict.GOING_ON, sprt.verdict(counts(0, 0, 500, 0, 0)), "only even pairs");
        assertEquals(Sprt.Verdict.GOING_ON, sprt.verdict(counts(Sprt.MIN_UNEVEN_PAIRS - 1, 0, 100, 0, 0)));
        assertEquals(Sprt.Verdict.H0_ACCEPTED, sprt.verdict(counts(Sprt.MIN_UNEVEN_PAIRS, 0, 100, 0, 0)));
    }

    @Test
    void eloFollowsTheLogisticCurve() {
        assertEquals(0, Elo.of(0.5), 1e-12);
        assertEquals(-400 * Math.log10(1 / 0.75 - 1), Elo.of(0.75), 1e-9);
        assertEquals(0.75, Elo.score(Elo.of(0.75)), 1e-12);
        assertEquals(Double.POSITIVE_INFINITY, Elo.of(1));
    }

    @Test
    void theErrorBarShrinksWithMorePairs() {
        double few = counts(1, 2, 4, 2, 1).eloError95();
        double many = counts(10, 20, 40, 20, 10).eloError95();

        assertTrue(many < few, few + " " + many);
        assertEquals(0, counts(10, 20, 40, 20, 10).elo(), 1e-9);
    }

    @Test
    void badHypothesesAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Sprt(10, 0, 0.05, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 10, 0.6, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new Pentanomial().add(5));
    }
}
