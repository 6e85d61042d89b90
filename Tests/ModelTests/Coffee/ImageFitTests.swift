import Testing

@testable import Model

@Suite("Coffee pictures: ImageFit")
struct ImageFitTests {
    let fit = ImageFit.storedPicture

    @Test func smallImagesKeepTheirSize() {
        #expect(fit.fittedSize(width: 640, height: 480) == (640, 480))
        #expect(fit.fittedSize(width: 2048, height: 2048) == (2048, 2048))
        #expect(fit.fittedSize(width: 1, height: 1) == (1, 1))
    }

    @Test func largeImagesAreScaledSoTheLongSideIs2048() {
        #expect(fit.fittedSize(width: 4000, height: 3000) == (2048, 1536))
        #expect(fit.fittedSize(width: 3000, height: 4000) == (1536, 2048))
        #expect(fit.fittedSize(width: 4096, height: 4096) == (2048, 2048))
    }

    @Test func extremeAspectRatiosKeepAtLeastOnePixel() {
        #expect(fit.fittedSize(width: 100_000, height: 10) == (2048, 1))
        #expect(fit.fittedSize(width: 3, height: 50_000) == (1, 2048))
    }

    @Test func theHeaderSizeDecidesWhetherAnImageIsDecodedAtAll() {
        #expect(fit.accepts(width: 10_000, height: 10_000)) // exactly 100 megapixels
        #expect(!fit.accepts(width: 10_001, height: 10_000))
        #expect(!fit.accepts(width: 65_535, height: 65_535))
        #expect(!fit.accepts(width: Int.max, height: 2)) // overflow is refused, not wrapped
        #expect(!fit.accepts(width: 0, height: 100))
        #expect(!fit.accepts(width: -5, height: 100))
    }
}
