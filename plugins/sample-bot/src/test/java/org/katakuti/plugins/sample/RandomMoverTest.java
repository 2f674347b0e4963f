package org.katakuti.plugins.sample;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.ServiceLoader;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

class RandomMoverTest {

    private final BotFactory factory = new RandomMoverFactory();

    @Test
    void theJarRegistersItsFactoryForTheServiceLookup() {
        List<String> ids = new ArrayList<>();
        for (BotFactory found : ServiceLoader.load(BotFactory.class)) {
            ids.add(found.id());
        }
        assertTrue(ids.contains("sample-random"), "service lookup found " + ids);
    }

    @Test
    void playsEveryGameOfTheTable() {
        for (Game game : Games.all()) {
            assertTrue(factory.plays(game), game.id());
        }
    }

    @Test
    void completesItsOwnLineWhenItCan() {
        // crosses on a1 a2, noughts on b1 b2, crosses to move: a3 wins.
        Position position = Games.replay(Games.TIC_TAC_TOE, List.of("a1", "b1", "a2", "b2"));
        for (long seed = 0; seed < 20; seed++) {
            Move move = factory.create(Games.TIC_TAC_TOE, seed).choose(position, Deadline.in(1000));
            assertEquals("a3", move.toString(), "seed " + seed);
        }
    }

    @Test
    void playsWholeGamesOfLegalMovesInEveryGame() {
        for (Game game : Games.all()) {
            Bot first = factory.create(game, 1);
            Bot second = factory.create(game, 2);
            Position position = game.start();
            while (!position.isOver()) {
                Bot mover = position.toMove() == Seat.FIRST ? first : second;
                Move move = mover.choose(position, Deadline.in(1000));
                assertTrue(position.isLegal(move), game.id() + ": " + move + " after " + position.moveCount());
                position = position.play(move);
            }
        }
    }

    @Test
    void theSameSeedPlaysTheSameMoves() {
        assertEquals(playGomoku(7), playGomoku(7));
    }

    private List<String> playGomoku(long seed) {
        Bot bot = factory.create(Games.GOMOKU, seed);
        List<String> moves = new ArrayList<>();
        Position position = Games.GOMOKU.start();
        for (int i = 0; i < 30 && !position.isOver(); i++) {
            Move move = bot.choose(position, Deadline.in(1000));
            moves.add(move.toString());
            position = position.play(move);
        }
        return moves;
    }
}
