import Foundation
import Testing

@testable import Model

@Suite struct ZoomLevelFormatterTests {
    @Test func englishPercentages() {
        let f = ZoomLevelFormatter(locale: Locale(identifier: "en_US"))
        #expect(f.string(for: 1) == "100%")
        #expect(f.string(for: 0.3333) == "33%")
        #expect(f.string(for: 20) == "2,000%")
    }

    @Test func germanUsesItsOwnSeparators() {
        let text = ZoomLevelFormatter(locale: Locale(identifier: "de_DE")).string(for: 20)
        #expect(text.hasPrefix("2.000"))
        #expect(text.hasSuffix("%"))
    }

    @Test func nonFiniteScaleDoesNotCrash() {
        #expect(ZoomLevelFormatter(locale: Locale(identifier: "en_US")).string(for: .nan) == "0%")
    }
}

@Suite struct SwipeNavigationTests {
    @Test func fastLeftFlickShowsTheNextImage() {
        #expect(
            SwipeNavigation.step(
                velocity: ZoomPoint(x: -900, y: 50), distance: ZoomPoint(x: -60, y: 5),
                viewWidth: 800, canPanHorizontally: false) == 1)
        #expect(
            SwipeNavigation.step(
                velocity: ZoomPoint(x: 900, y: 50), distance: ZoomPoint(x: 60, y: 5),
                viewWidth: 800, canPanHorizontally: false) == -1)
    }

    @Test func rightToLeftAFlickToTheRightShowsTheNextImage() {
        #expect(
            SwipeNavigation.step(
                velocity: ZoomPoint(x: 900, y: 50), distance: ZoomPoint(x: 60, y: 5),
                viewWidth: 800, canPanHorizontally: false, rightToLeft: true) == 1)
        #expect(
            SwipeNavigation.step(
                velocity: ZoomPoint(x: -900, y: 50), distance: ZoomPoint(x: -60, y: 5),
                viewWidth: 800, canPanHorizontally: false, rightToLeft: true) == -1)
        #expect(
            SwipeNavigation.step(
                velocity: ZoomPoint(x: 50, y: 0), distance: ZoomPoint(x: 300, y: 20),
                viewWidth: 800, canPanHorizontally: false, rightToLeft: true) == 1)
    }

    @Test func zoomedImagePansInsteadOfSwitching() {
        #expect(
            SwipeNavigation.step(
                velocity: ZoomPoint(x: -2000, y: 0), distance: ZoomPoint(x: -400, y: 0),
                viewWidth: 800, canPanHorizontally: true) == 0)
    }

    @Test func slowShortOrVerticalMovesDoNotSwitch() {
        #expect(
            SwipeNavigation.step(
                velocity: ZoomPoint(x: -100, y: 0), distance: ZoomPoint(x: -50, y: 0),
                viewWidth: 800, canPanHorizontally: false) == 0)
        #expect(
            SwipeNavigation.step(
                velocity: ZoomPoint(x: -800, y: 1200), distance: ZoomPoint(x: -40, y: 90),
                viewWidth: 800, canPanHorizontally: false) == 0)
        // A click has no distance even if the velocity estimate is noisy.
        #expect(
            SwipeNavigation.step(
                velocity: ZoomPoint(x: -900, y: 0), distance: .zero,
                viewWidth: 800, canPanHorizontally: false) == 0)
    }

    @Test func longSlowDragSwitches() {
        #expect(
            SwipeNavigation.step(
                velocity: ZoomPoint(x: -50, y: 0), distance: ZoomPoint(x: -300, y: 20),
                viewWidth: 800, canPanHorizontally: false) == 1)
    }
}

@Suite struct KineticPanTests {
    @Test func glideSlowsDownAndTravelsAFiniteDistance() {
        var glide = KineticPan(velocity: ZoomPoint(x: 1000, y: -500))
        var total = ZoomPoint.zero
        var frames = 0
        while !glide.isFinished && frames < 10_000 {
            total = total + glide.advance(by: 1.0 / 60)
            frames += 1
        }
        #expect(glide.isFinished)
        // The integral of v·e^(-k t) to infinity is v/k; stopping early travels a bit less.
        #expect(total.x > 0.9 * 1000 / KineticPan.deceleration && total.x <= 1000 / KineticPan.deceleration)
        #expect(total.y < 0)
    }

    @Test func stoppingAnAxisAtAnEdge() {
        var glide = KineticPan(velocity: ZoomPoint(x: 800, y: 800))
        glide.stop(horizontally: true, vertically: false)
        let delta = glide.advance(by: 0.1)
        #expect(delta.x == 0)
        #expect(delta.y > 0)
    }

    @Test func zeroOrNegativeTimeMovesNothing() {
        var glide = KineticPan(velocity: ZoomPoint(x: 800, y: 0))
        let none = glide.advance(by: 0)
        let backwards = glide.advance(by: -1)
        #expect(none == .zero && backwards == .zero)
        #expect(glide.velocity.x == 800)
    }
}

@Suite struct ImageSequenceTests {
    @Test func bundledImagesAreFoundInNameOrder() throws {
        let sequence = try ImageSequence.bundled(in: DataLocation.current())
        #expect(sequence.images.count >= 3)
        let names = sequence.images.map(\.lastPathComponent)
        #expect(names == names.sorted())
        #expect(names.first == "01-star.jpg")
        #expect(!names.contains("generate.sh"))
        for url in sequence.images {
            let size = try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0
            #expect(size > 0 && size < 400_000, "\(url.lastPathComponent) is \(size) bytes")
        }
    }

    @Test func movingStopsAtTheEnds() {
        var sequence = ImageSequence(images: ["a", "b", "c"].map { URL(fileURLWithPath: "/x/\($0).png") })
        #expect(!sequence.hasPrevious)
        let movedBack = sequence.move(by: -1)
        #expect(!movedBack)
        let first = sequence.move(by: 1)
        let second = sequence.move(by: 1)
        #expect(first && second)
        #expect(sequence.current?.lastPathComponent == "c.png")
        #expect(!sequence.hasNext)
        let pastEnd = sequence.move(by: 1)
        #expect(!pastEnd)
        #expect(sequence.index == 2)
        #expect(ImageSequence(images: [], index: 5).current == nil)
    }

    @Test func missingOrEmptyFoldersAreReportedReadably() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/drilldown-touch")
        #expect(throws: ImageSequenceError.unreadableFolder(missing.path)) {
            try ImageSequence.contents(of: missing)
        }
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("touch-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        try Data("not an image".utf8).write(to: empty.appendingPathComponent("notes.txt"))
        do {
            _ = try ImageSequence.contents(of: empty)
            Issue.record("an empty folder must throw")
        } catch {
            #expect(error == .noImages(empty.path))
            #expect(error.message.contains(empty.path))
        }
    }
}
