package org.katakuti.app.bots.small;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.IntUnaryOperator;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;

/**
 * The normal and easy small-grid bots: they look one move ahead for each side
 * and no further.
 *
 * <p>Looking (with probability {@code sight}), the bot keeps the moves whose
 * outcome is best for it as far as the other's reply: in tic-tac-toe and
 * four-by-four it completes its own line when it can and otherwise blocks the
 * other's. In misere, where completing a line loses, "its own two" and "the
 * other's two" turn around: it never completes its own line while another
 * move is left; when it can, it leaves the other player only moves that
 * complete one; and it does not leave the other a reply that would do that to
 * it. It does not see forks (two threats made by one mark, or in misere the
 * slow squeeze of the last empty squares), so it can walk into them. Caught
 * in one, where every mark loses as far as it looks, normal still leaves the
 * other as few winning replies as it can: it blocks one of the two threats,
 * and in misere it never completes its own line while another mark is left.
 * Easy, when it looks, then marks any square.
 *
 * <p>Among the moves left it picks at random, from its seed, by its
 * {@link Taste}. Normal always looks; easy looks one move in five.
 */
final class ThreatBot implements Bot {

    /** How the bot weighs the squares left once the threats are dealt with. */
    enum Taste {
        /** Any of the best placed squares ({@link Placement#value}), each alike. */
        BEST_PLACED,
        /**
         * Squares that build its own lines ({@link Placement#ownLines}): the
         * best of them most often, and each square less likely by half for
         * every {@link #HALVING} points it is worse. It spoils none of the
         * other's lines before they threaten, so forks catch it.
         */
        LINE_BUILDER;

        /** Points of {@link Placement#ownLines} that halve a square's chance with {@link #LINE_BUILDER}. */
        static final double HALVING = 1.5;
    }

    private final MnkGame game;
    private final double sight;
    private final Taste taste;
    /** Facing a fork, still blocks one of its threats (normal), rather than marking any square (easy). */
    private final boolean holdsOn;
    private final SplittableRandom random;
    private SearchReport report;

    ThreatBot(MnkGame game, double sight, Taste taste, boolean holdsOn, long seed) {
        this.game = game;
        this.sight = sight;
        this.taste = taste;
        this.holdsOn = holdsOn;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Move choose(Position position, Deadline deadline) {
        long start = System.nanoTime();
        MnkBoard board = SmallGridBots.boardOf(position, game);
        List<Integer> squares = legalMoves(board);
        boolean looked = random.nextDouble() < sight;
        if (looked) {
            squares = keepSafest(squares, board);
        }
        double[] weights = weights(board, squares);
        double roll = random.nextDouble() * sum(weights);
        int pick = 0;
        while (pick < weights.length - 1 && roll >= weights[pick]) {
            roll -= weights[pick++];
        }
        report = new SearchReport(looked ? squares.size() : 0, looked ? 2 : 0, System.nanoTime() - start,
                looked ? "looked for threats" : "did not look");
        return SmallGridBots.moveAt(board, squares.get(pick));
    }

    /**
     * The chance of each square (by index) that this bot marks it next:
     * exactly the odds {@link #choose} plays by, for a player that wants to
     * know what this one is likely to do.
     */
    double[] chances(MnkBoard board) {
        double[] chances = new double[board.size()];
        List<Integer> all = legalMoves(board);
        addChances(chances, sight, board, keepSafest(all, board));
        addChances(chances, 1 - sight, board, all);
        return chances;
    }

    private void addChances(double[] chances, double share, MnkBoard board, List<Integer> squares) {
        if (share == 0) {
            return;
        }
        double[] weights = weights(board, squares);
        double total = sum(weights);
        for (int i = 0; i < weights.length; i++) {
            chances[squares.get(i)] += share * weights[i] / total;
        }
    }

    /** How likely, relative to each other, the bot is to pick each of {@code squares}. */
    private double[] weights(MnkBoard board, List<Integer> squares) {
        int[] values = new int[squares.size()];
        int best = Integer.MIN_VALUE;
        for (int i = 0; i < values.length; i++) {
            values[i] = taste == Taste.BEST_PLACED
                    ? Placement.value(board, squares.get(i))
                    : Placement.ownLines(board, squares.get(i));
            best = Math.max(best, values[i]);
        }
        double[] weights = new double[values.length];
        for (int i = 0; i < values.length; i++) {
            int worse = best - values[i];
            weights[i] = taste == Taste.BEST_PLACED
                    ? (worse == 0 ? 1 : 0)
                    : Math.pow(2, -worse / Taste.HALVING);
        }
        return weights;
    }

    private static double sum(double[] weights) {
        double sum = 0;
        for (double weight : weights) {
            sum += weight;
        }
        return sum;
    }

    private static List<Integer> legalMoves(MnkBoard board) {
        int[] moves = new int[board.size()];
        int count = board.legalMoves(moves);
        List<Integer> squares = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            squares.add(moves[i]);
        }
        return squares;
    }

    @Override
    public SearchReport lastReport() {
        return report;
    }

    /**
     * The squares of the best {@link #threatValue}. When every square loses as
     * far as the bot looks (the other has two threats, a fork), a bot that
     * {@link #holdsOn} keeps those that leave the other the fewest winning
     * replies: it still blocks one of the two, and in misere it does not
     * complete its own line rather than leave the other a chance to go wrong.
     */
    private List<Integer> keepSafest(List<Integer> squares, MnkBoard board) {
        List<Integer> safest = keepHighest(squares, square -> threatValue(board, square));
        if (holdsOn && threatValue(board, safest.get(0)) < 0) {
            safest = keepHighest(safest, square -> -winningReplies(board, square));
        }
        return safest;
    }

    /** The squares of the highest {@code value}, in the order given. */
    private static List<Integer> keepHighest(List<Integer> squares, IntUnaryOperator value) {
        List<Integer> highest = new ArrayList<>();
        int bestValue = Integer.MIN_VALUE;
        for (int square : squares) {
            int v = value.applyAsInt(square);
            if (v > bestValue) {
                highest.clear();
                bestValue = v;
            }
            if (v == bestValue) {
                highest.add(square);
            }
        }
        return highest;
    }

    /**
     * How many replies to marking {@code square} win for the other as far as
     * {@link #threatValue} looks: in tic-tac-toe and four-by-four those that
     * complete a line of theirs, in misere those after which every mark of the
     * mover's completes one of its own. {@link Integer#MAX_VALUE} when the
     * mark itself loses (in misere: completes the mover's own line).
     */
    static int winningReplies(MnkBoard board, int square) {
        int plies = board.game().isMisere() ? 3 : 2;
        int mover = board.toMove();
        board.play(square);
        try {
            if (board.isOver()) {
                return resultFor(board, mover) < 0 ? Integer.MAX_VALUE : 0;
            }
            int[] replies = new int[board.size()];
            int count = board.legalMoves(replies);
            int winning = 0;
            for (int i = 0; i < count; i++) {
                if (valueOf(board, replies[i], plies - 1) > 0) {
                    winning++;
                }
            }
            return winning;
        } finally {
            board.undo();
        }
    }

    /**
     * The value of marking {@code square} for the seat to move, looking no
     * further than the other's reply (in misere, one mark more): +1 when it
     * wins whatever the reply, -1 when it loses at once or lets the other win
     * with the reply (in misere: leaves a reply after which every mark of its
     * own completes a line), 0 otherwise.
     */
    static int threatValue(MnkBoard board, int square) {
        return valueOf(board, square, board.game().isMisere() ? 3 : 2);
    }

    /** The value of marking {@code square} for the mover: 1 win, -1 loss, 0 for a draw or anything unfinished after {@code plies}. */
    private static int valueOf(MnkBoard board, int square, int plies) {
        int mover = board.toMove();
        board.play(square);
        try {
            if (board.isOver()) {
                return resultFor(board, mover);
            }
            if (plies == 1) {
                return 0;
            }
            int[] replies = new int[board.size()];
            int count = board.legalMoves(replies);
            int worst = 1;
            for (int i = 0; i < count && worst > -1; i++) {
                worst = Math.min(worst, -valueOf(board, replies[i], plies - 1));
            }
            return worst;
        } finally {
            board.undo();
        }
    }

    private static int resultFor(MnkBoard board, int seat) {
        int winner = board.winner();
        return winner == MnkBoard.EMPTY ? 0 : winner == seat ? 1 : -1;
    }
}
