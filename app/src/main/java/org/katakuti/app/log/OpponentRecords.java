package org.katakuti.app.log;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;

/**
 * The people's record against each computer player, read from saved matches:
 * for every bot (by id, so a level is one opponent) and every game, the games
 * won, drawn and lost by the person who sat against it. Only matches of one
 * person against one computer count; every finished game of them counts,
 * forfeits and resignations included.
 */
public final class OpponentRecords {

    /** One bot in one game: the person's wins, draws and losses against it. */
    public static final class Line {
        private final String botId;
        private final String botName;
        private final PlayerKind kind;
        private final String gameId;
        private int wins;
        private int draws;
        private int losses;

        Line(String botId, String botName, PlayerKind kind, String gameId) {
            this.botId = botId;
            this.botName = botName;
            this.kind = kind;
            this.gameId = gameId;
        }

        public String botId() {
            return botId;
        }

        /** @return the bot's name as its factory gave it when last played */
        public String botName() {
            return botName;
        }

        /** @return built-in (a level) or plugin */
        public PlayerKind kind() {
            return kind;
        }

        public String gameId() {
            return gameId;
        }

        public int wins() {
            return wins;
        }

        public int draws() {
            return draws;
        }

        public int losses() {
            return losses;
        }
    }

    private OpponentRecords() {
    }

    /** @return a line per bot and game, in the order first met (newest matches first when given so) */
    public static List<Line> of(List<MatchRecord> matches) {
        Map<String, Line> lines = new LinkedHashMap<>();
        for (MatchRecord match : matches) {
            Side person = personAgainstComputer(match);
            if (person == null) {
                continue;
            }
            PlayerInfo bot = match.player(person.other());
            String key = bot.botId() + "\u0000" + match.game().id();
            Line line = lines.get(key);
            if (line == null) {
                line = new Line(bot.botId(), bot.name(), bot.kind(), match.game().id());
                lines.put(key, line);
            }
            for (GameRecord game : match.games()) {
                if (!game.isOver()) {
                    continue;
                }
                if (game.winner() == null) {
                    line.draws++;
                } else if (game.winner() == person) {
                    line.wins++;
                } else {
                    line.losses++;
                }
            }
        }
        return Collections.unmodifiableList(new ArrayList<>(lines.values()));
    }

    /** @return the side of the one person in a match against one computer player; null for any other match */
    private static Side personAgainstComputer(MatchRecord match) {
        PlayerInfo one = match.player(Side.ONE);
        PlayerInfo two = match.player(Side.TWO);
        if (one.kind() == PlayerKind.PERSON && two.isComputer()) {
            return Side.ONE;
        }
        if (two.kind() == PlayerKind.PERSON && one.isComputer()) {
            return Side.TWO;
        }
        return null;
    }
}
