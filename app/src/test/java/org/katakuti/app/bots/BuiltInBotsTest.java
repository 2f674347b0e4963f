package org.katakuti.app.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/**
 * The built-in bots of the small grids and ultimate, at every level, through
 * the factories the table uses: legal moves in time, reports, reproducibility.
 */
class BuiltInBotsTest {

    private static final List<Game> GAMES = Arrays.asList(
            Games.TIC_TAC_TOE, Games.MISERE, Games.FOUR_BY_FOUR, Games.ULTIMATE);
    private static final long BUDGET_MILLIS = 100;
    /** Room for a busy machine (and a garbage collection) between the deadline and the answer. */
    private static final long SLACK_MILLIS = 400;

    @Test
    void everyLevelPlaysTheSmallGridsAndUltimate() {
        for (Level level : Level.values()) {
            for (Game game : GAMES) {
                assertTrue(BotMatches.factory(level).plays(game), level.id() + " plays " + game.id());
            }
        }
    }

    @Test
    void botsReturnLegalMovesWithinTheirDeadline() {
        for (Level level : Level.values()) {
            for (Game game : GAMES) {
                Bot bot = BotMatches.factory(level).create(game, 7);
                SplittableRandom other = new SplittableRandom(11);
                Position position = game.start();
                while (!position.isOver()) {
                    Move move;
                    if (position.moveCount() % 2 == 0) {
                        long start = System.nanoTime();
                        move = bot.choose(position, Deadline.in(BUDGET_MILLIS));
                        long millis = (System.nanoTime() - start) / 1_000_000;
                        String where = level.id() + " " + game.id() + " after " + position.moveCount() + " marks";
                        assertTrue(position.isLegal(move), where + ": illegal " + move);
                        assertTrue(millis <= BUDGET_MILLIS + SLACK_MILLIS, where + ": took " + millis + " ms");
                        assertNotNull(bot.lastReport(), where + ": no report");
                    } else {
                        List<Move> moves = position.legalMoves();
                        move = moves.get(other.nextInt(moves.size()));
                    }
                    position = position.play(move);
                }
            }
        }
    }

    @Test
    void sameSeedSameMoves() {
        for (Level level : Level.values()) {
            for (Game game : GAMES) {
                if (level == Level.HARD && game == Games.ULTIMATE) {
                    continue; // thinks until its deadline: see UltimateBotsTest for it with a playout cap
                }
                List<String> once = BotMatches.movesAgainstRandom(BotMatches.factory(level).create(game, 5), game, 5);
                List<String> again = BotMatches.movesAgainstRandom(BotMatches.factory(level).create(game, 5), game, 5);
                assertEquals(once, again, level.id() + " " + game.id() + " with seed 5");
            }
        }
    }
}
