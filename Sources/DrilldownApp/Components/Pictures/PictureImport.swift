import Dispatch
import Foundation
import Gtk
import Model

/// Puts a new picture on an item (a coffee, a city), from a file (chooser, drop) or
/// pasted bytes: off the main thread it passes the picture gate (`PictureFile`: size
/// checked before decoding, truncated images refused, at most 2048 px on the long side),
/// encodes PNG and commits it with `store`; then, on the main thread, the completion gets
/// the texture to show (the data is in the database by then).
///
/// Imports run one after another, in the order they were asked for, so the picture
/// shown is always the one stored last.
final class PictureImport: Sendable {
    /// Why a picture was not stored.
    enum Failure: Error, Equatable {
        case image(ImageError, fileName: String)
        case storage(StorageError)
    }

    let fit: ImageFit
    private let store: @Sendable (Data) throws -> Void
    private let queue = DispatchQueue(label: "drilldown.picture-import", qos: .userInitiated)

    /// `store` commits the PNG bytes (on the import queue).
    init(fit: ImageFit = .storedPicture, store: @escaping @Sendable (Data) throws -> Void) {
        self.fit = fit
        self.store = store
    }

    /// Stores the image file at `url`.
    func importFile(_ url: URL, completion: @escaping @MainActor @Sendable (Result<Texture, Failure>) -> Void) {
        let fit = self.fit
        run(completion) {
            do throws(ImageError) {
                return .success(try PictureFile.decode(url, fit: fit))
            } catch {
                return .failure(.image(error, fileName: url.lastPathComponent))
            }
        }
    }

    /// Stores encoded image bytes (pasted from the clipboard).
    func importData(_ data: Data, completion: @escaping @MainActor @Sendable (Result<Texture, Failure>) -> Void) {
        let fit = self.fit
        run(completion) {
            do throws(ImageError) {
                return .success(try PictureFile.decode(data: data, fit: fit))
            } catch {
                return .failure(.image(error, fileName: ""))
            }
        }
    }

    /// Decodes with `decode` on the queue, stores the PNG, answers on the main thread.
    private func run(
        _ completion: @escaping @MainActor @Sendable (Result<Texture, Failure>) -> Void,
        decode: @escaping @Sendable () -> Result<Pixbuf, Failure>
    ) {
        let store = self.store
        Background.run(
            on: queue,
            {
                let pixels = try decode().get()
                let png: Data
                do throws(ImageError) {
                    png = try pixels.pngData()
                } catch {
                    throw Failure.image(error, fileName: "")
                }
                try store(png)
                return pixels.texture()
            },
            then: { result in
                completion(
                    result.mapError { error in
                        if let failure = error as? Failure { return failure }
                        return .storage(StoreFailurePage.storageError(error))
                    })
            })
    }
}

extension PictureImport.Failure {
    /// A sentence for the user.
    var message: String {
        switch self {
        case .storage(let error):
            return error.message
        case .image(let error, let fileName):
            return error.message(fileName: fileName)
        }
    }
}
