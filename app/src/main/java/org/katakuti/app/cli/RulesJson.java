package org.katakuti.app.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.MoveListException;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Position;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.mnk.MnkGame;

/**
 * The one-line JSON that {@code katakuti rules} prints for a position or for a
 * move list that cannot be played. Field names and values are a contract with
 * scripts and referees: change them only with the rule book.
 */
final class RulesJson {

    /** serializeNulls: a missing winner is printed as {@code null}, not left out. */
    private static final Gson GSON = new GsonBuilder().serializeNulls().disableHtmlEscaping().create();

    private RulesJson() {
    }

    /** @return the position's status, winner, reason, seat to move, legal moves (and struck lines) */
    static String position(Position position) {
        Outcome outcome = position.outcome();
        JsonObject json = new JsonObject();
        json.addProperty("game", position.game().id());
        json.addProperty("status", outcome.status().notation());
        json.addProperty("winner", seat(outcome.winner()));
        json.addProperty("reason", outcome.reason() == null ? null : outcome.reason().notation());
        json.addProperty("toMove", position.isOver() ? null : seat(position.toMove()));
        json.add("legal", legalMoves(position));
        if (position.game() instanceof MnkGame) {
            json.add("lines", struckLines(position));
        }
        return GSON.toJson(json);
    }

    /** @return the first bad move of a list: why, where (0-based) and as written */
    static String badMove(MoveListException problem) {
        JsonObject json = new JsonObject();
        json.addProperty("error", problem.getMessage());
        json.addProperty("index", problem.index());
        json.addProperty("move", problem.move());
        return GSON.toJson(json);
    }

    private static String seat(Seat seat) {
        return seat == null ? null : seat.notation();
    }

    /** Sorted as plain strings, so that two programs list the same moves in the same order. */
    private static JsonArray legalMoves(Position position) {
        List<String> moves = new ArrayList<>();
        for (Move move : position.legalMoves()) {
            moves.add(move.toString());
        }
        Collections.sort(moves);
        JsonArray json = new JsonArray();
        for (String move : moves) {
            json.add(move);
        }
        return json;
    }

    /**
     * Each line as its two ends, in the rules' order (a1 before c3). The lines are
     * sorted as plain strings ({@code a1-a3} before {@code a2-c2}), so the order
     * does not depend on how the rules found them.
     */
    private static JsonArray struckLines(Position position) {
        List<Line> lines = new ArrayList<>(position.struckLines());
        Collections.sort(lines, Comparator.comparing(Line::toString));
        JsonArray json = new JsonArray();
        for (Line line : lines) {
            JsonArray ends = new JsonArray();
            ends.add(line.start().toString());
            ends.add(line.end().toString());
            json.add(ends);
        }
        return json;
    }
}
