package org.katakuti.app.cli;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Paths;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import com.google.gson.GsonBuilder;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.mnk.MnkGame;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.bots.SearchThreads;
import org.katakuti.app.pbrain.Freestyle;
import org.katakuti.app.player.BotRunner;
import org.katakuti.app.strength.BuildLoader;
import org.katakuti.app.strength.OpeningBook;
import org.katakuti.app.strength.Pentanomial;
import org.katakuti.app.strength.Sprt;
import org.katakuti.app.strength.StrengthMatch;

/**
 * {@code katakuti match}: the strength loop. Two bots (or two builds of one bot)
 * play game pairs from a book of openings until an SPRT decides; see
 * docs/strength.md.
 */
public final class MatchCommand implements Command {

    private final BotCatalog catalog;
    private final long graceMillis;

    /** The strength loop of the running app, with every bot it can find. */
    public MatchCommand() {
        this(null, BotRunner.GRACE_MILLIS);
    }

    /**
     * @param catalog the bots to choose from; null for the app's own
     * @param graceMillis how far past its budget a bot may answer before it forfeits
     */
    public MatchCommand(BotCatalog catalog, long graceMillis) {
        this.catalog = catalog;
        this.graceMillis = graceMillis;
    }

    @Override
    public String name() {
        return "match";
    }

    @Override
    public String summary() {
        return "measure two bots (or two builds of one) against each other until an SPRT decides";
    }

    @Override
    public String usage() {
        return "usage: katakuti match --game ID [--board N] --bots A,B [--time-ms T] [--time-ms-b T]\n"
                + "                      [--book builtin|start|FILE] [--elo0 E0] [--elo1 E1] [--alpha A] [--beta B]\n"
                + "                      [--max-games N] [--threads K] [--seed S] [--jar-a PATH] [--jar-b PATH]\n"
                + "                      [--save DIR]\n"
                + "\n"
                + "Plays game pairs: each opening of the book twice, A moving first and then B, on K\n"
                + "threads at once, until the sequential probability ratio test decides between\n"
                + "H0 (A is E0 Elo stronger than B) and H1 (A is E1 stronger), or N games are played.\n"
                + "Prints a line a pair, then the score, the Elo difference A minus B with its 95 %\n"
                + "error bar, and the verdict; the last line is the same as one JSON object.\n"
                + "Exit status 0 whatever the verdict.\n"
                + "\n"
                + "  --game ID       the game (katakuti rules --help lists them)\n"
                + "  --board N       five-in-a-row and gomoku only: the same game (freestyle) on an NxN board,\n"
                + "                  N from " + Freestyle.SMALLEST + " to " + Freestyle.LARGEST
                + ", e.g. 20, the Gomocup's; its built-in book is gomoku's\n"
                + "                  moved to the centre (from 15x15 up; else give --book). --save keeps\n"
                + "                  only the rule book's boards, which the table can replay\n"
                + "  --bots A,B      two bot ids (katakuti bots lists them); pbrain:PATH is the Gomocup\n"
                + "                  brain at PATH, for five-in-a-row and gomoku (docs/pbrain.md)\n"
                + "  --time-ms T     each move's time budget in milliseconds (default 300)\n"
                + "  --time-ms-b T   B's budget instead, for time odds: what more time is worth, and so\n"
                + "                  a speed-up the old build cannot be loaded beside (a change in the rules)\n"
                + "  --book B        builtin (default: the game's book, see docs/strength.md), start (no\n"
                + "                  opening), or a book file: one opening a line, moves in notation\n"
                + "  --elo0 E0       H0's Elo difference (default 0)\n"
                + "  --elo1 E1       H1's Elo difference (default 10)\n"
                + "  --alpha A       the chance of accepting H1 when H0 holds (default 0.05)\n"
                + "  --beta B        the chance of accepting H0 when H1 holds (default 0.05)\n"
                + "  --max-games N   stop, inconclusive, after N games (default 2000; rounded up to pairs)\n"
                + "  --threads K     pairs played at once (default 2; each move gets the same time budget,\n"
                + "                  and a bot that can search on several threads gets its share of the cores)\n"
                + "  --seed S        the seed the bots' seeds come from (default: the clock; printed)\n"
                + "  --jar-a PATH    take bot A from another build: a katakuti jar or a class folder\n"
                + "  --jar-b PATH    the same for bot B (e.g. --bots hard,hard --jar-b old.jar)\n"
                + "  --save DIR      keep every game in DIR as a match log of its own (a match first to 1,\n"
                + "                  the bot that moved first on side one), to replay at the table\n";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        Options options = new Options(name()).value("--game").value("--board").value("--bots").value("--time-ms")
                .value("--time-ms-b").value("--book").value("--elo0").value("--elo1").value("--alpha").value("--beta")
                .value("--max-games").value("--threads").value("--seed").value("--jar-a").value("--jar-b")
                .value("--save").parse(args);
        BotCatalog bots = Arguments.orStandard(catalog, err);
        Game game = board(Arguments.game(options.required("--game")), options);
        List<String> ids = Arguments.botIds(options.required("--bots"));
        BotFactory[] factories = new BotFactory[2];
        String[] labels = new String[2];
        String[] jars = {options.get("--jar-a"), options.get("--jar-b")};
        for (int slot = 0; slot < 2; slot++) {
            if (jars[slot] == null) {
                factories[slot] = Arguments.bot(bots, ids.get(slot), game);
                labels[slot] = ids.get(slot);
            } else {
                factories[slot] = buildBot(jars[slot], ids.get(slot), game, err);
                labels[slot] = ids.get(slot) + "@" + new File(jars[slot]).getName();
            }
        }
        if (labels[0].equals(labels[1])) {
            labels[0] += "#1";
            labels[1] += "#2";
        }
        long timeMillis = Arguments.number(options, "--time-ms", 300, 1, 3_600_000);
        long timeMillisB = Arguments.number(options, "--time-ms-b", timeMillis, 1, 3_600_000);
        String budgets = timeMillisB == timeMillis ? timeMillis + " ms a move"
                : "A " + timeMillis + " ms, B " + timeMillisB + " ms a move";
        OpeningBook book = book(game, options.get("--book", "builtin"));
        Sprt sprt = sprt(options);
        long maxGames = Arguments.number(options, "--max-games", 2000, 2, 10_000_000);
        int threads = (int) Arguments.number(options, "--threads", 2, 1, 64);
        long seed = options.number("--seed", System.currentTimeMillis());
        GameLogs logs = GameLogs.in(options.get("--save"));

        out.println(String.format(Locale.ROOT, "match: %s, A %s vs B %s, %s, %s (%d openings), "
                + "SPRT elo0 %s elo1 %s alpha %s beta %s, at most %d games, %d threads, seed %d", game.id(),
                labels[0], labels[1], budgets, book.name(), book.size(), number(sprt.elo0()),
                number(sprt.elo1()), options.get("--alpha", "0.05"), options.get("--beta", "0.05"), maxGames,
                threads, seed));
        out.flush();
        StrengthMatch.Setup setup = new StrengthMatch.Setup(game, factories[0], factories[1], book, timeMillis,
                timeMillisB, sprt, (maxGames + 1) / 2, threads, seed, graceMillis);
        StrengthMatch.Report report;
        String searchThreads = System.getProperty(SearchThreads.PROPERTY);
        if (searchThreads == null) {
            // Games side by side must not crowd each other's cores: each bot searches on its share of them.
            System.setProperty(SearchThreads.PROPERTY, String.valueOf(SearchThreads.shareOfCores(threads)));
        }
        try {
            for (BotFactory factory : factories) {
                Arguments.warmUp(factory, game, threads);
            }
            report = StrengthMatch.run(setup, (pair, counts, llr) -> {
                out.println(pairLine(pair, labels, counts, llr));
                out.flush();
                if (logs != null) {
                    keep(pair, factories, logs, err);
                }
            });
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            err.println("match: interrupted");
            return 1;
        } finally {
            if (searchThreads == null) {
                System.clearProperty(SearchThreads.PROPERTY);
            }
        }
        printReport(report, sprt, labels, new long[] {timeMillis, timeMillisB}, out);
        return 0;
    }

    /** Keeps both games of {@code pair}; a game that cannot be kept is said, and the match goes on. */
    private static void keep(StrengthMatch.Pair pair, BotFactory[] factories, GameLogs logs, PrintStream err) {
        PlayerInfo a = BotCatalog.playerInfo(factories[0], pair.seed(0));
        PlayerInfo b = BotCatalog.playerInfo(factories[1], pair.seed(1));
        for (int game = 0; game < 2; game++) {
            try {
                logs.keep(pair.game(game), game == 0 ? a : b, game == 0 ? b : a, pair.startedMillis(game));
            } catch (IOException e) {
                err.println("match: cannot save game " + (game + 1) + " of pair " + pair.number() + " in "
                        + logs.folder() + ": " + e);
            }
        }
    }

    private static BotFactory buildBot(String path, String id, Game game, PrintStream err) {
        BotFactory factory;
        try {
            factory = BuildLoader.bot(new File(path), id, err::println);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
        if (!factory.plays(game)) {
            throw new UsageException("bot '" + id + "' of the build at " + path + " does not play " + game.id());
        }
        return factory;
    }

    /** @return {@code game}, or with {@code --board N} freestyle on that board */
    private static Game board(Game game, Options options) {
        if (options.get("--board") == null) {
            return game;
        }
        if (!Freestyle.isBoard(game)) {
            throw new UsageException("--board is for five-in-a-row and gomoku, not " + game.id());
        }
        Game board = Freestyle.board((int) Arguments.number(options, "--board", 0, Freestyle.SMALLEST,
                Freestyle.LARGEST));
        if (options.get("--save") != null && Freestyle.isOffTheRuleBook(board)) {
            throw new UsageException("--save keeps games of the rule book's boards only (9 and 15), which the"
                    + " table can replay; not of " + board.id());
        }
        return board;
    }

    private static OpeningBook book(Game game, String choice) {
        if (choice.equals("builtin")) {
            if (!Freestyle.isOffTheRuleBook(game)) {
                return OpeningBook.builtIn(game);
            }
            try {
                return OpeningBook.builtIn(Games.GOMOKU).centredOn((MnkGame) game);
            } catch (OpeningBook.BookException e) {
                throw new UsageException(e.getMessage() + "; give --book start or a book file");
            }
        }
        if (choice.equals("start")) {
            return OpeningBook.start(game);
        }
        try {
            return OpeningBook.of(game, Paths.get(choice));
        } catch (IOException e) {
            throw new UsageException("cannot read the book " + choice + ": " + e.getMessage());
        } catch (OpeningBook.BookException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static Sprt sprt(Options options) {
        double elo0 = decimal(options, "--elo0", 0);
        double elo1 = decimal(options, "--elo1", 10);
        double alpha = decimal(options, "--alpha", 0.05);
        double beta = decimal(options, "--beta", 0.05);
        try {
            return new Sprt(elo0, elo1, alpha, beta);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static double decimal(Options options, String name, double fallback) {
        String text = options.get(name);
        if (text == null) {
            return fallback;
        }
        try {
            double value = Double.parseDouble(text);
            if (Double.isNaN(value) || Double.isInfinite(value)) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw new UsageException(name + " takes a number, e.g. 0.05; not '" + text + "'");
        }
    }

    private static String pairLine(StrengthMatch.Pair pair, String[] labels, Pentanomial counts, double llr) {
        StringBuilder line = new StringBuilder("pair " + pair.number() + " [" + opening(pair.opening()) + "]: ");
        for (int game = 0; game < 2; game++) {
            String first = labels[game];
            String second = labels[1 - game];
            line.append(game == 0 ? "" : "; ").append(ArenaCommand.result(pair.game(game), first, second));
        }
        line.append(String.format(Locale.ROOT, "; A %s/2, total %s/%d, LLR %.2f", number(pair.halfPointsOfA() / 2.0),
                number(counts.points()), 2 * counts.pairs(), llr));
        return line.toString();
    }

    private static String opening(List<Move> opening) {
        if (opening.isEmpty()) {
            return "start";
        }
        StringBuilder text = new StringBuilder();
        for (Move move : opening) {
            text.append(text.length() == 0 ? "" : " ").append(move);
        }
        return text.toString();
    }

    private static void printReport(StrengthMatch.Report report, Sprt sprt, String[] labels, long[] timeMillis,
            PrintStream out) {
        Pentanomial counts = report.counts();
        long games = 2 * counts.pairs();
        out.println(String.format(Locale.ROOT, "score of A %s: %s/%d = %.1f %%; pairs (A's points 0, 0.5, 1, 1.5, 2):"
                + " %s", labels[0], number(counts.points()), games, 100 * counts.score(), counts));
        out.println(String.format(Locale.ROOT, "Elo A minus B: %s", elo(counts)));
        long[] first = report.resultsOfA(Seat.FIRST);
        long[] second = report.resultsOfA(Seat.SECOND);
        out.println(String.format(Locale.ROOT, "A %s in the first seat: %d won, %d drawn, %d lost;"
                + " in the second: %d won, %d drawn, %d lost", labels[0], first[0], first[1], first[2], second[0],
                second[1], second[2]));
        out.println(String.format(Locale.ROOT, "SPRT: LLR %.2f (bounds %.2f, %.2f): %s", report.llr(),
                sprt.lowerBound(), sprt.upperBound(), verdict(report, sprt, labels)));
        out.println("slowest move: " + labels[0] + " " + report.slowestMillis(0) + " ms of " + timeMillis[0] + ", "
                + labels[1] + " " + report.slowestMillis(1) + " ms of " + timeMillis[1]);
        out.println("moves after their budget: " + labels[0] + " " + report.lateMoves(0) + " of " + report.moves(0)
                + ", " + labels[1] + " " + report.lateMoves(1) + " of " + report.moves(1));
        if (report.forfeits(0) + report.forfeits(1) > 0) {
            out.println("forfeits: " + labels[0] + " " + report.forfeits(0) + ", " + labels[1] + " "
                    + report.forfeits(1));
        }
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("a", labels[0]);
        json.put("b", labels[1]);
        json.put("games", games);
        json.put("pentanomial", counts.counts());
        json.put("points", counts.points());
        json.put("score", counts.score());
        json.put("elo", finite(counts.elo()));
        json.put("eloError95", finite(counts.eloError95()));
        json.put("llr", report.llr());
        json.put("lowerBound", sprt.lowerBound());
        json.put("upperBound", sprt.upperBound());
        json.put("verdict", verdictWord(report.verdict()));
        json.put("forfeits", new long[] {report.forfeits(0), report.forfeits(1)});
        json.put("aFirstSeat", first);
        json.put("aSecondSeat", second);
        json.put("timeMs", timeMillis);
        json.put("slowestMoveMs", new long[] {report.slowestMillis(0), report.slowestMillis(1)});
        json.put("moves", new long[] {report.moves(0), report.moves(1)});
        json.put("lateMoves", new long[] {report.lateMoves(0), report.lateMoves(1)});
        out.println(new GsonBuilder().serializeSpecialFloatingPointValues().create().toJson(json));
        out.flush();
    }

    private static Object finite(double value) {
        return Double.isNaN(value) || Double.isInfinite(value) ? null : value;
    }

    private static String elo(Pentanomial counts) {
        double elo = counts.elo();
        if (Double.isInfinite(elo)) {
            return (elo > 0 ? "+infinite" : "-infinite") + " (A scored " + (elo > 0 ? "every" : "no")
                    + " point: play stronger opponents or more games)";
        }
        double error = counts.eloError95();
        return String.format(Locale.ROOT, "%+.1f +- %s (95 %%)", elo,
                Double.isNaN(error) ? "? (too few pairs)"
                        : Double.isInfinite(error) ? "infinite" : String.format(Locale.ROOT, "%.1f", error));
    }

    private static String verdict(StrengthMatch.Report report, Sprt sprt, String[] labels) {
        switch (report.verdict()) {
            case H1_ACCEPTED:
                return "H1 accepted: " + labels[0] + " is stronger than " + labels[1] + " by " + number(sprt.elo1())
                        + " Elo rather than " + number(sprt.elo0());
            case H0_ACCEPTED:
                return "H0 accepted: " + labels[0] + " is not stronger than " + labels[1] + " by "
                        + number(sprt.elo1()) + " Elo";
            default:
                long pairs = report.counts().pairs();
                long uneven = report.counts().unevenPairs();
                if (pairs < Sprt.MIN_PAIRS) {
                    return "inconclusive: the test decides only after " + Sprt.MIN_PAIRS + " pairs";
                }
                if (uneven < Sprt.MIN_UNEVEN_PAIRS) {
                    // Else an LLR past a bound next to "inconclusive" reads like a fault of the tool.
                    return "inconclusive: only " + uneven + " of the " + pairs + " pairs went other than 1-1 or"
                            + " two draws; the test decides only after " + Sprt.MIN_UNEVEN_PAIRS + " such pairs";
                }
                return "inconclusive: the games ran out before the test decided";
        }
    }

    private static String verdictWord(Sprt.Verdict verdict) {
        switch (verdict) {
            case H1_ACCEPTED:
                return "H1";
            case H0_ACCEPTED:
                return "H0";
            default:
                return "inconclusive";
        }
    }

    private static String number(double value) {
        return value == Math.rint(value) ? String.valueOf((long) value) : String.valueOf(value);
    }
}
