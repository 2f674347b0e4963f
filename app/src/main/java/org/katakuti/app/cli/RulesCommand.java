package org.katakuti.app.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.MoveListException;
import org.katakuti.api.rules.Reason;

/**
 * {@code katakuti rules}: the referee on the command line. Plays a move list from
 * the start of a game and prints the position as one line of JSON (see
 * {@link RulesJson}), or the first bad move of the list.
 */
public final class RulesCommand implements Command {

    @Override
    public String name() {
        return "rules";
    }

    @Override
    public String summary() {
        return "play a move list and print the position (or the first bad move) as JSON";
    }

    @Override
    public String usage() {
        return "usage: katakuti rules --game ID --moves \"a1 b2 ...\"\n"
                + "       katakuti rules --game ID --batch < move-lists.txt\n"
                + "\n"
                + "Plays the moves from the start of the game and prints one line of JSON:\n"
                + "game, status (ongoing, win, draw), winner (first, second, null), reason,\n"
                + "toMove, legal (sorted) and, for m,n,k games, lines (the struck lines).\n"
                + "A bad move prints {\"error\", \"index\", \"move\"} instead.\n"
                + "\n"
                + "The reasons the rules give: " + String.join(", ", reasons(false)) + ".\n"
                + "The ends the referee decides (" + String.join(", ", reasons(true)) + ") come from the\n"
                + "table, the arena or the server, never from a move list, so they are not printed here;\n"
                + "logs and protocols write them with these words.\n"
                + "\n"
                + "  --game ID       " + String.join(", ", gameIds()) + "\n"
                + "  --moves LIST    the moves, separated by spaces; \"\" is the start position\n"
                + "  --batch         read one move list per line from standard input and print\n"
                + "                  one line of JSON for each (an empty line is the start)\n"
                + "\n"
                + "Exit status: 0; 2 for bad options, or for a bad move with --moves.\n";
    }

    @Override
    public int run(List<String> args, PrintStream out, PrintStream err, InputStream in) {
        Options options = new Options(name()).value("--game").value("--moves").flag("--batch").parse(args);
        Game game = game(options.required("--game"));
        boolean batch = options.has("--batch");
        if (batch == options.has("--moves")) {
            throw new UsageException(batch
                    ? "rules takes --moves or --batch, not both"
                    : "rules needs --moves or --batch");
        }
        if (batch) {
            playEveryLine(game, in, out);
            return 0;
        }
        boolean played = play(game, options.get("--moves"), out);
        return played ? 0 : UsageException.EXIT_STATUS;
    }

    private static Game game(String id) {
        try {
            return Games.byId(id);
        } catch (IllegalArgumentException e) {
            throw new UsageException(e.getMessage());
        }
    }

    private static List<String> gameIds() {
        List<String> ids = new ArrayList<>();
        for (Game game : Games.all()) {
            ids.add(game.id());
        }
        return ids;
    }

    /** @return false when the list holds a bad move (reported on {@code out}, as the position would be) */
    private static boolean play(Game game, String moveList, PrintStream out) {
        String report;
        boolean played;
        try {
            report = RulesJson.position(Games.replay(game, moves(moveList)));
            played = true;
        } catch (MoveListException e) {
            report = RulesJson.badMove(e);
            played = false;
        }
        out.println(report);
        out.flush();
        return played;
    }

    private static void playEveryLine(Game game, InputStream in, PrintStream out) {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        try {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                play(game, line, out);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the move lists: " + e.getMessage(), e);
        }
    }

    /** Moves are separated by any whitespace; a blank list is the start position. */
    static List<String> moves(String moveList) {
        String trimmed = moveList.trim();
        return trimmed.isEmpty() ? Collections.<String>emptyList() : Arrays.asList(trimmed.split("\\s+"));
    }

    private static List<String> reasons(boolean byReferee) {
        List<String> words = new ArrayList<>();
        for (Reason reason : Reason.values()) {
            if (reason.isRefereeDecision() == byReferee) {
                words.add(reason.notation());
            }
        }
        return words;
    }
}
