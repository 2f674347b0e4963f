package org.katakuti.app.log;

import java.io.IOException;
import java.io.StringReader;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import java.util.Objects;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

import org.katakuti.api.match.Forfeit;
import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.Match;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayedMove;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.api.rules.Games;
import org.katakuti.api.rules.Line;
import org.katakuti.api.rules.Move;
import org.katakuti.api.rules.MoveListException;
import org.katakuti.api.rules.Outcome;
import org.katakuti.api.rules.Reason;
import org.katakuti.api.rules.Seat;
import org.katakuti.api.rules.Status;

/**
 * A match log as it is written to its file: one JSON object per match (see
 * {@code docs/match-log.md}). These are the file's typed classes, read and
 * written with Gson field by field; nothing here is trusted when read back:
 * {@link #toRecord()} rebuilds the {@link MatchRecord} through
 * {@link GameRecord#restore} and {@link MatchRecord#restore}, so every move is
 * checked with the rules, and the struck lines and the result written for
 * readers must agree with what the moves give.
 *
 * <p>Versioning: {@code "format": "MAJOR.MINOR"}. A newer minor only adds
 * fields, which this version ignores; a newer major is refused.
 */
public final class MatchLog {

    /** The format this version writes. */
    public static final String FORMAT = "1.0";
    /** The major format this version reads. */
    public static final int MAJOR = 1;

    private static final Gson GSON = new GsonBuilder()
            .setPrettyPrinting()
            .disableHtmlEscaping()
            .setStrictness(Strictness.STRICT)
            .create();

    /** {@code "MAJOR.MINOR"}: the format of this file. */
    public String format;
    /** The version of Katakuti that wrote the file ({@code dev} from a build's classes). */
    public String app;
    /** The game's rule-book id. */
    public String game;
    /** 1, 3 or 5. */
    public Integer firstTo;
    /** When the match started: ISO-8601 in UTC, {@code 2026-12-01T09:30:00.123Z}. */
    public String started;
    public Players players;
    /** True when the match was put away unfinished, never to be resumed. */
    public Boolean abandoned;
    public List<GameLog> games;
    /** The score as the games give it; written for readers, checked on read. */
    public Result result;

    /** Who sits on sides one and two. */
    public static final class Players {
        public PlayerLog one;
        public PlayerLog two;
    }

    /** One side's player. */
    public static final class PlayerLog {
        /** {@code person}, {@code built-in}, {@code plugin}, {@code engine} or {@code remote}. */
        public String kind;
        public String name;
        /** For a computer player: its bot id, version (when it says) and seed. */
        public String botId;
        public String botVersion;
        public Long seed;
    }

    /** One game. */
    public static final class GameLog {
        /** The side that moved first: {@code one} or {@code two}. */
        public String first;
        public List<MoveLog> moves;
        /** Absent while the game goes on. */
        public OutcomeLog outcome;
        public Integer takeBacks;
    }

    /** One move, in the rule book's notation, with the time its player took. */
    public static final class MoveLog {
        public String move;
        public Long ms;

        public MoveLog() {
        }

        MoveLog(String move, long ms) {
            this.move = move;
            this.ms = ms;
        }
    }

    /** How a game ended. */
    public static final class OutcomeLog {
        /** {@code win} or {@code draw}. */
        public String status;
        /** The side that won, {@code one} or {@code two}; absent for a draw. */
        public String winner;
        /** The rule book's reason: {@code line}, {@code full}, ..., {@code forfeit}, {@code resigned}, {@code abandoned}. */
        public String reason;
        /** Only for a forfeit: {@code time}, {@code illegal} or {@code crash}. */
        public String forfeit;
        /** The referee's words on a forfeit, when there are some. */
        public String detail;
        /** The struck lines, {@code a1-c3}; written for readers, checked on read. */
        public List<String> lines;
    }

    /** The match's result as the games give it. */
    public static final class Result {
        public Boolean over;
        /** The side that took the match; absent while it goes on and for a drawn match. */
        public String winner;
        public Score score;
    }

    /** Games won by each side, and drawn. */
    public static final class Score {
        public Integer one;
        public Integer two;
        public Integer draws;
    }

    /** The log of {@code record}, written by Katakuti {@code appVersion}. */
    public static MatchLog of(MatchRecord record, String appVersion) {
        MatchLog log = new MatchLog();
        log.format = FORMAT;
        log.app = appVersion;
        log.game = record.game().id();
        log.firstTo = record.firstTo();
        log.started = Instant.ofEpochMilli(record.startedMillis()).toString();
        log.players = new Players();
        log.players.one = player(record.player(Side.ONE));
        log.players.two = player(record.player(Side.TWO));
        log.abandoned = record.isAbandoned();
        log.games = new ArrayList<>();
        for (GameRecord played : record.games()) {
            log.games.add(game(played));
        }
        log.result = result(record.score());
        return log;
    }

    private static PlayerLog player(PlayerInfo info) {
        PlayerLog player = new PlayerLog();
        player.kind = info.kind().notation();
        player.name = info.name();
        player.botId = info.botId();
        player.botVersion = info.botVersion();
        player.seed = info.seed();
        return player;
    }

    private static GameLog game(GameRecord played) {
        GameLog game = new GameLog();
        game.first = side(played.first());
        game.moves = new ArrayList<>();
        for (PlayedMove move : played.moves()) {
            game.moves.add(new MoveLog(move.move().toString(), move.millis()));
        }
        if (played.isOver()) {
            Outcome outcome = played.outcome();
            OutcomeLog end = new OutcomeLog();
            end.status = outcome.status().notation();
            end.winner = played.winner() == null ? null : side(played.winner());
            end.reason = outcome.reason().notation();
            end.forfeit = played.forfeit() == null ? null : played.forfeit().notation();
            end.detail = played.detail();
            end.lines = lines(played);
            game.outcome = end;
        }
        game.takeBacks = played.takeBacks();
        return game;
    }

    private static List<String> lines(GameRecord played) {
        List<String> lines = new ArrayList<>();
        for (Line line : played.position().struckLines()) {
            lines.add(line.toString());
        }
        return lines;
    }

    private static Result result(Match score) {
        Result result = new Result();
        result.over = score.isOver();
        result.winner = score.winner() == null ? null : side(score.winner());
        result.score = new Score();
        result.score.one = score.wins(Side.ONE);
        result.score.two = score.wins(Side.TWO);
        result.score.draws = score.draws();
        return result;
    }

    /** @return the file's text: pretty JSON, UTF-8 when written, ending in a line break */
    public String toJson() {
        return GSON.toJson(this) + "\n";
    }

    /**
     * Reads a log's text. Only its form is checked here (JSON, the format
     * version, the types of the fields); {@link #toRecord()} checks the match.
     *
     * @throws LogException when the text is not a match log this version reads
     */
    public static MatchLog fromJson(String text) throws LogException {
        JsonElement tree;
        try {
            if (text.trim().isEmpty()) {
                throw LogException.of("the file is empty");
            }
            JsonReader reader = new JsonReader(new StringReader(text));
            reader.setStrictness(Strictness.STRICT);
            tree = JsonParser.parseReader(reader);
            trailing(reader);
        } catch (JsonParseException | IllegalStateException e) {
            throw LogException.of("not a match log: the JSON is broken (" + why(e) + ")", e);
        }
        if (!tree.isJsonObject()) {
            throw LogException.of("not a match log: expected a JSON object");
        }
        checkFormat(tree.getAsJsonObject().get("format"));
        try {
            MatchLog log = GSON.fromJson(tree, MatchLog.class);
            if (log == null) {
                throw LogException.of("not a match log");
            }
            return log;
        } catch (JsonParseException | IllegalStateException | NumberFormatException | ClassCastException e) {
            throw LogException.of("not a match log: " + why(e), e);
        }
    }

    private static void trailing(JsonReader reader) throws LogException {
        boolean more;
        try {
            more = reader.peek() != JsonToken.END_DOCUMENT;
        } catch (IOException | JsonParseException e) {
            more = true;
        }
        if (more) {
            throw LogException.of("not a match log: there is more after the end of the JSON");
        }
    }

    private static void checkFormat(JsonElement format) throws LogException {
        if (format == null || format.isJsonNull()) {
            throw LogException.of("not a match log: it has no \"format\"");
        }
        String text = format.isJsonPrimitive() && ((JsonPrimitive) format).isString() ? format.getAsString() : null;
        int dot = text == null ? -1 : text.indexOf('.');
        int major;
        try {
            if (dot <= 0) {
                throw new NumberFormatException();
            }
            major = Integer.parseInt(text.substring(0, dot));
            Integer.parseInt(text.substring(dot + 1));
        } catch (NumberFormatException e) {
            throw LogException.of("not a match log: its format " + format + " is not MAJOR.MINOR, e.g. \"1.0\"");
        }
        if (major > MAJOR) {
            throw LogException.saying("was written by a newer Katakuti (format " + text + "); this one reads format "
                    + MAJOR + ".x");
        }
        if (major < MAJOR) {
            throw LogException.of("not a match log this Katakuti reads: format " + text + "; this one reads format "
                    + MAJOR + ".x");
        }
    }

    /**
     * The match this log holds, re-checked move by move with the rules.
     *
     * @throws LogException naming the first thing that is wrong: a missing or
     *     unreadable field, the game and move the rules refuse, an outcome, a
     *     struck line or a result that does not follow from the moves
     */
    public MatchRecord toRecord() throws LogException {
        Game kind = game(required(game, "game"));
        int wins = required(firstTo, "firstTo");
        long startedMillis = startedMillis(required(started, "started"));
        Players seated = required(players, "players");
        PlayerInfo one = player(required(seated.one, "players.one"), "one");
        PlayerInfo two = player(required(seated.two, "players.two"), "two");
        List<GameLog> written = required(games, "games");
        List<GameRecord> restored = new ArrayList<>();
        for (int i = 0; i < written.size(); i++) {
            restored.add(game(kind, i + 1, written.get(i)));
        }
        MatchRecord record;
        try {
            record = MatchRecord.restore(kind, wins, one, two, startedMillis, restored, Boolean.TRUE.equals(abandoned));
        } catch (IllegalArgumentException e) {
            throw LogException.of(e.getMessage(), e);
        }
        checkResult(record);
        return record;
    }

    private static Game game(String id) throws LogException {
        try {
            return Games.byId(id);
        } catch (IllegalArgumentException e) {
            throw LogException.of(e.getMessage(), e);
        }
    }

    private static long startedMillis(String text) throws LogException {
        try {
            return Instant.parse(text).toEpochMilli();
        } catch (DateTimeParseException | ArithmeticException e) {
            throw LogException.of("\"started\" is not a time in UTC like 2026-12-01T09:30:00Z: " + text, e);
        }
    }

    private static PlayerInfo player(PlayerLog player, String side) throws LogException {
        try {
            return PlayerInfo.of(PlayerKind.fromNotation(required(player.kind, "players." + side + ".kind")),
                    player.name, player.botId, player.botVersion, player.seed);
        } catch (IllegalArgumentException e) {
            throw LogException.of("side " + side + ": " + e.getMessage(), e);
        }
    }

    private static GameRecord game(Game kind, int number, GameLog written) throws LogException {
        if (written == null) {
            throw LogException.inGame(number, "the game is missing (null)");
        }
        Side first = side(written.first, "first", number);
        List<MoveLog> movesWritten = written.moves == null ? Collections.<MoveLog>emptyList() : written.moves;
        List<PlayedMove> moves = new ArrayList<>();
        for (int i = 0; i < movesWritten.size(); i++) {
            MoveLog move = movesWritten.get(i);
            if (move == null || move.move == null) {
                throw LogException.atMove(number, i + 1, "?", "the move is missing");
            }
            long millis = move.ms == null ? 0 : move.ms;
            try {
                moves.add(new PlayedMove(Move.parse(move.move), millis));
            } catch (IllegalArgumentException e) {
                throw LogException.atMove(number, i + 1, move.move, e.getMessage());
            }
        }
        OutcomeLog end = written.outcome;
        Outcome outcome = end == null ? null : outcome(end, first, number);
        Forfeit forfeit;
        try {
            forfeit = end == null || end.forfeit == null ? null : Forfeit.fromNotation(end.forfeit);
        } catch (IllegalArgumentException e) {
            throw LogException.inGame(number, e.getMessage());
        }
        GameRecord restored;
        try {
            restored = GameRecord.restore(kind, first, moves, outcome, forfeit, end == null ? null : end.detail,
                    written.takeBacks == null ? 0 : written.takeBacks);
        } catch (MoveListException e) {
            throw LogException.atMove(number, e.index() + 1, movesWritten.get(e.index()).move, e.getMessage());
        } catch (IllegalArgumentException e) {
            throw LogException.inGame(number, e.getMessage());
        }
        if (end != null) {
            List<String> derived = lines(restored);
            List<String> claimed = end.lines == null ? Collections.<String>emptyList() : end.lines;
            if (!sorted(derived).equals(sorted(claimed))) {
                throw LogException.inGame(number, "the struck lines " + describe(claimed)
                        + " do not follow from the moves, which strike " + describe(derived));
            }
        }
        return restored;
    }

    private static Outcome outcome(OutcomeLog end, Side first, int number) throws LogException {
        Reason reason;
        try {
            reason = Reason.fromNotation(end.reason);
        } catch (IllegalArgumentException e) {
            throw LogException.inGame(number, e.getMessage());
        }
        if (Status.WIN.notation().equals(end.status)) {
            Side winner = side(end.winner, "outcome.winner", number);
            return Outcome.win(winner == first ? Seat.FIRST : Seat.SECOND, reason);
        }
        if (Status.DRAW.notation().equals(end.status)) {
            if (end.winner != null) {
                throw LogException.inGame(number, "a draw has no winner, but side " + end.winner + " is named");
            }
            return Outcome.draw(reason);
        }
        throw LogException.inGame(number, "the outcome's status must be win or draw, not " + quoted(end.status));
    }

    private void checkResult(MatchRecord record) throws LogException {
        Result claimed = required(result, "result");
        Score score = required(claimed.score, "result.score");
        Match derived = record.score();
        String derivedWinner = derived.winner() == null ? null : side(derived.winner());
        if (!Objects.equals(claimed.over, derived.isOver()) || !Objects.equals(claimed.winner, derivedWinner)
                || !Objects.equals(score.one, derived.wins(Side.ONE)) || !Objects.equals(score.two, derived.wins(Side.TWO))
                || !Objects.equals(score.draws, derived.draws())) {
            throw LogException.of("the result does not follow from the games: the file says " + describe(claimed)
                    + ", the games give " + describe(result(derived)));
        }
    }

    private static String describe(Result result) {
        Score score = result.score;
        return score.one + "-" + score.two + " with " + score.draws + (Integer.valueOf(1).equals(score.draws)
                ? " draw" : " draws") + (Boolean.TRUE.equals(result.over)
                        ? (result.winner == null ? ", match drawn" : ", match won by side " + result.winner)
                        : ", match going on");
    }

    private static Side side(String text, String field, int game) throws LogException {
        if ("one".equals(text)) {
            return Side.ONE;
        }
        if ("two".equals(text)) {
            return Side.TWO;
        }
        throw LogException.inGame(game, "\"" + field + "\" must be one or two, not " + quoted(text));
    }

    static String side(Side side) {
        return side.name().toLowerCase(Locale.ROOT);
    }

    private static <T> T required(T value, String field) throws LogException {
        if (value == null) {
            throw LogException.of("not a match log: it has no \"" + field + "\"");
        }
        return value;
    }

    private static List<String> sorted(List<String> lines) {
        List<String> copy = new ArrayList<>(lines);
        Collections.sort(copy);
        return copy;
    }

    private static String describe(List<String> lines) {
        return lines.isEmpty() ? "none" : String.join(", ", lines);
    }

    private static String quoted(String text) {
        return text == null ? "nothing" : "'" + text + "'";
    }

    private static String why(Throwable e) {
        Throwable cause = e;
        while (cause.getCause() != null && cause.getCause() != cause) {
            cause = cause.getCause();
        }
        String message = cause.getMessage();
        if (message == null) {
            return cause.getClass().getSimpleName();
        }
        return message.split("\n")[0].replace("Use JsonReader.setStrictness(Strictness.LENIENT) to accept malformed JSON",
                "malformed JSON").replace("java.io.EOFException: ", "");
    }
}
