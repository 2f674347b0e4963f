package org.katakuti.app.log;

import org.katakuti.api.bot.BotFactory;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.Side;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.player.BotPlayer;
import org.katakuti.app.player.BotRunner;
import org.katakuti.app.player.Person;
import org.katakuti.app.player.Player;

/**
 * Sits the players of a saved match down again, exactly as the record has
 * them: a person by name, a computer player made afresh by its factory (found
 * by bot id) with the record's seed.
 */
public final class Resume {

    /** The two players of a resumed match. */
    public static final class Seated {
        private final Player one;
        private final Player two;
        private final BotFactory factoryOne;
        private final BotFactory factoryTwo;

        Seated(Player one, Player two, BotFactory factoryOne, BotFactory factoryTwo) {
            this.one = one;
            this.two = two;
            this.factoryOne = factoryOne;
            this.factoryTwo = factoryTwo;
        }

        public Player player(Side side) {
            return side == Side.ONE ? one : two;
        }

        /** @return the factory of the computer player on {@code side}; null for a person */
        public BotFactory factory(Side side) {
            return side == Side.ONE ? factoryOne : factoryTwo;
        }
    }

    /** A player of the record who cannot sit down again here (a bot that is gone, an outside engine). */
    public static final class CannotResume extends Exception {
        private static final long serialVersionUID = 1L;

        CannotResume(String message) {
            super(message);
        }
    }

    private Resume() {
    }

    /**
     * @param budgetMillis each computer player's time for a move
     * @throws CannotResume naming the player who cannot sit down again, and why
     */
    public static Seated players(MatchRecord record, BotCatalog catalog, long budgetMillis) throws CannotResume {
        BotFactory one = factory(record, Side.ONE, catalog);
        BotFactory two = factory(record, Side.TWO, catalog);
        return new Seated(player(record, Side.ONE, one, budgetMillis), player(record, Side.TWO, two, budgetMillis),
                one, two);
    }

    private static BotFactory factory(MatchRecord record, Side side, BotCatalog catalog) throws CannotResume {
        PlayerInfo info = record.player(side);
        switch (info.kind()) {
            case PERSON:
                return null;
            case BUILT_IN:
            case PLUGIN:
                BotFactory factory;
                try {
                    factory = catalog.byId(info.botId());
                } catch (IllegalArgumentException e) {
                    throw new CannotResume("the computer player " + info.name() + " (" + info.botId()
                            + ") is not here any more");
                }
                if (!catalog.plays(factory, record.game())) {
                    throw new CannotResume("the computer player " + info.name() + " (" + info.botId()
                            + ") no longer plays " + record.game().id());
                }
                return factory;
            default:
                throw new CannotResume("a " + info.kind().notation() + " player (" + info.name()
                        + ") cannot be seated again at this table");
        }
    }

    private static Player player(MatchRecord record, Side side, BotFactory factory, long budgetMillis) {
        PlayerInfo info = record.player(side);
        if (factory == null) {
            return new Person(info.name());
        }
        return new BotPlayer(new BotRunner(factory, record.game(), info.seed()), info, budgetMillis);
    }
}
