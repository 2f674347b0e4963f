package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.nio.file.Paths;

import org.junit.jupiter.api.Test;
import org.katakuti.app.AppVersion;
import org.katakuti.app.i18n.Language;
import org.katakuti.app.i18n.Texts;

class AboutBoxTest {

    @Test
    void theAboutBoxTellsTheVersionsAndTheFolders() {
        String text = AboutBox.text(new Texts(Language.ENGLISH), "1.2.3", "1.2.0", Paths.get("/home/asha/.local/share/katakuti"),
                new File("/opt/katakuti/plugins"));
        assertThat(text).contains("Version: 1.2.3", "Bot API: 1.2.0", "Data folder: /home/asha/.local/share/katakuti",
                "Plugins folder: /opt/katakuti/plugins");
        assertThat(AboutBox.text(new Texts(Language.NEPALI), "1.2.3", "1.2.0", null, null)).contains("संस्करण: 1.2.3", "(छैन)");
    }

    @Test
    void theBuildWritesTheVersionsTheAboutBoxShows() {
        assertThat(AppVersion.app()).as("filled in by Maven").isNotEqualTo("dev").doesNotContain("${").matches("\\d+\\.\\d+.*");
        assertThat(AppVersion.api()).isEqualTo(AppVersion.app());
    }
}
