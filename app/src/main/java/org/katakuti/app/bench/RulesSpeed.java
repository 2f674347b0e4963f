package org.katakuti.app.bench;

import java.util.SplittableRandom;

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

    /** What a playout needs of a game's mutable board. */
    private interface Board {
        int legalMoves(int[] out);

        void play(int move);

        void undo();

        boolean isOver();

        int moveCount();
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
            while (!board.isOver()) {
                int count = board.legalMoves(buffer);
                board.play(buffer[random.nextInt(count)]);
            }
            int played = board.moveCount();
            for (int i = 0; i < played; i++) {
                board.undo();
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
            final MnkBoard board = new MnkBoard((MnkGame) game);
            return new Board() {
                @Override public int legalMoves(int[] out) { return board.legalMoves(out); }
                @Override public void play(int move) { board.play(move); }
                @Override public void undo() { board.undo(); }
                @Override public boolean isOver() { return board.isOver(); }
                @Override public int moveCount() { return board.moveCount(); }
            };
        }
        if (game instanceof UltimateGame) {
            final UltimateBoard board = new UltimateBoard();
            return new Board() {
                @Override public int legalMoves(int[] out) { return board.legalMoves(out); }
                @Override public void play(int move) { board.play(move); }
                @Override public void undo() { board.undo(); }
                @Override public boolean isOver() { return board.isOver(); }
                @Override public int moveCount() { return board.moveCount(); }
            };
        }
        if (game instanceof TigadiGame) {
            final TigadiBoard board = new TigadiBoard();
            return new Board() {
                @Override public int legalMoves(int[] out) { return board.legalMoves(out); }
                @Override public void play(int move) { board.play(move); }
                @Override public void undo() { board.undo(); }
                @Override public boolean isOver() { return board.isOver(); }
                @Override public int moveCount() { return board.moveCount(); }
            };
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
