package org.katakuti.app.strength;

/**
 * The sequential probability ratio test of engine testing (fishtest, cutechess):
 * H0 says bot A is {@code elo0} stronger than B, H1 says {@code elo1}. After
 * each pair the log-likelihood ratio of the pentanomial counts is compared with
 * the bounds ln(beta / (1 - alpha)) and ln((1 - beta) / alpha); the test stops
 * at the first bound it crosses. The ratio is the generalised SPRT's normal
 * approximation (Van den Bergh): with the pair score's mean m and variance v
 * over N pairs, and s0, s1 the pair scores that elo0 and elo1 mean,
 * LLR = N (s1 - s0) (2m - s0 - s1) / (2v).
 *
 * <p>The variance is only estimated, and from a few equal pairs it is near
 * zero, which would make the ratio huge: so no verdict is given before
 * {@link #MIN_PAIRS} pairs. Nor before {@link #MIN_UNEVEN_PAIRS} pairs scored
 * other than 1 (a game won by each bot, or two draws): such a pair says nothing
 * about which bot is stronger, and where nearly every pair is one (gomoku from
 * a book line, where each bot wins the game it begins), the few others alone
 * set the variance, and one lost pair among ten even ones would accept H0.
 */
public final class Sprt {

    /** Where the test stands. */
    public enum Verdict {
        /** Neither bound is crossed yet: play on. */
        GOING_ON,
        /** The upper bound is crossed: A is better by elo1 rather than elo0. */
        H1_ACCEPTED,
        /** The lower bound is crossed: A is not better by elo1. */
        H0_ACCEPTED
    }

    /** Pairs to play before the test may decide: fewer say little about the variance. */
    public static final long MIN_PAIRS = 10;
    /** Pairs not scored 1 to play before the test may decide: the variance rests on them. */
    public static final long MIN_UNEVEN_PAIRS = 10;

    private final double elo0;
    private final double elo1;
    private final double lower;
    private final double upper;

    /**
     * @param elo0 the Elo difference of H0
     * @param elo1 the Elo difference of H1, larger than {@code elo0}
     * @param alpha the chance of accepting H1 when H0 is true, between 0 and 0.5
     * @param beta the chance of accepting H0 when H1 is true, between 0 and 0.5
     */
    public Sprt(double elo0, double elo1, double alpha, double beta) {
        if (!(elo1 > elo0)) {
            throw new IllegalArgumentException("elo1 must be larger than elo0: " + elo0 + ", " + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException("alpha and beta must be between 0 and 0.5: " + alpha + ", " + beta);
        }
        this.elo0 = elo0;
        this.elo1 = elo1;
        this.lower = Math.log(beta / (1 - alpha));
        this.upper = Math.log((1 - beta) / alpha);
    }

    /** @return the lower bound, ln(beta / (1 - alpha)) */
    public double lowerBound() {
        return lower;
    }

    /** @return the upper bound, ln((1 - beta) / alpha) */
    public double upperBound() {
        return upper;
    }

    /** @return H0's Elo difference */
    public double elo0() {
        return elo0;
    }

    /** @return H1's Elo difference */
    public double elo1() {
        return elo1;
    }

    /** @return the log-likelihood ratio of H1 against H0 for these counts; 0 before the first pair */
    public double llr(Pentanomial results) {
        long pairs = results.pairs();
        if (pairs == 0) {
            return 0;
        }
        double[] moments = results.moments();
        double s0 = Elo.score(elo0);
        double s1 = Elo.score(elo1);
        return pairs * (s1 - s0) * (2 * moments[0] - s0 - s1) / (2 * moments[1]);
    }

    /**
     * @return where the test stands after these counts: going on before {@link #MIN_PAIRS} pairs, and
     *     before {@link #MIN_UNEVEN_PAIRS} of them scored other than 1
     */
    public Verdict verdict(Pentanomial results) {
        if (results.pairs() < MIN_PAIRS || results.unevenPairs() < MIN_UNEVEN_PAIRS) {
            return Verdict.GOING_ON;
        }
        double llr = llr(results);
        if (llr >= upper) {
            return Verdict.H1_ACCEPTED;
        }
        if (llr <= lower) {
            return Verdict.H0_ACCEPTED;
        }
        return Verdict.GOING_ON;
    }
}
