package org.katakuti.app.cli;

import java.io.IOException;
import java.nio.file.Paths;
import java.util.Collections;

import org.katakuti.api.match.GameRecord;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.app.Main;
import org.katakuti.app.log.MatchLogStore;

/**
 * Where {@code arena --save DIR} and {@code match --save DIR} keep their games:
 * each one a match log of its own (a match first to 1, the player that moved
 * first on side one), so that it opens in the table's replay like any match.
 */
final class GameLogs {

    private final MatchLogStore store;
    private long lastStart = Long.MIN_VALUE;

    private GameLogs(MatchLogStore store) {
        this.store = store;
    }

    /**
     * @param folder the value of {@code --save}; null when the option was not given
     * @return the logs kept in {@code folder}, or null when none are asked for
     * @throws UsageException when the folder is blank
     */
    static GameLogs in(String folder) {
        if (folder == null) {
            return null;
        }
        if (folder.trim().isEmpty()) {
            throw new UsageException("--save needs a folder");
        }
        return new GameLogs(new MatchLogStore(Paths.get(folder), Main.version()));
    }

    /** @return the folder the logs go to */
    String folder() {
        return store.folder().toString();
    }

    /**
     * Keeps one game.
     *
     * @param first the player who moved first
     * @param second the other
     * @param startedMillis when the game began
     */
    synchronized void keep(GameRecord game, PlayerInfo first, PlayerInfo second, long startedMillis)
            throws IOException {
        // Every game gets a start of its own, so that no two logs of one run share a file.
        long started = Math.max(startedMillis, lastStart + 1);
        lastStart = started;
        store.save(MatchRecord.restore(game.game(), 1, first, second, started, Collections.singletonList(game),
                false));
    }
}
