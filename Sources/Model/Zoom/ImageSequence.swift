import Foundation

/// The images the Touch page steps through with swipes, Left/Right and its buttons.
///
/// The bundled set lives in `data/images/touch/` and is shown in file-name order.
/// The ends do not wrap: "next" on the last image does nothing and its button is disabled.
public struct ImageSequence: Sendable, Equatable {
    /// Image files this sequence recognises.
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "webp", "gif", "tif", "tiff"]

    /// The image files, in display order.
    public let images: [URL]
    /// The position of the current image.
    public private(set) var index: Int

    /// A sequence over `images` starting at `index` (clamped into range).
    public init(images: [URL], index: Int = 0) {
        self.images = images
        self.index = images.isEmpty ? 0 : min(max(0, index), images.count - 1)
    }

    /// The image being shown, nil for an empty sequence.
    public var current: URL? { images.indices.contains(index) ? images[index] : nil }
    public var hasPrevious: Bool { index > 0 }
    public var hasNext: Bool { index + 1 < images.count }

    /// Moves by `step` images (negative: back). Returns false, and stays, past either end.
    @discardableResult
    public mutating func move(by step: Int) -> Bool {
        let target = index + step
        guard step != 0, images.indices.contains(target) else { return false }
        index = target
        return true
    }

    /// The image files of `directory`, sorted by name.
    public static func contents(of directory: URL) throws(ImageSequenceError) -> ImageSequence {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        } catch {
            throw ImageSequenceError.unreadableFolder(directory.path)
        }
        let images =
            names
            .filter { imageExtensions.contains(($0 as NSString).pathExtension.lowercased()) }
            .sorted { $0.localizedStandardCompare($1) == .orderedAscending }
            .map { directory.appendingPathComponent($0, isDirectory: false) }
        guard !images.isEmpty else { throw ImageSequenceError.noImages(directory.path) }
        return ImageSequence(images: images)
    }

    /// The bundled Touch images (`images/touch` in the bundled data).
    public static func bundled(in location: DataLocation = .current()) throws(ImageSequenceError) -> ImageSequence {
        try contents(of: location.bundledData.appendingPathComponent("images/touch", isDirectory: true))
    }
}

/// Why the Touch page has nothing to show.
public enum ImageSequenceError: Error, Equatable, Sendable, CustomStringConvertible {
    case unreadableFolder(String)
    case noImages(String)

    /// A message for the user, in their language.
    public var message: String {
        switch self {
        case .unreadableFolder(let path):
            return fill(tr("The image folder “%1$@” cannot be read."), path)
        case .noImages(let path):
            return fill(tr("There are no images in “%1$@”."), path)
        }
    }

    public var description: String { message }
}
