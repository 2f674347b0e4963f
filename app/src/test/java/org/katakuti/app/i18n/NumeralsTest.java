package org.katakuti.app.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class NumeralsTest {

    @Test
    void nepaliWritesEveryDigitInDevanagari() {
        assertThat(Numerals.write(1234567890L, Language.NEPALI)).isEqualTo("१२३४५६७८९०");
        assertThat(Numerals.write(0, Language.NEPALI)).isEqualTo("०");
    }

    @Test
    void englishKeepsLatinDigits() {
        assertThat(Numerals.write(1234567890L, Language.ENGLISH)).isEqualTo("1234567890");
    }

    @Test
    void numbersAreNeverGrouped() {
        assertThat(Numerals.write(100000, Language.NEPALI)).isEqualTo("१०००००");
        assertThat(Numerals.write(-12, Language.NEPALI)).isEqualTo("-१२");
    }
}
