package org.katakuti.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import com.google.gson.Gson;
import com.google.gson.JsonObject;

import org.junit.jupiter.api.Test;

class ArenaCommandTest {

    private final ArenaCommand arena = new ArenaCommand(TestBots.catalog(), 200);

    private Run arena(String... args) {
        return Run.of(arena, "", args);
    }

    private static JsonObject summary(Run run) {
        return new Gson().fromJson(run.lastOut(), JsonObject.class);
    }

    private static double sum(JsonObject perBot) {
        double sum = 0;
        for (Map.Entry<String, ?> entry : perBot.asMap().entrySet()) {
            sum += perBot.get(entry.getKey()).getAsDouble();
        }
        return sum;
    }

    @Test
    void printsOneLineAGameThenASummaryWhoseGamesAddUp() {
        Run run = arena("--game", "tic-tac-toe", "--bots", "random-legal,first-legal", "--games", "7",
                "--seed", "11", "--time-ms", "200");

        assertEquals(0, run.status(), run.err().toString());
        List<String> gameLines = run.out().stream().filter(line -> line.startsWith("game ")).toList();
        assertEquals(7, gameLines.size(), run.out().toString());
        JsonObject json = summary(run);
        assertEquals("tic-tac-toe", json.get("game").getAsString());
        assertEquals(7, json.get("games").getAsInt());
        assertEquals(7, sum(json.getAsJsonObject("wins")) + json.get("draws").getAsInt());
        assertEquals(7.0, sum(json.getAsJsonObject("score")));
        assertEquals(11, json.get("seed").getAsLong());
    }

    @Test
    void theFirstMoveChangesHandsEveryGame() {
        Run run = arena("--game", "tic-tac-toe", "--bots", "random-legal,first-legal", "--games", "4", "--seed", "1");

        List<String> lines = run.out();
        assertTrue(lines.get(1).startsWith("game 1: random-legal (first) vs first-legal (second): "), lines.get(1));
        assertTrue(lines.get(2).startsWith("game 2: first-legal (first) vs random-legal (second): "), lines.get(2));
        assertTrue(lines.get(3).startsWith("game 3: random-legal (first) vs first-legal (second): "), lines.get(3));
        assertTrue(lines.get(4).startsWith("game 4: first-legal (first) vs random-legal (second): "), lines.get(4));
    }

    @Test
    void theSameSeedPlaysTheSameGames() {
        String[] args = {"--game", "four-by-four", "--bots", "random-legal,random-legal", "--games", "10",
            "--seed", "42", "--time-ms", "200"};

        Run once = arena(args);
        Run again = arena(args);

        assertEquals(once.out().subList(0, 11), again.out().subList(0, 11));
        JsonObject onceSummary = summary(once);
        JsonObject againSummary = summary(again);
        // Only the timings may differ.
        onceSummary.remove("slowestMoveMs");
        againSummary.remove("slowestMoveMs");
        assertEquals(onceSummary, againSummary);
    }

    @Test
    void aBotPlayingItselfIsToldApartInTheSummary() {
        Run run = arena("--game", "tic-tac-toe", "--bots", "first-legal,first-legal", "--games", "2", "--seed", "1");

        JsonObject wins = summary(run).getAsJsonObject("wins");
        assertEquals(List.of("first-legal#1", "first-legal#2"), List.copyOf(wins.keySet()));
        assertTrue(run.out().get(1).startsWith("game 1: first-legal#1 (first) vs first-legal#2 (second)"),
                run.out().get(1));
    }

    @Test
    void aBotThatThrowsLosesByForfeitAndTheArenaGoesOn() {
        Run run = arena("--game", "tic-tac-toe", "--bots", "thrower,first-legal", "--games", "2", "--seed", "1");

        assertEquals(0, run.status());
        assertEquals("game 1: thrower (first) vs first-legal (second): first-legal wins by forfeit (crash) in 0 moves: "
                + "thrower failed: IllegalStateException: boom", run.out().get(1));
        assertTrue(run.out().get(2).startsWith("game 2: first-legal (first) vs thrower (second): "
                + "first-legal wins by forfeit (crash) in 1 move: thrower failed"), run.out().get(2));
        JsonObject json = summary(run);
        assertEquals(2, json.getAsJsonObject("wins").get("first-legal").getAsInt());
        assertEquals(2, json.getAsJsonObject("forfeits").get("thrower").getAsInt());
    }

    @Test
    void aBotThatPlaysAnIllegalMoveLosesByForfeit() {
        Run run = arena("--game", "gomoku", "--bots", "first-legal,cheater", "--games", "1", "--seed", "1");

        assertTrue(run.out().get(1).contains("first-legal wins by forfeit (illegal) in 1 move: cheater answered z26, which the rules refuse"),
                run.out().get(1));
        assertEquals(1, summary(run).getAsJsonObject("wins").get("first-legal").getAsInt());
    }

    @Test
    void aBotThatIgnoresItsDeadlineLosesOnceTheGuardRunsOut() {
        long start = System.nanoTime();
        Run run = arena("--game", "tic-tac-toe", "--bots", "sleeper,first-legal", "--games", "1", "--seed", "1",
                "--time-ms", "50");

        assertTrue(run.out().get(1).contains("first-legal wins by forfeit (time) in 0 moves: sleeper gave no move within 250 ms"),
                run.out().get(1));
        assertTrue((System.nanoTime() - start) / 1_000_000 < 10_000, "the arena waited for the sleeping bot");
    }

    @Test
    void unknownGamesBotsAndBadNumbersAreOneLineOfBadInput() {
        assertBadInput("unknown game 'chess'", "--game", "chess", "--bots", "first-legal,thrower", "--games", "1");
        assertBadInput("unknown bot 'nobody'", "--game", "tic-tac-toe", "--bots", "first-legal,nobody", "--games", "1");
        assertBadInput("two bot ids", "--game", "tic-tac-toe", "--bots", "first-legal", "--games", "1");
        assertBadInput("whole number", "--game", "tic-tac-toe", "--bots", "first-legal,thrower", "--games", "many");
        assertBadInput("from 1", "--game", "tic-tac-toe", "--bots", "first-legal,thrower", "--games", "0");
        assertBadInput("--games", "--game", "tic-tac-toe", "--bots", "first-legal,thrower");
    }

    private void assertBadInput(String expected, String... args) {
        Run run = arena(args);
        assertTrue(run.isBadInput(), run.toString());
        assertTrue(run.err().get(0).startsWith("katakuti arena: ") && run.err().get(0).contains(expected),
                run.err().get(0));
    }
}
