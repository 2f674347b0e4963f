package org.katakuti.app.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;

class BenchCommandTest {

    private final BenchCommand bench = new BenchCommand(TestBots.catalog());

    @Test
    void timesTheMovesOfEachBotAndTheRulesOfEachGame() {
        Run run = Run.of(bench, "", "--game", "tic-tac-toe", "--level", "thinker", "--moves", "3", "--time-ms", "20");

        assertEquals(0, run.status(), run.err().toString());
        String row = run.out().stream().filter(line -> line.startsWith("tic-tac-toe    thinker")).findFirst()
                .orElseThrow(() -> new AssertionError(run.out().toString()));
        assertTrue(row.matches("tic-tac-toe +thinker +3 +[0-9.]+ +[0-9.]+ +[0-9,]+"), row);
        assertTrue(run.lastOut().matches("tic-tac-toe +[0-9,]+ +[0-9,]+"), run.lastOut());
    }

    @Test
    void aBotThatFailsIsReportedInItsRow() {
        Run run = Run.of(bench, "", "--game", "misere", "--level", "cheater", "--moves", "2", "--time-ms", "20");

        assertTrue(run.out().stream().anyMatch(line -> line.startsWith("misere") && line.contains("FAILED: answered z26,"
                + " which the rules refuse")), run.out().toString());
    }

    @Test
    void gomokuMemoryPlaysAWholeGameAndReportsThePeakHeap() {
        Run run = Run.of(bench, "", "--gomoku-memory", "--level", "first-legal", "--time-ms", "50");

        assertEquals(0, run.status(), run.out().toString());
        assertTrue(run.out().stream().anyMatch(line -> line.startsWith("peak heap used after a move: ")),
                run.out().toString());
        assertEquals("fits: the whole game was played within the max heap", run.lastOut());
    }

    @Test
    void anUnknownLevelIsBadInputBeforeAnythingIsMeasured() {
        Run run = Run.of(bench, "", "--level", "wizard");

        assertTrue(run.isBadInput(), run.toString());
        assertEquals(List.of(), run.out());
    }

    @Test
    void pausesReportsTheLongestStandstillOfOneThreadThenOneACore() {
        Run run = Run.of(bench, "", "--pauses", "1");

        assertEquals(0, run.status(), run.err().toString());
        assertTrue(run.out().get(0).startsWith("bench: threads that never wait, reading the clock for 1 s; Java "),
                run.out().get(0));
        String rows = "1 +[0-9.]+ +[0-9]+ +[0-9]+";
        if (Runtime.getRuntime().availableProcessors() > 1) {
            rows += "\\n" + Runtime.getRuntime().availableProcessors() + " +[0-9.]+ +[0-9]+ +[0-9]+";
        }
        String table = String.join("\n", run.out().subList(2, run.out().size()));
        assertTrue(table.matches(rows), run.out().toString());
    }

    @Test
    void pausesMeasuresTheMachineAndTakesNoBot() {
        Run run = Run.of(bench, "", "--pauses", "1", "--level", "hard");

        assertTrue(run.isBadInput(), run.toString());
        assertTrue(run.err().toString().contains("--pauses measures the machine, not a bot: it takes no --level"),
                run.err().toString());
        assertEquals(List.of(), run.out());
    }
}
