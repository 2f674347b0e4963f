package org.katakuti.app.log;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;

import org.junit.jupiter.api.Test;
import org.katakuti.api.match.MatchRecord;
import org.katakuti.api.match.Side;

class MatchLogDocsTest {

    private static String example() throws Exception {
        Path doc = Paths.get("../docs/match-log.md");
        String text = new String(Files.readAllBytes(doc), StandardCharsets.UTF_8);
        int start = text.indexOf("```json\n") + "```json\n".length();
        return text.substring(start, text.indexOf("```", start));
    }

    @Test
    void theDocumentedExampleIsARealLogThatReadsBackAndIsWrittenTheSame() throws Exception {
        MatchRecord record = MatchLog.fromJson(example()).toRecord();
        assertThat(record.gameNumber()).isEqualTo(4);
        assertThat(record.isOver()).isFalse();
        assertThat(record.score().wins(Side.ONE)).isEqualTo(1);
        assertThat(record.score().wins(Side.TWO)).isEqualTo(1);
        assertThat(record.score().draws()).isEqualTo(1);
        assertThat(MatchLog.of(record, "1.0.0").toJson()).isEqualTo(example());
    }
}
