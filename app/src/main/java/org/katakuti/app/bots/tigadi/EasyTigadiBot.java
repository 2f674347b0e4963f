package org.katakuti.app.bots.tigadi;

import java.util.Random;

import org.katakuti.api.bot.Deadline;
import org.katakuti.api.bot.SearchReport;
import org.katakuti.api.rules.tigadi.TigadiBoard;

/** Plays any legal move, but takes a capture on offer about every other time. */
final class EasyTigadiBot extends TigadiBot {

    private final Random random;

    EasyTigadiBot(long seed) {
        this.random = new Random(seed);
    }

    @Override
    int choose(TigadiBoard board, Deadline deadline) {
        long start = System.nanoTime();
        int[] moves = new int[TigadiBoard.MAX_MOVES];
        int count = board.legalMoves(moves);
        int[] captures = new int[count];
        int captureCount = 0;
        for (int i = 0; i < count; i++) {
            if (moves[i] != TigadiBoard.PASS && TigadiBoard.capture(moves[i]) != TigadiBoard.NONE) {
                captures[captureCount++] = moves[i];
            }
        }
        int move = captureCount > 0 && random.nextBoolean()
                ? captures[random.nextInt(captureCount)]
                : moves[random.nextInt(count)];
        report(new SearchReport(count, 1, System.nanoTime() - start, ""));
        return move;
    }
}
