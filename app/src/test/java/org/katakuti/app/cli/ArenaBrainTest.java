package org.katakuti.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;

import com.google.gson.Gson;
import com.google.gson.JsonObject;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import org.katakuti.app.bots.BotCatalog;

/** {@code arena --bots A,pbrain:PATH}: a Gomocup brain as one of the two bots. */
class ArenaBrainTest {

    private final ArenaCommand arena = new ArenaCommand(BotCatalog.standard(warning -> { }), 1000);

    @Test
    void aGomocupBrainPlaysTheArenaByItsPath(@TempDir Path folder) throws Exception {
        // Katakuti's own brain in a JVM of its own stands in for an outside engine.
        Path brain = folder.resolve("pbrain-own");
        Files.writeString(brain, "#!/bin/sh\nexec \"" + System.getProperty("java.home") + "/bin/java\" -cp \""
                + System.getProperty("java.class.path") + "\" org.katakuti.app.Main pbrain --level normal\n");
        assertTrue(brain.toFile().setExecutable(true));

        Run run = Run.of(arena, "", "--game", "five-in-a-row", "--bots", "easy,pbrain:" + brain, "--games", "2",
                "--seed", "1", "--time-ms", "300");

        assertEquals(0, run.status(), run.err().toString());
        JsonObject summary = new Gson().fromJson(run.lastOut(), JsonObject.class);
        assertEquals(2, summary.get("games").getAsInt());
        assertEquals(0, summary.getAsJsonObject("forfeits").get("pbrain:" + brain).getAsInt(), run.out().toString());
    }

    @Test
    void aPathThatIsNoExecutableIsBadInput() {
        Run run = Run.of(arena, "", "--game", "gomoku", "--bots", "hard,pbrain:/no/such/brain", "--games", "1");

        assertTrue(run.isBadInput(), run.toString());
        assertTrue(run.err().get(0).contains("no Gomocup brain at /no/such/brain"), run.err().toString());
    }
}
