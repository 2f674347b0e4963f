package org.katakuti.app.bots;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;

/**
 * The levels play clearly apart on the small grids, in short seeded matches
 * through the level factories. The exact scores on 3x3 are checked in
 * {@code SmallGridLevelsTest}; the 200-game measurements are run by hand with
 * {@link BotMatches#main}.
 */
class LevelsApartTest {

    @Test
    void hardLosesNoThreeByThreeGameToNormalOrEasy() {
        for (Game game : new Game[] {Games.TIC_TAC_TOE, Games.MISERE}) {
            for (Level other : new Level[] {Level.NORMAL, Level.EASY}) {
                BotMatches.Result result = BotMatches.match(game, Level.HARD, other, 40, 1000, 3);
                assertEquals(0, result.total().losses(), "hard vs " + other.id() + " at " + game.id() + ": " + result);
            }
        }
    }

    @Test
    void hardBeatsNormalAtFourByFourAndNeverLoses() {
        // About 78% over 200 games (75% in this short match), so a margin for the noise.
        BotMatches.Result result = BotMatches.match(Games.FOUR_BY_FOUR, Level.HARD, Level.NORMAL, 12, 1000, 3);
        assertEquals(0, result.total().losses(), "hard vs normal: " + result);
        assertTrue(result.total().share() >= 0.65, "hard vs normal: " + result);
    }

    @Test
    void hardBeatsEasyAtFourByFourAndNeverLoses() {
        BotMatches.Result result = BotMatches.match(Games.FOUR_BY_FOUR, Level.HARD, Level.EASY, 6, 1000, 3);
        assertEquals(0, result.total().losses(), "hard vs easy: " + result);
        assertTrue(result.total().share() >= 0.75, "hard vs easy: " + result);
    }

    @Test
    void normalBeatsEasyMostly() {
        for (Game game : new Game[] {Games.TIC_TAC_TOE, Games.MISERE, Games.FOUR_BY_FOUR}) {
            BotMatches.Result result = BotMatches.match(game, Level.NORMAL, Level.EASY, 100, 1000, 3);
            assertTrue(result.total().share() >= 0.75, "normal vs easy at " + game.id() + ": " + result);
        }
    }
}
