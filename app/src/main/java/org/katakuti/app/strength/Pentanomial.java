package org.katakuti.app.strength;

import java.util.Locale;

/**
 * The results of game pairs (one opening played twice, each bot moving first
 * once), counted by the pair's points for bot A: 0, 0.5, 1, 1.5 or 2. Counting
 * pairs rather than games takes out the advantage of the opening and of moving
 * first, which is why engine testers use it: the two games of a pair are not
 * independent, the pairs are.
 */
public final class Pentanomial {

    /** A count this small stands in for an empty bin, so that the variance is never zero (fishtest does the same). */
    static final double EMPTY_BIN = 1e-3;

    private final long[] counts = new long[5];

    /** @param halfPoints bot A's points in the pair, in half points: 0 (two losses) to 4 (two wins) */
    public void add(int halfPoints) {
        if (halfPoints < 0 || halfPoints > 4) {
            throw new IllegalArgumentException("a pair scores 0 to 4 half points, not " + halfPoints);
        }
        counts[halfPoints]++;
    }

    /** @return a copy of the five counts, from two losses to two wins */
    public long[] counts() {
        return counts.clone();
    }

    /** @return pairs counted */
    public long pairs() {
        long pairs = 0;
        for (long count : counts) {
            pairs += count;
        }
        return pairs;
    }

    /**
     * @return pairs scored other than 1 (not one win each, nor two draws): the only
     *     ones that say which bot is stronger
     */
    public long unevenPairs() {
        return pairs() - counts[2];
    }

    /** @return bot A's points over every game counted (a win one, a draw a half) */
    public double points() {
        double points = 0;
        for (int i = 0; i < 5; i++) {
            points += counts[i] * i / 2.0;
        }
        return points;
    }

    /** @return bot A's score, points over games, from 0 to 1; 0.5 when nothing is counted */
    public double score() {
        long pairs = pairs();
        return pairs == 0 ? 0.5 : points() / (2 * pairs);
    }

    /**
     * The mean and variance of one pair's score (0 to 1), with empty bins counted
     * as {@link #EMPTY_BIN}: [mean, variance].
     */
    double[] moments() {
        double total = 0;
        double sum = 0;
        double[] weights = new double[5];
        for (int i = 0; i < 5; i++) {
            weights[i] = Math.max(counts[i], EMPTY_BIN);
            total += weights[i];
            sum += weights[i] * i / 4.0;
        }
        double mean = sum / total;
        double variance = 0;
        for (int i = 0; i < 5; i++) {
            double off = i / 4.0 - mean;
            variance += weights[i] * off * off;
        }
        return new double[] {mean, variance / total};
    }

    /** @return the Elo difference A minus B that the score says (logistic); infinite at 0 or 100 % */
    public double elo() {
        return Elo.of(score());
    }

    /**
     * @return the half width of the 95 % confidence interval of {@link #elo()}, from the pairs' variance;
     *     NaN with fewer than two pairs, infinite when the interval reaches 0 or 100 %
     */
    public double eloError95() {
        long pairs = pairs();
        if (pairs < 2) {
            return Double.NaN;
        }
        double[] moments = moments();
        double error = 1.959964 * Math.sqrt(moments[1] / pairs);
        double low = Elo.of(score() - error);
        double high = Elo.of(score() + error);
        return (high - low) / 2;
    }

    /** E.g. {@code [0, 3, 10, 5, 2]}. */
    @Override
    public String toString() {
        return String.format(Locale.ROOT, "[%d, %d, %d, %d, %d]", counts[0], counts[1], counts[2], counts[3],
                counts[4]);
    }
}
