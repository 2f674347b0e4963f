package org.katakuti.app.bots.tigadi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.PlayedMove;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.tigadi.TigadiBoard;
import org.katakuti.app.bots.tigadi.PositionalEvaluation.Term;
import org.katakuti.app.log.LogException;
import org.katakuti.app.log.MatchLog;

/**
 * Fits the weights of {@link PositionalEvaluation} to the results of games, the
 * way chess engines tune theirs ("Texel tuning"): every position of the games
 * from the fifth turn on, labelled with the result for the seat to move (1, a
 * half or 0), and the weights that make a logistic of the score foretell the
 * labels best (least squares). A goti stays the unit, 100, and the logistic's
 * scale is the one that fits the weights the fit starts from, so that the new
 * weights keep the old ones' reading of a goti. (Fitting the scale too would
 * let it grow and the other weights shrink back: stop 27 measured the fit with
 * the scale fixed.) One game in five is kept out of the fit, to show
 * the fit foretells games it has not seen.
 *
 * <p>A tool for the strength loop, not part of the app: save games with
 * {@code katakuti match --game tigadi --bots hard,hard --save DIR}, then run
 * {@code java -cp app/target/test-classes:dist/target/katakuti.jar
 * org.katakuti.app.bots.tigadi.EvaluationFit DIR [WEIGHTS]} (docs/strength.md).
 */
final class EvaluationFit {

    static final int TERMS = Term.values().length;
    /** Turns from which positions are used: the built-in book places the first four gotis at random. */
    static final int FIRST_PLY = 4;
    /** Unit weights this large keep the fade's rounding far below one weight unit. */
    private static final int PROBE = 1000;
    private static final PositionalEvaluation GOTIS_ONLY = new PositionalEvaluation(new int[TERMS]);
    private static final PositionalEvaluation[] PROBES = new PositionalEvaluation[TERMS];

    static {
        for (int term = 0; term < TERMS; term++) {
            int[] weights = new int[TERMS];
            weights[term] = PROBE;
            PROBES[term] = new PositionalEvaluation(weights);
        }
    }

    /** One position: its score from gotis alone, its count of each term (both faded as the score is), its result. */
    static final class Sample {
        final double gotis;
        final double[] terms;
        final double result;
        final boolean heldOut;

        Sample(double gotis, double[] terms, double result, boolean heldOut) {
            this.gotis = gotis;
            this.terms = terms;
            this.result = result;
            this.heldOut = heldOut;
        }

        double score(double[] weights) {
            double score = gotis;
            for (int term = 0; term < TERMS; term++) {
                score += weights[term] * terms[term];
            }
            return score;
        }
    }

    private EvaluationFit() {
    }

    /** The score of {@code board} is linear in the weights: read each term's count off a probe weighing only it. */
    static Sample sample(TigadiBoard board, double result, boolean heldOut) {
        int gotis = GOTIS_ONLY.score(board);
        double[] terms = new double[TERMS];
        for (int term = 0; term < TERMS; term++) {
            terms[term] = (PROBES[term].score(board) - gotis) / (double) PROBE;
        }
        return new Sample(gotis, terms, result, heldOut);
    }

    /** The positions of a finished game from {@link #FIRST_PLY} on, each with the result for its seat to move. */
    static List<Sample> samples(GameRecord game, boolean heldOut) {
        List<Sample> samples = new ArrayList<>();
        if (!game.isOver() || game.forfeit() != null) {
            return samples;
        }
        Seat winner = game.outcome().winner();
        // One board played forward: positionAt(ply) would replay the game from its start for every ply.
        TigadiBoard board = new TigadiBoard();
        for (PlayedMove played : game.moves()) {
            if (board.moveCount() >= FIRST_PLY) {
                Seat mover = board.toMove() == TigadiBoard.FIRST ? Seat.FIRST : Seat.SECOND;
                double result = winner == null ? 0.5 : winner == mover ? 1 : 0;
                samples.add(sample(board, result, heldOut));
            }
            board.play(TigadiBoard.fromMove(played.move()));
        }
        return samples;
    }

    static double[] toDoubles(int[] weights) {
        return Arrays.stream(weights).asDoubleStream().toArray();
    }

    private static double expected(double scale, double score) {
        return 1 / (1 + Math.exp(-scale * score));
    }

    /** The mean squared difference between the results and the logistic of the scores. */
    static double error(List<Sample> samples, double[] weights, double scale, boolean heldOut) {
        double sum = 0;
        int count = 0;
        for (Sample sample : samples) {
            if (sample.heldOut == heldOut) {
                double difference = sample.result - expected(scale, sample.score(weights));
                sum += difference * difference;
                count++;
            }
        }
        return count == 0 ? 0 : sum / count;
    }

    /** The logistic's scale that fits {@code weights} best, in steps of 2 %. */
    static double scale(List<Sample> samples, double[] weights) {
        double best = 0;
        double bestError = Double.MAX_VALUE;
        for (double scale = 0.0005; scale < 0.1; scale *= 1.02) {
            double error = error(samples, weights, scale, false);
            if (error < bestError) {
                bestError = error;
                best = scale;
            }
        }
        return best;
    }

    /** Gradient descent (Adam, a step of {@code step} weight units at most) on the samples not held out. */
    static double[] fit(List<Sample> samples, double[] start, double scale, int steps, double step) {
        double[] weights = start.clone();
        double[] mean = new double[TERMS];
        double[] square = new double[TERMS];
        for (int t = 1; t <= steps; t++) {
            double[] gradient = new double[TERMS];
            int count = 0;
            for (Sample sample : samples) {
                if (sample.heldOut) {
                    continue;
                }
                count++;
                double expected = expected(scale, sample.score(weights));
                double slope = (expected - sample.result) * expected * (1 - expected) * scale;
                for (int term = 0; term < TERMS; term++) {
                    gradient[term] += slope * sample.terms[term];
                }
            }
            for (int term = 0; term < TERMS; term++) {
                double g = gradient[term] / count;
                mean[term] = 0.9 * mean[term] + 0.1 * g;
                square[term] = 0.999 * square[term] + 0.001 * g * g;
                double m = mean[term] / (1 - Math.pow(0.9, t));
                double v = square[term] / (1 - Math.pow(0.999, t));
                weights[term] -= step * m / (Math.sqrt(v) + 1e-15);
            }
        }
        return weights;
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 1 && args.length != 2) {
            System.err.println("usage: EvaluationFit FOLDER [W1,W2,...]: match logs of tigadi games (from katakuti"
                    + " match --save), and the weights to start from (the hard bot's if none)");
            System.exit(2);
        }
        double[] start = toDoubles(PositionalEvaluation.HARD_WEIGHTS);
        if (args.length == 2) {
            start = Arrays.stream(args[1].split(",")).mapToDouble(Double::parseDouble).toArray();
            if (start.length != TERMS) {
                System.err.println(start.length + " weights given, " + TERMS + " terms");
                System.exit(2);
            }
        }
        List<Sample> samples = new ArrayList<>();
        int games = 0;
        try (DirectoryStream<Path> files = Files.newDirectoryStream(Paths.get(args[0]), "*.json")) {
            List<Path> sorted = new ArrayList<>();
            files.forEach(sorted::add);
            sorted.sort(null);
            for (Path file : sorted) {
                try {
                    String text = new String(Files.readAllBytes(file), StandardCharsets.UTF_8);
                    for (GameRecord game : MatchLog.fromJson(text).toRecord().games()) {
                        if (game.game().id().equals("tigadi") && game.isOver()) {
                            samples.addAll(samples(game, ++games % 5 == 0));
                        }
                    }
                } catch (LogException e) {
                    System.err.println(file + ": skipped: " + e.getMessage());
                }
            }
        }
        double[] now = start;
        double scale = scale(samples, now);
        double nowError = error(samples, now, scale, true);
        double[] fitted = fit(samples, now, scale, 3000, 0.2);
        System.out.printf(Locale.ROOT, "%d games, %d positions, logistic scale %.5f a hundredth of a goti%n", games,
                samples.size(), scale);
        System.out.printf(Locale.ROOT, "squared error on the games held out: %.5f with the weights started from, %.5f fitted%n",
                nowError, error(samples, fitted, scale, true));
        for (Term term : Term.values()) {
            System.out.printf(Locale.ROOT, "%-20s %6.0f -> %7.1f%n", term, now[term.ordinal()], fitted[term.ordinal()]);
        }
        long[] rounded = Arrays.stream(fitted).mapToLong(Math::round).toArray();
        System.out.println("HARD_WEIGHTS = " + Arrays.toString(rounded).replace('[', '{').replace(']', '}'));
    }
}
