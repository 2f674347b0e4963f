package org.katakuti.app.bots.tigadi;

import java.util.Random;

import org.katakuti.api.bot.Bot;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.tigadi.TigadiBoard;
import org.katakuti.api.rules.tigadi.TigadiPosition;
import org.katakuti.app.bots.GameBots;
import org.katakuti.app.bots.Level;

/**
 * The built-in tigadi bots: easy plays at random but sometimes grabs a capture,
 * normal looks two turns ahead counting gotis, hard searches as deep as its time
 * allows and judges tigadis, running tigadis and mobility.
 */
public final class TigadiBots implements GameBots {

    @Override
    public boolean plays(Game game) {
        return Games.TIGADI.id().equals(game.id());
    }

    @Override
    public Bot create(Level level, Game game, long seed) {
        if (!plays(game)) {
            throw new IllegalArgumentException("the tigadi bots do not play " + game.id());
        }
        switch (level) {
            case EASY:
                return new EasyTigadiBot(seed);
            case NORMAL:
                return SearchBot.normal(seed);
            default:
                return SearchBot.hard(seed);
        }
    }

    /**
     * The mutable board of an ongoing tigadi position.
     *
     * @throws IllegalArgumentException when it is no tigadi position, or the game is over
     */
    static TigadiBoard boardOf(Position position) {
        if (!(position instanceof TigadiPosition)) {
            throw new IllegalArgumentException("not a tigadi position: " + position.game().id());
        }
        if (position.isOver()) {
            throw new IllegalArgumentException("the game is over: " + position.outcome());
        }
        return ((TigadiPosition) position).toBoard();
    }

    /** Shuffles the first {@code count} moves, so that equally good moves vary with the seed. */
    static void shuffle(int[] moves, int count, Random random) {
        for (int i = count - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int move = moves[i];
            moves[i] = moves[j];
            moves[j] = move;
        }
    }
}
