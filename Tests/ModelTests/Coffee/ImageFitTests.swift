import Testing

@testable import Model

@Suite("Coffee pictures: ImageFit")
struct ImageFitTests {
    let fit = ImageFit.storedPicture

    @Test func smallImagesKeepTheirSize() {
        #expect(fit.fittedSize(width: 640, height: 480) == (640, 480))
        #expect(fit.fittedSize(width: 1024, height: 1024) == (1024, 1024))
        #expect(fit.fittedSize(width: 1, height: 1) == (1, 1))
    }

    @Test func largeImagesAreScaledSoTheLongSideIs1024() {
        #expect(fit.fittedSize(width: 4000, height: 3000) == (1024, 768))
        #expect(fit.fittedSize(width: 3000, height: 4000) == (768, 1024))
        #expect(fit.fittedSize(width: 2048, height: 2048) == (1024, 1024))
    }

    @Test func extremeAspectRatiosKeepAtLeastOnePixel() {
        #expect(fit.fittedSize(width: 100_000, height: 10) == (1024, 1))
        #expect(fit.fittedSize(width: 3, height: 50_000) == (1, 1024))
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
