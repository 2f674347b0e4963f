package org.katakuti.app.bench;

import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.IntConsumer;
import java.util.function.IntSupplier;
import java.util.function.ToIntFunction;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.mnk.MnkBoard;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.api.rules.tigadi.TigadiBoard;
import org.katakuti.api.rules.tigadi.TigadiGame;
import org.katakuti.api.rules.ultimate.UltimateBoard;
import org.katakuti.api.rules.ultimate.UltimateGame;

/**
 * The raw speed of a game's rules, as a searching bot uses them: random
 * playouts on the game's mutable board, each move generated, played and later
 * undone. Immutable result of {@link #measure}.
 */
public final class RulesSpeed {

    /** What a playout needs of a game's mutable board, whichever board it is. */
    private static final class Board {
        final ToIntFunction<int[]> legalMoves;
        final IntConsumer play;
        final Runnable undo;
        final BooleanSupplier isOver;
        final IntSupplier moveCount;

        Board(ToIntFunction<int[]> legalMoves, IntConsumer play, Runnable undo, BooleanSupplier isOver,
                IntSupplier moveCount) {
            this.legalMoves = legalMoves;
            this.play = play;
            this.undo = undo;
            this.isOver = isOver;
            this.moveCount = moveCount;
        }
    }

    private final long playouts;
    private final long moves;
    private final long nanos;

    private RulesSpeed(long playouts, long moves, long nanos) {
        this.playouts = playouts;
        this.moves = moves;
        this.nanos = nanos;
    }

    /** @return true when {@code game} has a mutable board this benchmark knows */
    public static boolean covers(Game game) {
        return game instanceof MnkGame || game instanceof UltimateGame || game instanceof TigadiGame;
    }

    /**
     * Plays random playouts on {@code game}'s board for about {@code millis}
     * milliseconds, after a short warm-up that is not counted.
     *
     * @throws IllegalArgumentException when {@link #covers(Game)} is false
     */
    public static RulesSpeed measure(Game game, long millis, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        int[] buffer = new int[moveBufferSize(game)];
        Board board = board(game);
        run(board, buffer, random, millis / 5);
        return run(board, buffer, random, millis);
    }

    private static RulesSpeed run(Board board, int[] buffer, SplittableRandom random, long millis) {
        long start = System.nanoTime();
        long end = start + millis * 1_000_000L;
        long playouts = 0;
        long moves = 0;
        do {
            while (!board.isOver.getAsBoolean()) {
                int count = board.legalMoves.applyAsInt(buffer);
                board.play.accept(buffer[random.nextInt(count)]);
            }
            int played = board.moveCount.getAsInt();
            for (int i = 0; i < played; i++) {
                board.undo.run();
            }
            moves += played;
            playouts++;
        } while (System.nanoTime() < end);
        return new RulesSpeed(playouts, moves, System.nanoTime() - start);
    }

    private static int moveBufferSize(Game game) {
        // Marks: at most one move a square; tigadi: slides and captures multiply.
        return game instanceof TigadiGame ? TigadiBoard.MAX_MOVES : game.columns() * game.rows();
    }

    private static Board board(Game game) {
        if (game instanceof MnkGame) {
            MnkBoard board = new MnkBoard((MnkGame) game);
            return new Board(board::legalMoves, board::play, board::undo, board::isOver, board::moveCount);
        }
        if (game instanceof UltimateGame) {
            UltimateBoard board = new UltimateBoard();
            return new Board(board::legalMoves, board::play, board::undo, board::isOver, board::moveCount);
        }
        if (game instanceof TigadiGame) {
            TigadiBoard board = new TigadiBoard();
            return new Board(board::legalMoves, board::play, board::undo, board::isOver, board::moveCount);
        }
        throw new IllegalArgumentException("no board benchmark for " + game.id());
    }

    /** @return playouts played to the end (and undone) */
    public long playouts() {
        return playouts;
    }

    /** @return playouts a second */
    public long playoutsPerSecond() {
        return (long) (playouts * 1e9 / nanos);
    }

    /** @return moves a second, each generated, played and undone */
    public long movesPerSecond() {
        return (long) (moves * 1e9 / nanos);
    }
}
