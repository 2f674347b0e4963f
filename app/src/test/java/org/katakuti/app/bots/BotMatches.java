package org.katakuti.app.bots;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * Plays built-in bots against each other: a small match runner for the tests,
 * and, through {@link #main}, for measuring the levels by hand:
 * {@code BotMatches <game> <level> <other level> <games> <millis a move>}.
 */
public final class BotMatches {

    private BotMatches() {
    }

    /** What one side scored in a match, as first and as second seat. */
    public record Result(Score asFirst, Score asSecond) {
        /** @return both seats together */
        public Score total() {
            return new Score(asFirst.wins + asSecond.wins, asFirst.draws + asSecond.draws,
                    asFirst.losses + asSecond.losses);
        }

        @Override
        public String toString() {
            return total() + "; as first " + asFirst + ", as second " + asSecond;
        }
    }

    /** Wins, draws and losses of one side. */
    public record Score(int wins, int draws, int losses) {
        /** @return win 1, draw 1/2, as a share of the games */
        public double share() {
            return (wins + draws / 2.0) / (wins + draws + losses);
        }

        @Override
        public String toString() {
            return String.format("%d wins, %d draws, %d losses (%.1f%%)", wins, draws, losses, 100 * share());
        }
    }

    /**
     * Plays {@code games} games of {@code level} against {@code other}, the first
     * move changing hands every game, each bot seeded from {@code seed} and the game number.
     *
     * @return the score of {@code level}
     */
    public static Result match(Game game, Level level, Level other, int games, long millis, long seed) {
        int[][] counts = new int[2][3];
        for (int i = 0; i < games; i++) {
            Bot bot = factory(level).create(game, seed + 2L * i);
            Bot opponent = factory(other).create(game, seed + 2L * i + 1);
            boolean botFirst = i % 2 == 0;
            Position end = play(game, botFirst ? bot : opponent, botFirst ? opponent : bot, millis);
            Seat winner = end.outcome().winner();
            int[] seat = counts[botFirst ? 0 : 1];
            if (winner == null) {
                seat[1]++;
            } else if ((winner == Seat.FIRST) == botFirst) {
                seat[0]++;
            } else {
                seat[2]++;
            }
        }
        return new Result(new Score(counts[0][0], counts[0][1], counts[0][2]),
                new Score(counts[1][0], counts[1][1], counts[1][2]));
    }

    /** @return the built-in factory of {@code level} */
    public static LevelBotFactory factory(Level level) {
        switch (level) {
            case EASY:
                return new LevelBotFactory.Easy();
            case NORMAL:
                return new LevelBotFactory.Normal();
            default:
                return new LevelBotFactory.Hard();
        }
    }

    /** Plays one game to its end, checking every move is legal; @return the final position */
    public static Position play(Game game, Bot first, Bot second, long millis) {
        Position position = game.start();
        while (!position.isOver()) {
            Bot toMove = position.toMove() == Seat.FIRST ? first : second;
            Move move = toMove.choose(position, Deadline.in(millis));
            position = position.play(move);
        }
        return position;
    }

    /**
     * Plays {@code bot} (first) against seeded random marks, the bot thinking
     * without a deadline. @return the moves of the game, in notation
     */
    public static List<String> movesAgainstRandom(Bot bot, Game game, long seed) {
        SplittableRandom other = new SplittableRandom(seed);
        List<String> moves = new ArrayList<>();
        Position position = game.start();
        while (!position.isOver()) {
            List<Move> legal = position.legalMoves();
            Move move = position.toMove() == Seat.FIRST
                    ? bot.choose(position, Deadline.none())
                    : legal.get(other.nextInt(legal.size()));
            moves.add(move.toString());
            position = position.play(move);
        }
        return moves;
    }

    public static void main(String[] args) {
        Game game = Games.byId(args[0]);
        Level level = Level.valueOf(args[1].toUpperCase());
        Level other = Level.valueOf(args[2].toUpperCase());
        int games = Integer.parseInt(args[3]);
        long millis = Long.parseLong(args[4]);
        long start = System.nanoTime();
        Result score = match(game, level, other, games, millis, 1);
        System.out.printf("%s %s vs %s, %d games, %d ms a move: %s in %.1f s%n", game.id(), level.id(), other.id(),
                games, millis, score, (System.nanoTime() - start) / 1e9);
    }
}
