package org.katakuti.app.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;
import java.lang.management.MemoryType;
import java.util.List;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.rules.Games;
import org.katakuti.app.arena.BotGame;
import org.katakuti.app.player.BotRunner;
import org.katakuti.app.arena.Seeds;

/**
 * The memory a whole gomoku game between two hard bots needs. The promise is
 * that it fits in {@code -Xmx64m}: run it with that flag, and it either
 * finishes (and reports its peak) or a bot forfeits with an
 * {@link OutOfMemoryError}.
 */
public final class GomokuMemory {
    private final GameRecord game;
    private final long peakUsedAfterMove;
    private final long peakOfPools;
    private final long maxHeap;

    private GomokuMemory(GameRecord game, long peakUsedAfterMove, long peakOfPools, long maxHeap) {
        this.game = game;
        this.peakUsedAfterMove = peakUsedAfterMove;
        this.peakOfPools = peakOfPools;
        this.maxHeap = maxHeap;
    }

    /** Plays the game, sampling the used heap after every move. */
    public static GomokuMemory measure(BotFactory hard, long budgetMillis, long seed) throws InterruptedException {
        List<MemoryPoolMXBean> pools = ManagementFactory.getMemoryPoolMXBeans();
        for (MemoryPoolMXBean pool : pools) {
            if (pool.getType() == MemoryType.HEAP) {
                pool.resetPeakUsage();
            }
        }
        final long[] peak = {usedHeap()};
        BotRunner first = new BotRunner(hard, Games.GOMOKU, Seeds.derive(seed, 0));
        BotRunner second = new BotRunner(hard, Games.GOMOKU, Seeds.derive(seed, 1));
        GameRecord game;
        try {
            game = BotGame.play(Games.GOMOKU, first, second, budgetMillis,
                    (seat, answer, after) -> peak[0] = Math.max(peak[0], usedHeap()));
        } finally {
            first.close();
            second.close();
        }
        long pooled = 0;
        for (MemoryPoolMXBean pool : pools) {
            if (pool.getType() == MemoryType.HEAP && pool.getPeakUsage() != null) {
                pooled += pool.getPeakUsage().getUsed();
            }
        }
        return new GomokuMemory(game, peak[0], pooled, Runtime.getRuntime().maxMemory());
    }

    private static long usedHeap() {
        return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
    }

    /** @return how the game ended */
    public GameRecord game() {
        return game;
    }

    /** @return the most heap in use seen right after a move, in bytes */
    public long peakUsedAfterMove() {
        return peakUsedAfterMove;
    }

    /**
     * @return the sum of the heap pools' own peaks, in bytes: an upper bound,
     *     since the pools need not peak at the same moment
     */
    public long peakOfPools() {
        return peakOfPools;
    }

    /** @return the largest heap this JVM may take ({@code -Xmx}), in bytes */
    public long maxHeap() {
        return maxHeap;
    }
}
