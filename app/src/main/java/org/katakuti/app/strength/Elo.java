package org.katakuti.app.strength;

/** The logistic Elo scale: a difference of d points means an expected score of 1 / (1 + 10^(-d/400)). */
public final class Elo {

    private Elo() {
    }

    /** @return the expected score of the stronger side for an Elo difference */
    public static double score(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** @return the Elo difference that an expected score means; infinite at 0 and 1, NaN outside them */
    public static double of(double score) {
        if (score <= 0) {
            return score == 0 ? Double.NEGATIVE_INFINITY : Double.NaN;
        }
        if (score >= 1) {
            return score == 1 ? Double.POSITIVE_INFINITY : Double.NaN;
        }
        return -400 * Math.log10(1 / score - 1);
    }
}
