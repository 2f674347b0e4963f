package org.katakuti.app.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {

    @TempDir
    Path folder;

    @Test
    void theFileHoldsExactlyTheNewContentNothingOfTheOld() throws IOException {
        Path file = folder.resolve("match.log");
        Files.write(file, "a much longer old content that must not show through".getBytes(StandardCharsets.UTF_8));

        AtomicFile.write(file, "new".getBytes(StandardCharsets.UTF_8));

        assertThat(Files.readAllBytes(file)).isEqualTo("new".getBytes(StandardCharsets.UTF_8));
        assertThat(namesIn(folder)).containsExactly("match.log");
    }

    @Test
    void aFileThatDidNotExistIsCreatedWithItsMissingFolders() throws IOException {
        Path file = folder.resolve("home").resolve(".katakuti").resolve("table.properties");

        AtomicFile.write(file, new byte[] {1, 2, 3});

        assertThat(Files.readAllBytes(file)).containsExactly(1, 2, 3);
    }

    @Test
    void whenTheContentFailsMidwayTheOldFileSurvivesWholeAndNoTemporaryFileIsLeft() throws IOException {
        Path file = folder.resolve("table.properties");
        Files.write(file, "old=1\n".getBytes(StandardCharsets.UTF_8));
        IOException diskFull = new IOException("disk full");

        assertThatThrownBy(() -> AtomicFile.write(file, out -> {
            out.write("new=half".getBytes(StandardCharsets.UTF_8));
            out.flush();
            throw diskFull;
        })).isSameAs(diskFull);

        assertThat(Files.readAllLines(file, StandardCharsets.UTF_8)).containsExactly("old=1");
        assertThat(namesIn(folder)).containsExactly("table.properties");
    }

    @Test
    void anUncheckedFailureMidwayAlsoLeavesTheOldFileAndNoTemporaryFile() throws IOException {
        Path file = folder.resolve("table.properties");
        Files.write(file, "old=1\n".getBytes(StandardCharsets.UTF_8));

        assertThatThrownBy(() -> AtomicFile.writeText(file, StandardCharsets.UTF_8, out -> {
            out.write("new=");
            throw new IllegalStateException("bug in the caller");
        })).isInstanceOf(IllegalStateException.class);

        assertThat(Files.readAllLines(file, StandardCharsets.UTF_8)).containsExactly("old=1");
        assertThat(namesIn(folder)).containsExactly("table.properties");
    }

    @Test
    void whenTheTargetCannotBeReplacedItSurvivesAndNoTemporaryFileIsLeft() throws IOException {
        // A folder in the file's place cannot be renamed over, even by root.
        Path inTheWay = folder.resolve("match.log");
        Files.createDirectory(inTheWay);
        Files.write(inTheWay.resolve("keep"), "kept".getBytes(StandardCharsets.UTF_8));

        assertThatThrownBy(() -> AtomicFile.write(inTheWay, "new".getBytes(StandardCharsets.UTF_8)))
                .isInstanceOf(IOException.class);

        assertThat(inTheWay.resolve("keep")).hasContent("kept");
        assertThat(namesIn(folder)).containsExactly("match.log");
    }

    @Test
    void whenTheFolderCannotBeMadeNothingIsWritten() throws IOException {
        Path notAFolder = folder.resolve("home");
        Files.write(notAFolder, new byte[0]);

        assertThatThrownBy(() -> AtomicFile.write(notAFolder.resolve("table.properties"), new byte[] {1}))
                .isInstanceOf(IOException.class);

        assertThat(namesIn(folder)).containsExactly("home");
    }

    @Test
    void contentThatClosesItsStreamIsStillWrittenWhole() throws IOException {
        Path file = folder.resolve("closed.txt");

        AtomicFile.write(file, out -> {
            try (out) {
                out.write("closed early".getBytes(StandardCharsets.UTF_8));
            }
        });

        assertThat(file).hasContent("closed early");
    }

    @Test
    void textIsWrittenInTheCharsetAskedFor() throws IOException {
        Path file = folder.resolve("names.txt");

        AtomicFile.writeText(file, StandardCharsets.UTF_8, out -> out.write("आशा\n"));

        assertThat(Files.readAllBytes(file)).isEqualTo("आशा\n".getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void writingOverAnEarlierWriteReplacesIt() throws IOException {
        Path file = folder.resolve("match.log");
        AtomicFile.write(file, "first".getBytes(StandardCharsets.UTF_8));
        AtomicFile.write(file, "second".getBytes(StandardCharsets.UTF_8));

        assertThat(file).hasContent("second");
        assertThat(namesIn(folder)).containsExactly("match.log");
    }

    private static List<String> namesIn(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(path -> path.getFileName().toString()).sorted().toList();
        }
    }
}
