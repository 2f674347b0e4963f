package org.katakuti.app.log;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.PlayerInfo;
import org.katakuti.api.match.PlayerKind;
import org.katakuti.api.match.Side;
import org.katakuti.api.rules.Games;
import org.katakuti.app.bots.BotCatalog;
import org.katakuti.app.player.BotPlayer;
import org.katakuti.app.player.Person;

class ResumeMatchLogTest {

    @TempDir
    Path data;

    @Test
    void aSavedMatchSitsThePersonAndTheBotDownAgainExactlyAsTheRecordHasThem() throws Exception {
        MatchLogStore store = MatchLogStore.in(data, "test");
        MatchRecord record = Matches.randomGame(Matches.start(Games.FOUR_BY_FOUR, 3), new Random(8), 5);
        Path file = store.save(record);
        MatchRecord read = store.unfinished().get(0).record();

        Resume.Seated seated = Resume.players(read, BotCatalog.standard(warning -> { }), 1000);

        assertThat(seated.player(Side.ONE)).isInstanceOf(Person.class);
        assertThat(seated.player(Side.TWO)).isInstanceOf(BotPlayer.class);
        assertThat(seated.player(Side.ONE).info()).isEqualTo(record.player(Side.ONE));
        assertThat(seated.player(Side.TWO).info()).isEqualTo(record.player(Side.TWO));
        assertThat(seated.factory(Side.TWO).id()).isEqualTo("hard");
        assertThat(store.fileFor(read)).isEqualTo(file);
        seated.player(Side.TWO).close();
    }

    @Test
    void aBotThatIsGoneCannotBeSeatedAgainAndSaysWhich() {
        PlayerInfo gone = PlayerInfo.bot(PlayerKind.PLUGIN, "gone-bot", "Gone", "1.0", 3L);
        MatchRecord record = MatchRecord.start(Games.TIC_TAC_TOE, 1, gone, Matches.person("Asha"), 0L);
        assertThatThrownBy(() -> Resume.players(record, BotCatalog.standard(warning -> { }), 1000))
                .isInstanceOf(Resume.CannotResume.class).hasMessageContaining("gone-bot")
                .hasMessageContaining("not here any more");
    }
}
