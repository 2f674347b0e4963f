package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Paths;
import java.util.Arrays;
import java.util.Collections;

import org.junit.jupiter.api.Test;
import org.katakuti.api.bot.BotApi;
import org.katakuti.app.AppVersion;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;

class AboutBoxTest {

    @Test
    void theAboutBoxTellsTheVersionsAndTheFolders() {
        String text = AboutBox.text(new Texts(Language.ENGLISH), "1.2.3", "1.2.0", Paths.get("/home/asha/.local/share/katakuti"),
                Arrays.asList(Paths.get("/opt/katakuti/plugins"), Paths.get("/home/asha/.local/share/katakuti/plugins")));
        assertThat(text).contains("Version: 1.2.3", "Bot API: 1.2.0", "Data folder: /home/asha/.local/share/katakuti",
                "Plugins folders: /opt/katakuti/plugins\n    /home/asha/.local/share/katakuti/plugins");
        assertThat(AboutBox.text(new Texts(Language.NEPALI), "1.2.3", "1.2.0", null, Collections.emptyList())).contains("संस्करण: 1.2.3", "(छैन)");
    }

    @Test
    void theBuildWritesTheVersionsTheAboutBoxShows() {
        assertThat(AppVersion.app()).as("filled in by Maven").isNotEqualTo("dev").doesNotContain("${").matches("\\d+\\.\\d+.*");
        assertThat(AppVersion.api()).as("the api states its own version").isEqualTo(BotApi.VERSION);
    }
}
