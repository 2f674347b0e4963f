package org.katakuti.app.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;

/**
 * The levels play clearly apart on the small grids, in short seeded matches
 * (the 100-game measurements are run by hand with {@link BotMatches#main}).
 */
class LevelsApartTest {

    @Test
    void hardLosesNoSmallGridGameToNormalOrEasy() {
        for (Game game : new Game[] {Games.TIC_TAC_TOE, Games.MISERE, Games.FOUR_BY_FOUR}) {
            for (Level other : new Level[] {Level.NORMAL, Level.EASY}) {
                BotMatches.Result result = BotMatches.match(game, Level.HARD, other, 10, 1000, 3);
                assertEquals(0, result.total().losses(), "hard vs " + other.id() + " at " + game.id() + ": " + result);
            }
        }
    }

    @Test
    void hardWinsMostTicTacToeGamesItStartsAgainstNormal() {
        // As second, hard cannot beat normal's centre opening: perfect play is a draw.
        BotMatches.Result result = BotMatches.match(Games.TIC_TAC_TOE, Level.HARD, Level.NORMAL, 40, 1000, 3);
        assertTrue(result.asFirst().share() >= 0.75, "hard vs normal: " + result);
    }

    @Test
    void normalBeatsEasyMostly() {
        for (Game game : new Game[] {Games.TIC_TAC_TOE, Games.FOUR_BY_FOUR}) {
            BotMatches.Result result = BotMatches.match(game, Level.NORMAL, Level.EASY, 40, 1000, 3);
            assertTrue(result.total().share() >= 0.75, "normal vs easy at " + game.id() + ": " + result);
        }
    }
}
