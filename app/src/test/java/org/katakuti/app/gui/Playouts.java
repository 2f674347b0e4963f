package org.katakuti.app.gui;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Status;

/** Seeded random games, for screenshots of positions no one would type out by hand. */
final class Playouts {

    private Playouts() {
    }

    /** @return the first {@code count} moves of a random game (fewer if it ends sooner) */
    static List<String> randomMoves(Game game, long seed, int count) {
        Random random = new Random(seed);
        Position position = game.start();
        List<String> moves = new ArrayList<>();
        while (!position.isOver() && moves.size() < count) {
            List<Move> legal = position.legalMoves();
            Move move = legal.get(random.nextInt(legal.size()));
            moves.add(move.toString());
            position = position.play(move);
        }
        return moves;
    }

    /** @return the moves of the first random game (trying seeds from {@code seed} on) that ends in a win */
    static List<String> randomWin(Game game, long seed) {
        for (long tries = seed; tries < seed + 500; tries++) {
            Random random = new Random(tries);
            Position position = game.start();
            List<String> moves = new ArrayList<>();
            while (!position.isOver() && moves.size() < 2000) {
                List<Move> legal = position.legalMoves();
                Move move = legal.get(random.nextInt(legal.size()));
                moves.add(move.toString());
                position = position.play(move);
            }
            if (position.isOver() && position.outcome().status() == Status.WIN) {
                return moves;
            }
        }
        throw new AssertionError("no random win of " + game.id() + " in 500 seeds");
    }
}
