package org.katakuti.app.cli;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import com.google.gson.Gson;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;
import org.katakuti.app.arena.BotGame;
import org.katakuti.app.arena.Seeds;
import org.katakuti.app.arena.Tally;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.player.BotRunner;

/**
 * {@code katakuti arena --game ID --bots A,B --games N [--seed S] [--time-ms T]}:
 * two bots play N games headless, the first move changing hands every game
 * (A moves first in game 1). One line a game, then a JSON summary as the last line.
 * When A and B are the same id they are told apart as {@code id#1} and {@code id#2}.
 * With {@code --save DIR} every game is kept in DIR as a match log (first to 1).
 */
public final class ArenaCommand implements Command {

    private final BotCatalog catalog;
    private final long graceMillis;

    /** The arena of the running app, with every bot it can find. */
    public ArenaCommand() {
        this(null, BotRunner.GRACE_MILLIS);
    }

    /**
     * @param catalog the bots to choose from; null for the app's own
     * @param graceMillis how far past its budget a bot may answer before it forfeits
     */
    public ArenaCommand(BotCatalog catalog, long graceMillis) {
        this.catalog = catalog;
        this.graceMillis = graceMillis;
    }

    @Override
    public String name() {
        return "arena";
    }

    @Override
    public String summary() {
        return "play two bots against each other, headless, and score them";
    }

    @Override
    public String usage() {
        return "usage: katakuti arena --game ID --bots A,B --games N [--seed S] [--time-ms T] [--save DIR] [--plugins DIR]\n"
                + "\n"
                + "Bot A and bot B play N games of the game; A moves first in game 1, B in game 2,\n"
                + "and so on. Prints one line a game, then as its last line one JSON object:\n"
                + "game, games, seed, timeMs, wins and score (a draw is half a point each),\n"
                + "draws, forfeits and slowestMoveMs. When A and B are the same bot they are\n"
                + "named A#1 and A#2. A bot that throws, plays an illegal move, or has not\n"
                + "answered " + BotRunner.GRACE_MILLIS + " ms after its time is up loses that game by forfeit.\n"
                + "\n"
                + "  --game ID       the game (katakuti rules --help lists them)\n"
                + "  --bots A,B      two bot ids (katakuti bots lists them); pbrain:PATH is the Gomocup\n"
                + "                  brain at PATH, for five-in-a-row and gomoku (docs/pbrain.md)\n"
                + "  --games N       how many games\n"
                + "  --seed S        the seed the bots' seeds come from (default: the clock; printed)\n"
                + "  --time-ms T     each move's time budget in milliseconds (default 1000)\n"
                + "  --save DIR      keep every game in DIR as a match log of its own (a match first to 1,\n"
                + "                  the bot that moved first on side one; see docs/match-log.md)\n"
                + Arguments.PLUGINS_USAGE;
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        BotCatalog bots = Arguments.bots(catalog, args, err);
        Settings settings = Settings.parse(args, bots);
        out.println("arena: " + settings.game.id() + ", " + settings.labels[0] + " vs " + settings.labels[1] + ", "
                + settings.games + (settings.games == 1 ? " game, " : " games, ") + settings.timeMillis
                + " ms a move, seed " + settings.seed);
        BotRunner[] players = new BotRunner[2];
        for (int slot = 0; slot < 2; slot++) {
            players[slot] = new BotRunner(settings.factories[slot], settings.game, Seeds.derive(settings.seed, slot),
                    graceMillis);
        }
        Tally tally = new Tally(settings.labels[0], settings.labels[1]);
        try {
            for (BotFactory factory : settings.factories) {
                Arguments.warmUp(factory, settings.game, 1);
            }
            for (int number = 1; number <= settings.games; number++) {
                long started = System.currentTimeMillis();
                GameRecord game = playOne(number, settings, players, tally, out);
                if (settings.save != null) {
                    int firstSlot = (number - 1) % 2;
                    settings.save.keep(game, info(settings, firstSlot), info(settings, 1 - firstSlot), started);
                }
            }
        } catch (IOException e) {
            err.println("arena: cannot save the game in " + settings.save.folder() + ": " + e);
            return 1;
        } catch (InterruptedException e) {
            err.println("arena: interrupted after " + tally.games() + " games");
            Thread.currentThread().interrupt();
            return 1;
        } finally {
            players[0].close();
            players[1].close();
        }
        out.println(summary(settings, tally));
        out.flush();
        return 0;
    }

    private static GameRecord playOne(int number, Settings settings, BotRunner[] players, Tally tally,
            PrintStream out) throws InterruptedException {
        // Game 1: A first; game 2: B first; and so on, as at the table.
        final int firstSlot = (number - 1) % 2;
        GameRecord game = BotGame.play(settings.game, players[firstSlot], players[1 - firstSlot], settings.timeMillis,
                (seat, answer, after) -> tally.timed(seat == Seat.FIRST ? firstSlot : 1 - firstSlot, answer.millis()));
        tally.record(firstSlot, game);
        String first = settings.labels[firstSlot];
        String second = settings.labels[1 - firstSlot];
        out.println("game " + number + ": " + first + " (first) vs " + second + " (second): "
                + result(game, first, second));
        out.flush();
        return game;
    }

    private static PlayerInfo info(Settings settings, int slot) {
        BotFactory factory = settings.factories[slot];
        return BotCatalog.playerInfo(factory, Seeds.derive(settings.seed, slot));
    }

    /** E.g. {@code hard wins (line) in 27 moves}, {@code draw (full) in 9 moves}, or a forfeit with its cause. */
    static String result(GameRecord game, String first, String second) {
        String moves = " in " + game.plies() + (game.plies() == 1 ? " move" : " moves");
        Outcome outcome = game.outcome();
        if (outcome.winner() == null) {
            return "draw (" + outcome.reason().notation() + ")" + moves;
        }
        String winner = outcome.winner() == Seat.FIRST ? first : second;
        if (outcome.reason() == Reason.FORFEIT) {
            String loser = outcome.winner() == Seat.FIRST ? second : first;
            return winner + " wins by forfeit (" + game.forfeit().notation() + ")" + moves + ": " + loser + " "
                    + game.detail();
        }
        return winner + " wins (" + outcome.reason().notation() + ")" + moves;
    }

    private static String summary(Settings settings, Tally tally) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("game", settings.game.id());
        json.put("games", tally.games());
        json.put("seed", settings.seed);
        json.put("timeMs", settings.timeMillis);
        json.put("wins", tally.wins());
        json.put("draws", tally.draws());
        json.put("score", tally.score());
        json.put("forfeits", tally.forfeits());
        json.put("slowestMoveMs", tally.slowestMoveMillis());
        return new Gson().toJson(json);
    }

    /** The arena's options, read and checked. */
    private static final class Settings {
        Game game;
        BotFactory[] factories;
        String[] labels;
        int games;
        long seed;
        long timeMillis;
        /** Where each game is kept as a log; null when not asked. */
        GameLogs save;

        static Settings parse(List<String> args, BotCatalog bots) {
            Options options = new Options("arena").value(Arguments.PLUGINS).value("--game").value("--bots").value("--games")
                    .value("--seed").value("--time-ms").value("--save").parse(args);
            Settings settings = new Settings();
            settings.game = Arguments.game(options.required("--game"));
            List<String> ids = Arguments.botIds(options.required("--bots"));
            settings.factories = new BotFactory[2];
            for (int slot = 0; slot < 2; slot++) {
                settings.factories[slot] = Arguments.bot(bots, ids.get(slot), settings.game);
            }
            settings.labels = ids.get(0).equals(ids.get(1))
                    ? new String[] {ids.get(0) + "#1", ids.get(1) + "#2"}
                    : new String[] {ids.get(0), ids.get(1)};
            options.required("--games");
            settings.games = (int) Arguments.number(options, "--games", 0, 1, 1_000_000);
            settings.timeMillis = Arguments.number(options, "--time-ms", 1000, 1, 3_600_000);
            settings.seed = options.number("--seed", System.currentTimeMillis());
            settings.save = GameLogs.in(options.get("--save"));
            return settings;
        }
    }
}
