package org.katakuti.app.bots.small;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.app.bots.Level;

/**
 * The exact score one small-grid bot can expect against another, found by
 * following every line either bot may play, each with its odds: no sampling,
 * so no noise. Cheap on 3x3 only.
 */
final class ExpectedScores {

    /** The odds of each square (by index) that a player marks it next. */
    interface Odds {
        double[] chances(MnkBoard board);
    }

    /** The shares of wins, draws and losses of one side. */
    record Score(double wins, double draws, double losses) {
        /** @return win 1, draw 1/2 */
        double share() {
            return wins + draws / 2;
        }

        /** @return the mean of this and {@code other}, as over one game each */
        Score meanWith(Score other) {
            return new Score((wins + other.wins) / 2, (draws + other.draws) / 2, (losses + other.losses) / 2);
        }

        @Override
        public String toString() {
            return String.format("%.1f%% (wins %.1f%%, draws %.1f%%, losses %.1f%%)",
                    100 * share(), 100 * wins, 100 * draws, 100 * losses);
        }
    }

    private ExpectedScores() {
    }

    /** The odds of the built-in bot of {@code level}: the hard bot picks alike among its choices. */
    static Odds of(Level level, MnkGame game) {
        if (level != Level.HARD) {
            ThreatBot bot = (ThreatBot) new SmallGridBots().create(level, game, 1);
            return bot::chances;
        }
        PerfectBot hard = new PerfectBot(game, 1);
        return board -> alike(board, hard.choices(board, Deadline.none()));
    }

    /** @return odds that give each of {@code squares} the same chance, and no other square any */
    static double[] alike(MnkBoard board, List<Integer> squares) {
        double[] chances = new double[board.size()];
        for (int square : squares) {
            chances[square] = 1.0 / squares.size();
        }
        return chances;
    }

    /** What {@code first} can expect as the first seat against {@code second}. */
    static Score asFirst(MnkGame game, Odds first, Odds second) {
        return follow(new MnkBoard(game), first, second, new HashMap<>());
    }

    /** What {@code side} can expect over two games against {@code other}, starting one each. */
    static Score overTwoGames(MnkGame game, Odds side, Odds other) {
        Score second = asFirst(game, other, side);
        return asFirst(game, side, other).meanWith(new Score(second.losses, second.draws, second.wins));
    }

    private static Score follow(MnkBoard board, Odds first, Odds second, Map<Long, Score> known) {
        if (board.isOver()) {
            int winner = board.winner();
            return winner == MnkBoard.EMPTY ? new Score(0, 1, 0)
                    : winner == MnkBoard.FIRST ? new Score(1, 0, 0) : new Score(0, 0, 1);
        }
        Score score = known.get(board.hash());
        if (score != null) {
            return score;
        }
        double[] chances = (board.toMove() == MnkBoard.FIRST ? first : second).chances(board);
        double wins = 0;
        double draws = 0;
        double losses = 0;
        for (int square = 0; square < chances.length; square++) {
            if (chances[square] > 0) {
                board.play(square);
                Score after = follow(board, first, second, known);
                board.undo();
                wins += chances[square] * after.wins;
                draws += chances[square] * after.draws;
                losses += chances[square] * after.losses;
            }
        }
        score = new Score(wins, draws, losses);
        known.put(board.hash(), score);
        return score;
    }
}
