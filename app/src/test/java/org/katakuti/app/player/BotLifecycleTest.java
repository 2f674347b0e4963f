package org.katakuti.app.player;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.Bot;
import org.katakuti.api.bot.Deadline;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;

/**
 * The runner tells its bot when games start and end, with its seat, closes it
 * with the runner, and does not count the time the bot takes to be made.
 */
class BotLifecycleTest {

    private final List<String> told = new CopyOnWriteArrayList<>();

    private class Recording implements Bot {
        @Override
        public Move choose(Position position, Deadline deadline) {
            told.add("choose " + position.moveCount());
            return position.legalMoves().get(0);
        }

        @Override
        public void gameStarts(Seat seat) {
            told.add("starts " + seat);
        }

        @Override
        public void gameEnds() {
            told.add("ends");
        }

        @Override
        public void close() {
            told.add("close");
        }
    }

    @Test
    void aBotIsToldEachGameWithItsSeatAndIsClosedWithItsRunner() throws Exception {
        BotRunner runner = new BotRunner(TestFactories.of("rec", "Rec", game -> true, seed -> new Recording()),
                Games.TIC_TAC_TOE, 1);
        Position start = Games.TIC_TAC_TOE.start();
        runner.choose(start, 1000);
        runner.choose(start.play("a1").play("b1"), 1000);
        runner.choose(start.play("c3"), 1000); // the next game, moving second
        runner.close();
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (!told.contains("close") && System.nanoTime() < end) {
            Thread.sleep(10);
        }
        assertEquals(List.of("starts FIRST", "choose 0", "choose 2", "ends", "starts SECOND", "choose 1", "ends", "close"),
                told);
    }

    @Test
    void aBotThatFailsIsClosedAndMadeAfresh() throws Exception {
        BotRunner runner = new BotRunner(TestFactories.of("rec", "Rec", game -> true, seed -> new Recording() {
            @Override
            public Move choose(Position position, Deadline deadline) {
                told.add("choose " + position.moveCount());
                throw new IllegalStateException("boom");
            }
        }), Games.TIC_TAC_TOE, 1);
        Position start = Games.TIC_TAC_TOE.start();
        assertTrue(!runner.choose(start, 1000).isMove());
        assertTrue(!runner.choose(start, 1000).isMove());
        runner.close();
        assertEquals(List.of("starts FIRST", "choose 0", "close", "starts FIRST", "choose 0", "close"), told);
    }

    @Test
    void theTimeABotTakesToBeMadeIsNotItsTime() throws Exception {
        // made in 1.5 s, as a plugin's process may take to start; 200 ms a move and 300 ms of grace
        BotRunner runner = new BotRunner(TestFactories.of("slow", "Slow", game -> true, seed -> {
            try {
                Thread.sleep(1500);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return new Recording();
        }), Games.TIC_TAC_TOE, 1, 300);
        BotAnswer answer = runner.choose(Games.TIC_TAC_TOE.start(), 200);
        runner.close();
        assertTrue(answer.isMove(), answer.toString());
    }
}
