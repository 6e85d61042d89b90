import Dispatch
import Foundation
import Gtk
import Model

/// Puts a new picture on a coffee, from a file (chooser, drop) or a texture (paste):
/// off the main thread it checks the announced size, decodes at most 1024 px on the long
/// side, encodes PNG and commits it to the store; then, on the main thread, the
/// completion gets the texture to show (the data is in the database by then).
///
/// Imports run one after another, in the order they were asked for, so the picture
/// shown is always the one stored last.
final class CoffeeImageImport: Sendable {
    /// Why a picture was not stored.
    enum Failure: Error, Equatable {
        case image(ImageError, fileName: String)
        case storage(StorageError)
    }

    let store: CoffeeStore
    let coffeeID: Int64
    let fit: ImageFit
    private let queue = DispatchQueue(label: "drilldown.coffee.image-import", qos: .userInitiated)

    init(store: CoffeeStore, coffeeID: Int64, fit: ImageFit = .storedPicture) {
        self.store = store
        self.coffeeID = coffeeID
        self.fit = fit
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

    /// Stores an image already decoded (pasted from the clipboard).
    func importTexture(_ texture: Texture, completion: @escaping @MainActor @Sendable (Result<Texture, Failure>) -> Void) {
        let fit = self.fit
        run(completion) {
            do {
                let pixels = try Pixbuf(texture: texture)
                let target = fit.fittedSize(width: pixels.width, height: pixels.height)
                guard target != (pixels.width, pixels.height) else { return .success(pixels) }
                return .success(try pixels.scaled(width: target.width, height: target.height))
            } catch let error as ImageError {
                return .failure(.image(error, fileName: ""))
            } catch {
                return .failure(.image(.unreadable("\(error)"), fileName: ""))
            }
        }
    }

    /// Decodes with `decode` on the queue, stores the PNG, answers on the main thread.
    private func run(_ completion: @escaping @MainActor @Sendable (Result<Texture, Failure>) -> Void,
                     decode: @escaping @Sendable () -> Result<Pixbuf, Failure>) {
        let store = self.store
        let id = coffeeID
        queue.async {
            let result: Result<Texture, Failure>
            switch decode() {
            case .failure(let failure):
                result = .failure(failure)
            case .success(let pixels):
                do {
                    let png = try pixels.pngData()
                    try store.setImage(id: id, png: png)
                    result = .success(pixels.texture())
                } catch let error as StorageError {
                    result = .failure(.storage(error))
                } catch let error as ImageError {
                    result = .failure(.image(error, fileName: ""))
                } catch {
                    result = .failure(.storage(StorageError(kind: .other, sqliteMessage: "\(error)")))
                }
            }
            MainContext.run { completion(result) }
        }
    }

    /// Waits until every import asked for so far has finished (tests, shutdown).
    func waitUntilIdle() { queue.sync {} }
}

extension CoffeeImageImport.Failure {
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
