package org.katakuti.app.prefs;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FilePrefsStoreTest {

    @TempDir
    Path home;

    @Test
    void savedPrefsRoundTripThroughTheAtomicWriterLeavingOnlyTheFile() throws IOException {
        Path folder = home.resolve(".katakuti");
        File file = folder.resolve("table.properties").toFile();
        FilePrefsStore store = new FilePrefsStore(file);
        store.put("player.one", "आशा");
        store.put("match.firstTo", "5");
        store.save();

        FilePrefsStore reread = new FilePrefsStore(file);
        assertThat(reread.get("player.one", "")).isEqualTo("आशा");
        assertThat(reread.get("match.firstTo", "")).isEqualTo("5");
        assertThat(namesIn(folder)).containsExactly("table.properties");
    }

    @Test
    void aSecondSaveReplacesTheFileKeepingWhatWasReadFromIt() throws IOException {
        File file = home.resolve("table.properties").toFile();
        Files.write(file.toPath(), "view.theme=DARK\nmatch.firstTo=3\n".getBytes(StandardCharsets.UTF_8));
        FilePrefsStore store = new FilePrefsStore(file);
        store.put("match.firstTo", "1");
        store.save();

        FilePrefsStore reread = new FilePrefsStore(file);
        assertThat(reread.get("view.theme", "")).isEqualTo("DARK");
        assertThat(reread.get("match.firstTo", "")).isEqualTo("1");
        assertThat(namesIn(home)).containsExactly("table.properties");
    }

    @Test
    void aHomeThatCannotHoldTheFolderJustForgetsSilently() throws IOException {
        // A file where the folder should be: no user, not even root, can make the folder.
        Path notAFolder = home.resolve(".katakuti");
        Files.write(notAFolder, new byte[0]);
        FilePrefsStore store = new FilePrefsStore(notAFolder.resolve("table.properties").toFile());
        store.put("view.theme", "DARK");

        store.save();

        assertThat(store.get("view.theme", "")).as("still remembered until the table closes").isEqualTo("DARK");
        assertThat(namesIn(home)).containsExactly(".katakuti");
    }

    private static List<String> namesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(path -> path.getFileName().toString()).sorted().toList();
        }
    }
}
