package org.katakuti.app.table;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Game;
import org.katakuti.app.bots.LevelBotFactory;
import org.katakuti.app.i18n.Texts;

/** How the table names players, sides and computer opponents, in the chosen language. */
public final class Names {

    private Names() {
    }

    /** @return "Crosses"/"Noughts", or the goti colours in tigadi */
    public static String sideLabel(Texts texts, Game game, Side side) {
        return texts.get("side." + side.name() + (isGotiGame(game) ? ".gotis" : ".marks"));
    }

    /** @return the name shown for {@code side} of {@code record}: the typed name, the computer's name, or the side's label */
    public static String player(Texts texts, MatchRecord record, Side side) {
        PlayerInfo player = record.player(side);
        if (player.isComputer()) {
            String name = player.kind() == PlayerKind.BUILT_IN ? texts.get("level." + player.botId()) : player.name();
            return texts.format("player.computer", name);
        }
        return player.name().isEmpty() ? sideLabel(texts, record.game(), side) : player.name();
    }

    /** @return the computer's name; the built-in levels are translated, plugins keep their own */
    public static String bot(Texts texts, BotFactory factory) {
        if (factory instanceof LevelBotFactory) {
            return texts.get("level." + factory.id());
        }
        return factory.name();
    }

    /** @return the game's name in the chosen language */
    public static String game(Texts texts, Game game) {
        return texts.get("game." + game.id() + ".name");
    }

    /** @return true for games played with gotis rather than marks */
    public static boolean isGotiGame(Game game) {
        return "tigadi".equals(game.id());
    }
}
