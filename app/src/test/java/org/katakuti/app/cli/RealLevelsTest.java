package org.katakuti.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import com.google.gson.Gson;
import com.google.gson.JsonObject;

import org.junit.jupiter.api.Test;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;

/** The commands with the app's own bots, the built-in levels, found as the app finds them. */
class RealLevelsTest {

    @Test
    void theArenaPlaysTheBuiltInLevelsWithoutForfeits() {
        Run run = Run.of(new ArenaCommand(), "", "--game", "tigadi", "--bots", "hard,easy", "--games", "2",
                "--seed", "3", "--time-ms", "50");

        assertEquals(0, run.status(), run.err().toString());
        JsonObject json = new Gson().fromJson(run.lastOut(), JsonObject.class);
        assertEquals(2, json.get("games").getAsInt());
        assertEquals(0, json.getAsJsonObject("forfeits").get("hard").getAsInt(), run.out().toString());
        assertEquals(0, json.getAsJsonObject("forfeits").get("easy").getAsInt(), run.out().toString());
    }

    @Test
    void inTheArenaHardNeverLosesATicTacToeGameToEasy() {
        Run run = Run.of(new ArenaCommand(), "", "--game", "tic-tac-toe", "--bots", "hard,easy", "--games", "6",
                "--seed", "8", "--time-ms", "500");

        JsonObject json = new Gson().fromJson(run.lastOut(), JsonObject.class);
        assertEquals(0, json.getAsJsonObject("wins").get("easy").getAsInt(), run.out().toString());
        assertEquals(6, json.getAsJsonObject("wins").get("hard").getAsInt() + json.get("draws").getAsInt());
    }

    @Test
    void theProtocolPlaysHardWhenNoLevelIsGiven() {
        Run run = Run.of(new BotCommand(), "game tigadi\nmoves a1 d7\ngo 200\nquit\n");

        String answer = run.lastOut();
        assertTrue(answer.startsWith("bestmove "), run.out().toString());
        Position position = Games.replay(Games.TIGADI, List.of("a1", "d7"));
        assertTrue(position.isLegal(Move.parse(answer.substring("bestmove ".length()))), answer);
    }
}
