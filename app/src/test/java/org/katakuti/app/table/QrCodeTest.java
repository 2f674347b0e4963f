package org.katakuti.app.table;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import org.junit.jupiter.api.Test;

class QrCodeTest {

    @Test
    void theQrCodeOfARoomsLinkReadsBackAsThatLink() throws Exception {
        String link = "http://192.168.1.20:7350/r/K7QX";
        BufferedImage image = QrCode.of(link, 220);
        assertThat(image.getWidth()).isEqualTo(220);
        int[] pixels = image.getRGB(0, 0, image.getWidth(), image.getHeight(), null, 0, image.getWidth());
        BinaryBitmap bitmap = new BinaryBitmap(new HybridBinarizer(
                new RGBLuminanceSource(image.getWidth(), image.getHeight(), pixels)));
        assertThat(new QRCodeReader().decode(bitmap).getText()).isEqualTo(link);
    }
}
