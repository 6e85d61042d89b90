import Testing

@testable import Model

/// The image measured in other units (its logical size at another scale factor: a window
/// moved to a monitor of another scale) keeps the zoom level and the part of the image
/// in the middle of the view, or refits in fit mode.
@Suite struct ZoomStateImageResizeTests {
    @Test func fitModeRefitsTheImageAtItsNewSize() {
        var state = ZoomState(
            imageSize: ZoomSize(width: 1600, height: 1000), viewSize: ZoomSize(width: 800, height: 600))
        #expect(close(state.scale, 0.5))
        state.resizeImage(to: ZoomSize(width: 800, height: 500))
        #expect(state.isFitting)
        #expect(close(state.scale, 1), "at its logical size at scale 2 the image fits at 100%")
        expectInvariants(state)
    }

    @Test func aZoomedImageKeepsItsLevelAndTheImageUnderTheCentre() {
        var state = ZoomState(
            imageSize: ZoomSize(width: 1600, height: 1000), viewSize: ZoomSize(width: 400, height: 300))
        state.showActualSize(centredOn: state.viewPoint(for: ZoomPoint(x: 600, y: 400)))
        #expect(close(state.imagePoint(at: state.viewSize.centre), ZoomPoint(x: 600, y: 400)))
        state.resizeImage(to: ZoomSize(width: 800, height: 500))
        #expect(close(state.scale, 1), "still 100%")
        #expect(!state.isFitting)
        #expect(close(state.imagePoint(at: state.viewSize.centre), ZoomPoint(x: 300, y: 200)))
        expectInvariants(state)
    }

    @Test func aLevelBelowTheNewFitScaleIsRaisedToIt() {
        var state = ZoomState(
            imageSize: ZoomSize(width: 4000, height: 4000), viewSize: ZoomSize(width: 400, height: 400))
        state.zoom(to: 0.15, about: state.viewSize.centre)
        state.resizeImage(to: ZoomSize(width: 400, height: 400))
        #expect(close(state.scale, 1))
        #expect(state.isFitting)
        expectInvariants(state)
    }
}
