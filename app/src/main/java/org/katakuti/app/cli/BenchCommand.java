package org.katakuti.app.cli;

import java.io.InputStream;
import java.io.PrintStream;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.rules.Reason;
import org.katakuti.app.bench.BotSpeed;
import org.katakuti.app.bench.GomokuMemory;
import org.katakuti.app.bench.RulesSpeed;
import org.katakuti.app.bench.ThreadPauses;
import org.katakuti.app.bots.BotCatalog;

/**
 * {@code katakuti bench}: how fast the bots think and the rules run, and how
 * much memory a hard gomoku game takes. Speed targets are checked here, never
 * by timed unit tests.
 */
public final class BenchCommand implements Command {

    /** How long each game's rules are timed. */
    private static final long RULES_MILLIS = 1000;

    private final BotCatalog catalog;

    /** The benchmark of the app's own bots. */
    public BenchCommand() {
        this(null);
    }

    /** @param catalog the bots to measure; null for the app's own */
    public BenchCommand(BotCatalog catalog) {
        this.catalog = catalog;
    }

    @Override
    public String name() {
        return "bench";
    }

    @Override
    public String summary() {
        return "measure the bots' time a move and search speed, and the rules' speed";
    }

    @Override
    public String usage() {
        return "usage: katakuti bench [--game ID] [--level L] [--moves N] [--time-ms T] [--seed S] [--plugins DIR]\n"
                + "       java -Xmx64m -jar katakuti.jar bench --gomoku-memory [--level L] [--time-ms T] [--seed S] [--plugins DIR]\n"
                + "       katakuti bench --pauses SECONDS\n"
                + "\n"
                + "For each game and bot: the mean and slowest time a move over N moves of the\n"
                + "bot playing itself, and the positions a second its searches report; then the\n"
                + "rules' own speed: random playouts on each game's board, every move played and\n"
                + "undone. The default run (every game and bot, 20 moves, 1000 ms) takes about two minutes.\n"
                + "\n"
                + "  --game ID          only this game\n"
                + "  --level L          only this bot (easy, normal, hard or a plugin's id)\n"
                + "  --moves N          moves timed per game and bot (default 20)\n"
                + "  --time-ms T        each move's time budget in milliseconds (default 1000)\n"
                + "  --seed S           the seed the bots' seeds come from (default 1)\n"
                + "  --gomoku-memory    play one whole gomoku game, hard against hard (or --level),\n"
                + "                     and report the peak heap; run it with -Xmx64m to check\n"
                + "                     that it fits\n"
                + "  --pauses SECONDS   keep one thread, then one a core, busy reading the clock for\n"
                + "                     SECONDS each, and report the longest time a thread stood\n"
                + "                     still: a machine that holds threads up makes moves late\n"
                + "  --plugins DIR      also use the plugin jars in DIR\n";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        Options options = new Options(name()).value(Arguments.PLUGINS).value("--game").value("--level").value("--moves").value("--time-ms")
                .value("--seed").flag("--gomoku-memory").value("--pauses").parse(args);
        long timeMillis = Arguments.number(options, "--time-ms", 1000, 1, 3_600_000);
        long seed = options.number("--seed", 1);
        BotCatalog bots = Arguments.bots(catalog, args, err);
        try {
            if (options.has("--pauses")) {
                for (String other : new String[] {"--game", "--level", "--moves", "--time-ms", "--gomoku-memory"}) {
                    if (options.has(other)) {
                        throw new UsageException("--pauses measures the machine, not a bot: it takes no " + other);
                    }
                }
                return pauses(Arguments.number(options, "--pauses", 30, 1, 3600), out);
            }
            if (options.has("--gomoku-memory")) {
                if (options.has("--game") || options.has("--moves")) {
                    throw new UsageException("--gomoku-memory plays one whole gomoku game: it takes no --game or --moves");
                }
                BotFactory level = Arguments.bot(bots, options.get("--level", "hard"), Games.GOMOKU);
                return gomokuMemory(level, timeMillis, seed, out);
            }
            List<Game> games = options.has("--game")
                    ? Collections.singletonList(Arguments.game(options.get("--game")))
                    : Games.all();
            int moves = (int) Arguments.number(options, "--moves", 20, 1, 100_000);
            // Bad ids are bad input at once, before minutes of measuring.
            BotFactory level = null;
            if (options.has("--level")) {
                level = games.size() == 1 ? Arguments.bot(bots, options.get("--level"), games.get(0))
                        : Arguments.bot(bots, options.get("--level"));
            }
            botSpeeds(bots, games, level, moves, timeMillis, seed, out);
            rulesSpeeds(games, seed, out);
            return 0;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("bench: interrupted");
            return 1;
        }
    }

    private static void botSpeeds(BotCatalog bots, List<Game> games, BotFactory level, int moves, long timeMillis,
            long seed, PrintStream out) throws InterruptedException {
        out.println("bench: " + moves + " moves a game and bot, " + timeMillis + " ms a move, seed " + seed + "; "
                + machine());
        out.println();
        out.println(String.format(Locale.ROOT, "%-14s %-10s %6s %9s %9s %13s", "game", "bot", "moves", "mean ms",
                "max ms", "positions/s"));
        for (Game game : games) {
            for (BotFactory factory : players(bots, game, level)) {
                BotSpeed speed = BotSpeed.measure(factory, game, moves, timeMillis, seed);
                long perSecond = speed.positionsPerSecond();
                out.println(String.format(Locale.ROOT, "%-14s %-10s %6d %9.1f %9.1f %13s", game.id(), factory.id(),
                        speed.moves(), speed.meanMillis(), speed.maxMillis(),
                        perSecond < 0 ? "-" : String.format(Locale.ROOT, "%,d", perSecond))
                        + (speed.failure() == null ? "" : "  FAILED: " + speed.failure()));
                out.flush();
            }
        }
    }

    private static void rulesSpeeds(List<Game> games, long seed, PrintStream out) {
        out.println();
        out.println("rules: random playouts on each game's board, every move generated, played and undone");
        out.println(String.format(Locale.ROOT, "%-14s %13s %13s", "game", "playouts/s", "moves/s"));
        for (Game game : games) {
            if (RulesSpeed.covers(game)) {
                RulesSpeed speed = RulesSpeed.measure(game, RULES_MILLIS, seed);
                out.println(String.format(Locale.ROOT, "%-14s %,13d %,13d", game.id(), speed.playoutsPerSecond(),
                        speed.movesPerSecond()));
                out.flush();
            }
        }
    }

    /** @return every bot that plays {@code game}, or only {@code level} (null: every bot) when it plays it */
    private static List<BotFactory> players(BotCatalog bots, Game game, BotFactory level) {
        if (level == null) {
            return bots.forGame(game);
        }
        return bots.plays(level, game) ? Collections.singletonList(level) : Collections.<BotFactory>emptyList();
    }

    private static int gomokuMemory(BotFactory level, long timeMillis, long seed, PrintStream out)
            throws InterruptedException {
        out.println("bench: gomoku memory, " + level.id() + " against " + level.id() + ", " + timeMillis
                + " ms a move, seed " + seed + "; " + machine());
        out.flush();
        GomokuMemory memory = GomokuMemory.measure(level, timeMillis, seed);
        GameRecord game = memory.game();
        out.println("game: " + ArenaCommand.result(game, level.id() + " (first)", level.id() + " (second)"));
        out.println(String.format(Locale.ROOT, "peak heap used after a move: %.1f MB; sum of the heap pools' peaks:"
                + " %.1f MB; max heap: %.1f MB", megabytes(memory.peakUsedAfterMove()),
                megabytes(memory.peakOfPools()), megabytes(memory.maxHeap())));
        boolean fits = game.outcome().reason() != Reason.FORFEIT;
        out.println(fits ? "fits: the whole game was played within the max heap"
                : "FAILED: the game did not finish");
        out.flush();
        return fits ? 0 : 1;
    }

    private static int pauses(long seconds, PrintStream out) throws InterruptedException {
        int cores = Runtime.getRuntime().availableProcessors();
        out.println("bench: threads that never wait, reading the clock for " + seconds + " s; " + machine());
        out.println(String.format(Locale.ROOT, "%-8s %17s %15s %15s", "threads", "longest pause ms",
                "over " + ThreadPauses.SHORT_MILLIS + " ms", "over " + ThreadPauses.LONG_MILLIS + " ms"));
        out.flush();
        for (int threads : cores > 1 ? new int[] {1, cores} : new int[] {1}) {
            ThreadPauses pauses = ThreadPauses.measure(threads, seconds * 1000);
            out.println(String.format(Locale.ROOT, "%-8d %17.1f %15d %15d", pauses.threads(),
                    pauses.longestMillis(), pauses.shortPauses(), pauses.longPauses()));
            out.flush();
        }
        return 0;
    }

    private static double megabytes(long bytes) {
        return bytes / (1024.0 * 1024.0);
    }

    /** The JVM and machine the numbers come from, for the reader of a pasted result. */
    static String machine() {
        return "Java " + System.getProperty("java.version") + " (" + System.getProperty("java.vm.name") + "), "
                + Runtime.getRuntime().availableProcessors() + " cores, max heap "
                + String.format(Locale.ROOT, "%.0f MB", megabytes(Runtime.getRuntime().maxMemory()));
    }
}
