package org.katakuti.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.app.bots.BotCatalog;

class PbrainCommandTest {

    private final PbrainCommand pbrain = new PbrainCommand(BotCatalog.standard(warning -> { }), 1000);

    @Test
    void theHardBrainAnswersAManagersGameAndEndsOnEnd() {
        Run run = Run.of(pbrain, "START 15\nINFO timeout_turn 300\nINFO rule 0\nTURN 7,7\nEND\nTURN 0,0\n",
                "--seed", "5");

        assertEquals(0, run.status(), run.err().toString());
        assertEquals("OK", run.out().get(0));
        // the bot's report, as Piskvork shows a brain's thinking, comes before its move
        assertTrue(run.out().get(1).matches("MESSAGE positions \\d+ depth \\d+ time \\d+ms.*"), run.out().get(1));
        assertEquals(3, run.out().size(), "nothing is read after END: " + run.out());
        String[] square = run.out().get(2).split(",");
        int x = Integer.parseInt(square[0]);
        int y = Integer.parseInt(square[1]);
        // The hard bot answers the centre next to it.
        assertTrue(Math.abs(x - 7) <= 1 && Math.abs(y - 7) <= 1, run.out().get(2));
        Position after = Games.replay(Games.GOMOKU, List.of("h8"));
        assertTrue(after.isLegal(Move.parse(((char) ('a' + x)) + "" + (15 - y))));
    }

    @Test
    void aLevelThatDoesNotPlayGomokuIsBadInput() {
        assertTrue(Run.of(pbrain, "", "--level", "nobody").isBadInput());
    }
}
