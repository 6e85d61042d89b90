import Testing

@testable import Model

/// Checks the promises of `ZoomState` that hold after any operation: scale in range, each
/// axis either centred (image smaller than the view) or covering the view (larger).
func expectInvariants(_ state: ZoomState, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(
        state.scale >= state.minimumScale - 1e-9, "scale \(state.scale) below minimum", sourceLocation: sourceLocation)
    #expect(
        state.scale <= ZoomState.maximumScale + 1e-9, "scale \(state.scale) above 2000%", sourceLocation: sourceLocation
    )
    #expect(state.offset.x.isFinite && state.offset.y.isFinite, sourceLocation: sourceLocation)
    let shown = state.displayedSize
    for (origin, content, view) in [
        (state.offset.x, shown.width, state.viewSize.width),
        (state.offset.y, shown.height, state.viewSize.height),
    ] {
        if content <= view + 1e-6 {
            #expect(abs(origin - (view - content) / 2) < 1e-6, "not centred: \(origin)", sourceLocation: sourceLocation)
        } else {
            #expect(origin <= 1e-6, "gap at the leading edge: \(origin)", sourceLocation: sourceLocation)
            #expect(
                origin + content >= view - 1e-6, "gap at the trailing edge: \(origin + content) < \(view)",
                sourceLocation: sourceLocation)
        }
    }
}

func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-6) -> Bool { abs(a - b) <= tolerance }
func close(_ a: ZoomPoint, _ b: ZoomPoint, _ tolerance: Double = 1e-6) -> Bool {
    close(a.x, b.x, tolerance) && close(a.y, b.y, tolerance)
}

@Suite struct ZoomStateFitTests {
    @Test func wideImageFitsTheWidthAndIsCentredVertically() {
        let state = ZoomState(
            imageSize: ZoomSize(width: 4000, height: 2000), viewSize: ZoomSize(width: 800, height: 600))
        #expect(close(state.fitScale, 0.2))
        #expect(close(state.scale, 0.2))
        #expect(state.isFitting)
        #expect(close(state.offset, ZoomPoint(x: 0, y: 100)))
        #expect(!state.canPan)
        expectInvariants(state)
    }

    @Test func tallImageFitsTheHeightAndIsCentredHorizontally() {
        let state = ZoomState(
            imageSize: ZoomSize(width: 1000, height: 3000), viewSize: ZoomSize(width: 800, height: 600))
        #expect(close(state.scale, 0.2))
        #expect(close(state.displayedSize.width, 200))
        #expect(close(state.offset, ZoomPoint(x: 300, y: 0)))
        expectInvariants(state)
    }

    @Test func smallImageIsShownAtActualSizeNotEnlarged() {
        let state = ZoomState(imageSize: ZoomSize(width: 320, height: 240), viewSize: ZoomSize(width: 800, height: 600))
        #expect(state.fitScale == 1)
        #expect(state.isActualSize)
        #expect(close(state.offset, ZoomPoint(x: 240, y: 180)))
        #expect(!state.canZoomOut)
        expectInvariants(state)
    }

    @Test func tinyWindowStillFitsWithoutNaN() {
        var state = ZoomState(imageSize: ZoomSize(width: 6000, height: 4000), viewSize: ZoomSize(width: 1, height: 1))
        #expect(close(state.scale, 1.0 / 6000, 1e-12))
        expectInvariants(state)
        state.zoomIn()
        state.pan(by: ZoomPoint(x: -5, y: 3))
        expectInvariants(state)
        state.zoom(to: 20, about: ZoomPoint(x: 0.5, y: 0.5))
        #expect(state.scale == 20)
        expectInvariants(state)
    }

    @Test func unallocatedViewAndEmptyImageGiveFiniteTransforms() {
        var noView = ZoomState(imageSize: ZoomSize(width: 100, height: 100), viewSize: .zero)
        #expect(noView.fitScale == 1)
        noView.pan(by: ZoomPoint(x: 10, y: 10))
        #expect(noView.offset.x.isFinite && noView.offset.y.isFinite)
        noView.resize(to: ZoomSize(width: 50, height: 200))
        #expect(close(noView.scale, 0.5))
        expectInvariants(noView)

        var noImage = ZoomState(imageSize: .zero, viewSize: ZoomSize(width: 800, height: 600))
        noImage.zoomIn()
        noImage.pan(by: ZoomPoint(x: 3, y: 3))
        #expect(close(noImage.offset, ZoomPoint(x: 400, y: 300)))
    }

    @Test func negativeAndNonFiniteSizesBecomeZero() {
        #expect(ZoomSize(width: -3, height: .nan) == .zero)
        #expect(ZoomSize(width: .infinity, height: 4).width == 0)
    }
}

@Suite struct ZoomStateZoomTests {
    let image = ZoomSize(width: 4000, height: 2000)
    let view = ZoomSize(width: 800, height: 600)

    @Test func zoomKeepsTheImagePointUnderTheAnchor() {
        var state = ZoomState(imageSize: image, viewSize: view)
        state.zoom(to: 1, about: view.centre)
        let anchor = ZoomPoint(x: 250, y: 420)
        let before = state.imagePoint(at: anchor)
        state.zoom(by: 1.7, about: anchor)
        #expect(close(state.scale, 1.7))
        #expect(close(state.imagePoint(at: anchor), before))
        #expect(!state.isFitting)
        expectInvariants(state)
    }

    @Test func zoomFromFitAboutThePointerKeepsThatPoint() {
        var state = ZoomState(imageSize: image, viewSize: view)
        let pointer = ZoomPoint(x: 600, y: 250)
        let before = state.imagePoint(at: pointer)
        state.zoom(by: 3, about: pointer)
        #expect(close(state.imagePoint(at: pointer), before))
        expectInvariants(state)
    }

    @Test func zoomNearAnEdgeIsPulledBackSoNoGapShows() {
        var state = ZoomState(imageSize: image, viewSize: view)
        // The top-left of the view is above the image (letterbox); zooming there would
        // leave a gap, so the image is pulled to cover the view.
        state.zoom(by: 2, about: ZoomPoint(x: 0, y: 0))
        #expect(close(state.offset.x, 0))
        #expect(state.offset.y <= 0)
        expectInvariants(state)
    }

    @Test func scaleIsLimitedToFitAnd2000Percent() {
        var state = ZoomState(imageSize: image, viewSize: view)
        state.zoom(to: 500, about: view.centre)
        #expect(state.scale == ZoomState.maximumScale)
        #expect(!state.canZoomIn)
        state.zoom(to: 0.001, about: view.centre)
        #expect(close(state.scale, state.fitScale))
        #expect(state.isFitting, "zooming out to the fit scale turns fit mode back on")
        expectInvariants(state)
    }

    @Test func invalidZoomInputsAreIgnored() {
        var state = ZoomState(imageSize: image, viewSize: view)
        let original = state
        state.zoom(to: .nan, about: view.centre)
        state.zoom(to: -2, about: view.centre)
        state.zoom(by: 0, about: view.centre)
        state.zoom(by: .infinity, about: view.centre)
        state.pan(by: ZoomPoint(x: .nan, y: 1))
        #expect(state == original)
    }

    @Test func keyboardStepsStopAtActualSizeBothWays() {
        var state = ZoomState(imageSize: image, viewSize: view)
        var scales: [Double] = []
        while state.scale < 1 - 1e-9 {
            state.zoomIn()
            scales.append(state.scale)
        }
        #expect(state.isActualSize, "zooming in lands exactly on 100%: \(scales)")
        state.zoomIn()
        #expect(close(state.scale, 2.0.squareRoot()))
        state.zoomIn()
        #expect(close(state.scale, 2))
        state.zoomOut()
        state.zoomOut()
        #expect(state.isActualSize)
        var steps = 0
        while state.canZoomOut && steps < 50 {
            state.zoomOut()
            steps += 1
        }
        #expect(close(state.scale, state.fitScale))
        #expect(state.isFitting)
        expectInvariants(state)
    }

    @Test func stepsFromAboveFitReachTheLimit() {
        var state = ZoomState(imageSize: ZoomSize(width: 100, height: 100), viewSize: view)
        for _ in 0..<40 { state.zoomIn() }
        #expect(state.scale == ZoomState.maximumScale)
        expectInvariants(state)
    }

    @Test func doubleClickShowsActualSizeCentredOnTheClick() {
        var state = ZoomState(imageSize: image, viewSize: view)
        // At fit (0.2, offset 0,100) the view centre shows image point (2000, 1000).
        let click = ZoomPoint(x: 300, y: 250)
        let clicked = state.imagePoint(at: click)
        #expect(close(clicked, ZoomPoint(x: 1500, y: 750)))
        state.showActualSize(centredOn: click)
        #expect(state.isActualSize)
        #expect(!state.isFitting)
        #expect(close(state.viewPoint(for: clicked), view.centre))
        expectInvariants(state)
    }

    @Test func doubleClickNearACornerStaysInsideTheImage() {
        var state = ZoomState(imageSize: image, viewSize: view)
        state.showActualSize(centredOn: ZoomPoint(x: 2, y: 102))
        #expect(close(state.offset, .zero))
        state.fit()
        state.showActualSize(centredOn: ZoomPoint(x: 799, y: 499))
        #expect(close(state.offset, ZoomPoint(x: 800 - 4000, y: 600 - 2000)))
        expectInvariants(state)
    }

    @Test func fitAfterZoomRestoresTheFittedTransform() {
        var state = ZoomState(imageSize: image, viewSize: view)
        let fitted = state
        state.zoom(to: 3, about: ZoomPoint(x: 10, y: 500))
        state.pan(by: ZoomPoint(x: -40, y: 70))
        state.fit()
        #expect(state == fitted)
    }
}

@Suite struct ZoomStatePanTests {
    let image = ZoomSize(width: 4000, height: 2000)
    let view = ZoomSize(width: 800, height: 600)

    @Test func panMovesTheImageAndStopsAtTheEdges() {
        var state = ZoomState(imageSize: image, viewSize: view)
        state.showActualSize(centredOn: view.centre)
        let start = state.offset
        state.pan(by: ZoomPoint(x: 30, y: -20))
        #expect(close(state.offset, start + ZoomPoint(x: 30, y: -20)))
        state.pan(by: ZoomPoint(x: 1e6, y: 1e6))
        #expect(close(state.offset, .zero))
        state.pan(by: ZoomPoint(x: -1e6, y: -1e6))
        #expect(close(state.offset, ZoomPoint(x: -3200, y: -1400)))
        expectInvariants(state)
    }

    @Test func panAtFitDoesNothing() {
        var state = ZoomState(imageSize: image, viewSize: view)
        let fitted = state
        state.pan(by: ZoomPoint(x: 120, y: -80))
        #expect(state == fitted)
        #expect(!state.canPan)
    }

    @Test func axisSmallerThanTheViewStaysCentredWhileTheOtherPans() {
        var state = ZoomState(imageSize: ZoomSize(width: 4000, height: 1000), viewSize: view)
        state.zoom(to: 0.5, about: view.centre)
        #expect(state.canPanHorizontally)
        #expect(!state.canPanVertically)
        let y = state.offset.y
        #expect(close(y, 50))
        state.pan(by: ZoomPoint(x: -100, y: 200))
        #expect(close(state.offset.y, y))
        expectInvariants(state)
    }
}

@Suite struct ZoomStatePinchTests {
    let image = ZoomSize(width: 3000, height: 2000)
    let view = ZoomSize(width: 900, height: 600)

    @Test func pinchZoomsAboutTheFingersCentre() {
        let start = ZoomState(imageSize: image, viewSize: view)
        let centre = ZoomPoint(x: 500, y: 280)
        let result = start.pinched(by: 2, from: centre, to: centre)
        #expect(close(result.scale, start.scale * 2))
        #expect(close(result.imagePoint(at: centre), start.imagePoint(at: centre)))
        expectInvariants(result)
    }

    @Test func pinchFollowsFingersThatAlsoMove() {
        var start = ZoomState(imageSize: image, viewSize: view)
        start.zoom(to: 1, about: view.centre)
        let from = ZoomPoint(x: 400, y: 300)
        let to = ZoomPoint(x: 460, y: 270)
        let result = start.pinched(by: 1.5, from: from, to: to)
        #expect(close(result.imagePoint(at: to), start.imagePoint(at: from)))
        expectInvariants(result)
    }

    @Test func pinchIsRelativeToTheStartSoItDoesNotCompound() {
        let start = ZoomState(imageSize: image, viewSize: view)
        let c = view.centre
        // Successive scale-changed values are totals since the gesture began.
        let first = start.pinched(by: 1.5, from: c, to: c)
        let second = start.pinched(by: 2, from: c, to: c)
        #expect(close(first.scale, start.scale * 1.5))
        #expect(close(second.scale, start.scale * 2))
        #expect(start.pinched(by: 1, from: c, to: c) == start)
    }

    @Test func pinchIsClampedToTheLimits() {
        let start = ZoomState(imageSize: image, viewSize: view)
        #expect(start.pinched(by: 1000, from: .zero, to: .zero).scale == ZoomState.maximumScale)
        let shrunk = start.pinched(by: 0.1, from: .zero, to: .zero)
        #expect(close(shrunk.scale, start.fitScale))
        #expect(shrunk.isFitting)
        #expect(start.pinched(by: .nan, from: .zero, to: .zero) == start)
    }
}

@Suite struct ZoomStateResizeTests {
    let image = ZoomSize(width: 4000, height: 2000)

    @Test func fitModeFollowsTheWindow() {
        var state = ZoomState(imageSize: image, viewSize: ZoomSize(width: 800, height: 600))
        state.resize(to: ZoomSize(width: 1200, height: 400))
        #expect(close(state.scale, 0.2))
        #expect(close(state.offset, ZoomPoint(x: 200, y: 0)))
        state.resize(to: ZoomSize(width: 2000, height: 1500))
        #expect(close(state.scale, 0.5))
        #expect(state.isFitting)
        expectInvariants(state)
    }

    @Test func zoomedResizeKeepsScaleAndTheCentrePoint() {
        var state = ZoomState(imageSize: image, viewSize: ZoomSize(width: 800, height: 600))
        state.zoom(to: 1, about: ZoomPoint(x: 400, y: 300))
        state.pan(by: ZoomPoint(x: -300, y: -100))
        let centre = state.imagePoint(at: ZoomPoint(x: 400, y: 300))
        state.resize(to: ZoomSize(width: 1000, height: 700))
        #expect(state.isActualSize)
        #expect(close(state.imagePoint(at: ZoomPoint(x: 500, y: 350)), centre))
        expectInvariants(state)
    }

    @Test func growingPastTheZoomSnapsBackToFit() {
        var state = ZoomState(imageSize: image, viewSize: ZoomSize(width: 400, height: 300))
        state.zoom(to: 0.15, about: .zero)
        #expect(!state.isFitting)
        state.resize(to: ZoomSize(width: 1600, height: 1200))
        #expect(close(state.scale, 0.4))
        #expect(state.isFitting)
        expectInvariants(state)
    }

    @Test func shrinkingToATinyWindowKeepsTheInvariants() {
        var state = ZoomState(imageSize: ZoomSize(width: 333, height: 777), viewSize: ZoomSize(width: 800, height: 600))
        state.zoom(to: 3, about: ZoomPoint(x: 100, y: 100))
        state.resize(to: ZoomSize(width: 3, height: 2))
        expectInvariants(state)
        state.resize(to: .zero)
        #expect(state.offset.x.isFinite && state.offset.y.isFinite)
    }
}

@Suite struct ZoomStateRandomisedTests {
    /// A small deterministic generator so a failure reproduces.
    struct Generator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5])
    func anySequenceOfOperationsKeepsTheInvariants(seed: UInt64) {
        var rng = Generator(state: seed)
        let images = [
            ZoomSize(width: 6000, height: 4000), ZoomSize(width: 300, height: 2500),
            ZoomSize(width: 50, height: 40), ZoomSize(width: 1, height: 9000),
        ]
        var state = ZoomState(
            imageSize: images[Int(seed) % images.count],
            viewSize: ZoomSize(width: 800, height: 600))
        func point() -> ZoomPoint {
            ZoomPoint(x: Double.random(in: -100...1000, using: &rng), y: Double.random(in: -100...800, using: &rng))
        }
        for _ in 0..<400 {
            switch Int.random(in: 0..<8, using: &rng) {
            case 0: state.zoom(by: Double.random(in: 0.2...5, using: &rng), about: point())
            case 1: state.pan(by: point() - ZoomPoint(x: 450, y: 350))
            case 2: state.zoomIn(about: point())
            case 3: state.zoomOut()
            case 4: state.showActualSize(centredOn: point())
            case 5:
                state.resize(
                    to: ZoomSize(
                        width: Double.random(in: 1...2000, using: &rng),
                        height: Double.random(in: 1...1500, using: &rng)))
            case 6: state = state.pinched(by: Double.random(in: 0.1...8, using: &rng), from: point(), to: point())
            default: state.fit()
            }
            expectInvariants(state)
        }
    }
}
